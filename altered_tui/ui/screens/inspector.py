"""The full text of one visible card: costs, statistics, keywords, statuses, counters."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from altered_tui.ui.cardtext import stats_text
from altered_tui.ui.screens.base import GuardedModal


def rendered_ability_text(card_def: Any) -> str:
    """The card's abilities in words, rendered from their structure."""
    from altered_tui.cards.render import render_text

    return render_text(card_def, lang="en")


def card_details(view: dict[str, Any], card_def: Any, where: str) -> Group:
    lines = [Text(view["name"], style="bold underline")]
    kind = view["type"].capitalize()
    if card_def is not None:
        if card_def.subtypes:
            kind += " — " + ", ".join(card_def.subtypes)
        if card_def.faction is not None:
            kind += f"  ({card_def.faction.value})"
    lines.append(Text(kind, style="italic"))
    lines.append(Text(f"Where: {where}", style="dim"))
    if view["type"] != "hero":
        lines.append(Text(f"Hand cost {view['hand_cost']}   Reserve cost {view['reserve_cost']}"))
    elif card_def is not None:
        lines.append(Text(f"Reserve limit {card_def.reserve_limit}   "
                          f"Landmark limit {card_def.landmark_limit}"))
    if "stats" in view:
        row = Text("Forest/Mountain/Water: ")
        row.append_text(stats_text(view["stats"], view.get("base_stats")))
        if view.get("base_stats") != view["stats"]:
            row.append("  (printed ")
            row.append_text(stats_text(view["base_stats"]))
            row.append(")")
        lines.append(row)
    keywords = card_def.keywords.names() if card_def is not None else []
    lines.append(Text("Keywords: " + (", ".join(keywords) or "none")))
    lines.append(Text("Statuses: " + (", ".join(view.get("statuses", [])) or "none")))
    counters = view.get("counters", {})
    lines.append(Text("Counters: " + (", ".join(f"{k} ×{v}" for k, v in counters.items()) or "none")))
    text = rendered_ability_text(card_def) if card_def is not None else ""
    lines.append(Text(""))
    lines.append(Text(text or "No abilities.", style="" if text else "dim"))
    return Group(*lines)


class InspectorScreen(GuardedModal):
    BINDINGS = [Binding("escape,i,enter,q", "close", "Close")]

    def __init__(self, view: dict[str, Any], card_def: Any, where: str):
        super().__init__()
        self.details = card_details(view, card_def, where)

    def body(self) -> ComposeResult:
        with VerticalScroll(id="inspector-box"):
            yield Static(self.details)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
