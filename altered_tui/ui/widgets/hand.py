"""The hand of the player at the keyboard (nobody's hand while nobody owns the screen)."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.i18n.terms import keyword_name, terrain_letters, type_name
from altered_tui.ui.cardtext import stats_text


class HandView(Static):
    def show(self, hand: list[dict[str, Any]] | None, cursor: int | None, title: str,
             keywords: dict[str, list[str]]) -> None:
        """`keywords` maps card ids to keyword names (from the card pool)."""
        if hand is None:
            self.update(Text(_("(hidden)"), style="dim"))
            return
        table = Table(box=None, show_header=True, header_style="bold", padding=(0, 1),
                      title=f"{title} ({len(hand)})", title_justify="left",
                      title_style="bold")
        for column in ("", _("card"), _("type"), _("cost"), terrain_letters(), _("keywords")):
            table.add_column(column, no_wrap=True)
        for view in hand:
            selected = view["cid"] == cursor
            table.add_row(Text("▶" if selected else "", style="bold yellow"),
                          Text(view["name"], style="reverse bold" if selected else "bold"),
                          Text(type_name(view["type"]), style="dim"),
                          Text(f"{view['hand_cost']}/{view['reserve_cost']}", style="yellow"),
                          stats_text(view["stats"]) if "stats" in view else Text("—"),
                          Text(", ".join(keyword_name(k) for k in keywords.get(view["id"], [])), style="italic"))
        if not hand:
            table.add_row("", Text(_("(empty)"), style="dim"))
        self.update(table)
