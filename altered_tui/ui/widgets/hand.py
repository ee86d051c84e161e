"""The hand of the player at the keyboard (nobody's hand while nobody owns the screen)."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.ui.cardtext import stats_text


class HandView(Static):
    def show(self, hand: list[dict[str, Any]] | None, cursor: int | None, owner: str,
             keywords: dict[str, list[str]]) -> None:
        """`keywords` maps card ids to keyword names (from the card pool)."""
        if hand is None:
            self.update(Text("(hidden)", style="dim"))
            return
        table = Table(box=None, show_header=True, header_style="bold", padding=(0, 1),
                      title=f"{owner}'s hand ({len(hand)})", title_justify="left",
                      title_style="bold")
        for column in ("", "card", "type", "cost", "F/M/W", "keywords"):
            table.add_column(column, no_wrap=True)
        for view in hand:
            selected = view["cid"] == cursor
            table.add_row(Text("▶" if selected else "", style="bold yellow"),
                          Text(view["name"], style="reverse bold" if selected else "bold"),
                          Text(view["type"], style="dim"),
                          Text(f"{view['hand_cost']}/{view['reserve_cost']}", style="yellow"),
                          stats_text(view["stats"]) if "stats" in view else Text("—"),
                          Text(", ".join(keywords.get(view["id"], [])), style="italic"))
        if not hand:
            table.add_row("", Text("(empty)", style="dim"))
        self.update(table)
