"""The hand of the player at the keyboard (nobody's hand while nobody owns the screen).

When the hand has more cards than rows, it shows a window around the card cursor and says
how many cards are above and below it."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.i18n.terms import keyword_name, terrain_letters, type_name
from altered_tui.ui.cardtext import clickable, stats_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, cursor_among


def hand_window(count: int, at: int, rows: int) -> tuple[int, int]:
    """The [start, end) slice of `count` cards to show in `rows` rows, keeping `at` inside."""
    if rows <= 0 or count <= rows:
        return 0, count
    start = min(max(0, at - rows // 2), count - rows)
    return start, start + rows


class HandView(RedrawWhenChanged, Static):
    def show(self, hand: list[dict[str, Any]] | None, cursor: int | None, title: str,
             keywords: dict[str, list[tuple[str, int | None]]]) -> None:
        """`keywords` maps card ids to their keywords (from the card pool)."""
        if self.unchanged(hand, cursor_among(cursor, hand or []), title):
            return
        if hand is None:
            self.update(Text(_("(hidden)"), style="dim"), layout=False)
            return
        at = next((i for i, v in enumerate(hand) if v["cid"] == cursor), 0)
        start, end = hand_window(len(hand), at, self.size.height - 2)  # title and head rows
        heading = f"{title} ({len(hand)})"
        if start:
            heading += "  " + _("▲ {count} more").format(count=start)
        if end < len(hand):
            heading += "  " + _("▼ {count} more (↓)").format(count=len(hand) - end)
        table = Table(box=None, show_header=True, header_style="bold", padding=(0, 1), expand=True,
                      title=Text(heading, style="bold"), title_justify="left",  # a name is not markup
                      title_style="bold")
        wide = self.size.width >= 60 or self.size.width == 0  # narrow: no type column
        table.add_column("", width=1, no_wrap=True)
        table.add_column(_("card"), no_wrap=True, overflow="ellipsis", ratio=2)
        if wide:
            table.add_column(_("type"), no_wrap=True, overflow="ellipsis")
        table.add_column(_("cost"), no_wrap=True, min_width=5)
        table.add_column(terrain_letters(), no_wrap=True, min_width=5)
        table.add_column(_("keywords"), no_wrap=True, overflow="ellipsis", ratio=1)
        for view in hand[start:end]:
            selected = view["cid"] == cursor
            cells = [Text("▶" if selected else "", style="bold yellow"),
                     clickable(Text(view["name"], style="reverse bold" if selected else "bold"), view)]
            if wide:
                cells.append(Text(type_name(view["type"]), style="dim"))
            cells += [Text(f"{view['hand_cost']}/{view['reserve_cost']}", style="yellow"),
                      stats_text(view["stats"]) if "stats" in view else Text("—"),
                      Text(", ".join(keyword_name(*k) for k in keywords.get(view["id"], [])),
                           style="italic")]
            table.add_row(*cells)
        if not hand:
            table.add_row("", Text(_("(empty)"), style="dim"))
        self.update(table, layout=False)  # a fixed-size block: no new layout
