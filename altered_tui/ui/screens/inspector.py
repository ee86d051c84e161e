"""The full text of one visible card: costs, statistics, keywords, statuses, counters."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from altered_tui.cards.render import render_text
from altered_tui.i18n import _, current_language, labelled
from altered_tui.i18n.terms import keyword_name, status_name, subtype_name, type_name
from altered_tui.ui.cardtext import corruption_mark, is_feat, stats_text, symbols_in_words
from altered_tui.ui.screens.base import GuardedModal
from altered_tui.ui.widgets.keybar import KeyBar


def rendered_ability_text(card_def: Any) -> str:
    """The card's abilities in words, rendered from their structure."""
    return symbols_in_words(render_text(card_def, lang=current_language()))


def card_details(view: dict[str, Any], card_def: Any, where: str) -> Group:
    title = Text(view["name"], style="bold underline")
    corrupt = corruption_mark(view)
    if corrupt:
        title.append(" ")
        title.append_text(corrupt)
    lines = [title]
    kind = type_name(view["type"])
    if card_def is not None:
        subtypes = view.get("subtypes", card_def.subtypes)  # with those gained in play
        if subtypes:
            kind += " — " + ", ".join(subtype_name(x) for x in subtypes)
        if card_def.faction is not None:
            kind += f"  ({card_def.faction.value})"
    lines.append(Text(kind, style="italic"))
    lines.append(Text(_("Where: {where}").format(where=where), style="dim"))
    if view["type"] != "hero":
        lines.append(Text(_("Hand cost {hand}   Reserve cost {reserve}").format(
            hand=view['hand_cost'], reserve=view['reserve_cost'])))
    elif card_def is not None:
        lines.append(Text(_("Reserve limit {reserve}   Landmark limit {landmark}").format(
            reserve=card_def.reserve_limit, landmark=card_def.landmark_limit)))
    if "stats" in view:
        row = Text(labelled(_("Forest/Mountain/Water")))
        row.append_text(stats_text(view["stats"], view.get("base_stats")))
        if view.get("base_stats") != view["stats"]:
            row.append("  (" + _("printed") + " ")
            row.append_text(stats_text(view["base_stats"]))
            row.append(")")
        lines.append(row)
    keywords = card_def.keywords.items() if card_def is not None else []
    lines.append(Text(_("Keywords: ") + (", ".join(keyword_name(*k) for k in keywords)
                                         or _("none"))))
    lines.append(Text(_("Statuses: ") + (", ".join(map(status_name, view.get("statuses", [])))
                                         or _("none"))))
    if is_feat(view):  # completed or not (README rulings: Feats)
        lines.append(Text(_("Feat: Completed") if "Completed" in view.get("statuses", [])
                          else _("Feat: not completed yet"), style="bold"))
    counters = view.get("counters", {})
    lines.append(Text(_("Counters: ") + (", ".join(f"{_(k)} ×{v}" for k, v in counters.items())
                                         or _("none"))))
    text = rendered_ability_text(card_def) if card_def is not None else ""
    lines.append(Text(""))
    lines.append(Text(text or _("No abilities."), style="" if text else "dim"))
    return Group(*lines)


class InspectorScreen(GuardedModal):
    BINDINGS = [Binding("escape,i,enter,q", "close", "Close")]

    def __init__(self, view: dict[str, Any], card_def: Any, where: str):
        super().__init__()
        self.details = card_details(view, card_def, where)

    def body(self) -> ComposeResult:
        with VerticalScroll(id="inspector-box"):
            yield Static(self.details)
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
