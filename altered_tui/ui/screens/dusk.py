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
from textual.widgets import Footer, Static

from altered_tui.ui.cardtext import stats_text, terrains_text
from altered_tui.ui.screens.base import GuardedScreen

EXPLAINER = ("At Dusk each Expedition compares, terrain by terrain, its total with the "
             "facing Expedition (same side, other player). It moves forward one region if it "
             "beats the facing total in at least one terrain that its current region has "
             "[4.2.4.b]; a tie is not enough [4.2.4.e] and a total of zero never wins "
             "[4.2.4.f]. All movements happen together [4.2.4.g-h].")


def _expedition_cell(e: dict[str, Any], names: list[str]) -> Group:
    head = Text(f"{names[e['player']]} — {e['side']} expedition, region {e['region']}",
                style="bold")
    totals = Text("Totals F/M/W ")
    totals.append_text(stats_text(e["stats"]))
    totals.append("  vs facing ")
    totals.append_text(stats_text(e["facing"]))
    allowed = Text("Region allows: ")
    allowed.append_text(terrains_text(e["terrains"]))
    verdict = (Text("→ moves forward", style="bold green") if e["moves"]
               else Text("✗ does not move [4.2.4.i]", style="bold red"))
    notes = [Text("  • " + note, style="dim") for note in e["notes"]]
    return Group(head, totals, allowed, verdict, *notes)


def progress_panel(report: dict[str, Any], names: list[str]) -> Group:
    if report.get("tiebreak"):
        table = Table(title="Arena tiebreaker [4.3.e]", header_style="bold")
        table.add_column("player")
        table.add_column("Forest/Mountain/Water totals")
        table.add_column("terrains won")
        for player in (0, 1):
            table.add_row(names[player], stats_text(report["totals"][player]),
                          ", ".join(report["won"][player]) or "none")
        winner = report.get("winner")
        verdict = (Text(f"{names[winner]} wins more terrains", style="bold green")
                   if winner is not None else Text("Nobody wins more terrains: another day", style="bold"))
        return Group(table, verdict)
    table = Table(show_lines=True, expand=True, header_style="bold")
    table.add_column("Hero side")
    table.add_column("Companion side")
    by_key = {(e["player"], e["side"]): e for e in report["expeditions"]}
    for player in (0, 1):
        table.add_row(*(_expedition_cell(by_key[(player, side)], names)
                        for side in ("hero", "companion") if (player, side) in by_key))
    return Group(Text(EXPLAINER, style="italic"), table)


class DuskScreen(GuardedScreen):
    BINDINGS = [Binding("enter,escape,space", "continue", "Continue")]

    def __init__(self, report: dict[str, Any], names: list[str], day: int):
        super().__init__()
        self.report, self.names, self.day = report, names, day

    def body(self) -> ComposeResult:
        with VerticalScroll(id="dusk-box"):
            yield Static(f"Dusk of day {self.day}: Progress", id="dusk-title")
            yield Static(progress_panel(self.report, self.names))
        yield Footer()

    def action_continue(self) -> None:
        self.dismiss(None)
