"""The Dusk panel: why each Expedition moved forward or not (CR 4.2.4), or the Arena
totals of a tiebreaker (CR 4.3.e). Shown after every Progress until the players go on."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from altered_tui.i18n import N_, _
from altered_tui.i18n.events import names_for, note_text
from altered_tui.i18n.terms import terrain_letters, terrain_name
from altered_tui.ui.cardtext import stats_text, terrains_text
from altered_tui.ui.screens.base import GuardedScreen
from altered_tui.ui.widgets.keybar import KeyBar

EXPLAINER = N_("At Dusk each Expedition compares, terrain by terrain, its total with the "
             "facing Expedition (same side, other player). It moves forward one region if it "
             "beats the facing total in at least one terrain that its current region has "
             "[4.2.4.b]; a tie is not enough [4.2.4.e] and a total of zero never wins "
             "[4.2.4.f]. All movements happen together [4.2.4.g-h].")


def _expedition_cell(e: dict[str, Any], names: list[str], cards: dict[int, str]) -> Group:
    side = _("hero expedition") if e["side"] == "hero" else _("companion expedition")
    head = Text(_("{name} — {side}, region {region}").format(
        name=names[e['player']], side=side, region=e['region']), style="bold")
    if e.get("ascended"):  # README rulings, Ascend: a tie is enough this Day
        head.append("  ▲" + _("Ascended"), style="bold cyan")
    totals = Text(_("Totals") + f" {terrain_letters()} ")
    totals.append_text(stats_text(e["stats"]))
    totals.append("  " + _("vs facing") + " ")
    totals.append_text(stats_text(e["facing"]))
    allowed = Text(_("Region allows: "))
    allowed.append_text(terrains_text(e["terrains"]))
    verdict = (Text(_("→ moves forward"), style="bold green") if e["moves"]
               else Text(_("✗ does not move [4.2.4.i]"), style="bold red"))
    shown = names_for(cards, names)
    notes = [Text("  • " + note_text(note, shown), style="dim") for note in e["notes"]]
    return Group(head, totals, allowed, verdict, *notes)


def progress_panel(report: dict[str, Any], names: list[str]) -> Group:
    if report.get("tiebreak"):
        table = Table(title=_("Arena tiebreaker [4.3.e]"), header_style="bold")
        table.add_column(_("player"))
        table.add_column(_("Forest/Mountain/Water totals"))
        table.add_column(_("terrains won"))
        for player in (0, 1):
            table.add_row(Text(names[player]), stats_text(report["totals"][player]),
                          ", ".join(terrain_name(t.lower()) for t in report["won"][player])
                          or _("none"))
        winner = report.get("winner")
        verdict = (Text(_("{name} wins more terrains").format(name=names[winner]), style="bold green")
                   if winner is not None
                   else Text(_("Nobody wins more terrains: another day"), style="bold"))
        return Group(table, verdict)
    table = Table(show_lines=True, expand=True, header_style="bold")
    table.add_column(_("Hero side"))
    table.add_column(_("Companion side"))
    by_key = {(e["player"], e["side"]): e for e in report["expeditions"]}
    for player in (0, 1):
        table.add_row(*(_expedition_cell(by_key[(player, side)], names, report.get("names", {}))
                        for side in ("hero", "companion") if (player, side) in by_key))
    return Group(Text(_(EXPLAINER), style="italic"), table)


class DuskScreen(GuardedScreen):
    BINDINGS = [Binding("enter,escape,space", "continue", "Continue")]

    def __init__(self, report: dict[str, Any], names: list[str], day: int):
        super().__init__()
        self.report, self.names, self.day = report, names, day

    def body(self) -> ComposeResult:
        with VerticalScroll(id="dusk-box"):
            yield Static(_("Dusk of day {day}: Progress").format(day=self.day), id="dusk-title")
            yield Static(progress_panel(self.report, self.names))
        yield KeyBar()

    def action_continue(self) -> None:
        self.dismiss(None)
