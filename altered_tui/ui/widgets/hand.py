"""The hand of the player at the keyboard (nobody's hand while nobody owns the screen).

When the hand has more cards than rows, it shows a window around the card cursor and says
how many cards are above and below it."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.i18n.terms import keyword_name, terrain_letters
from altered_tui.ui.cardtext import clickable, corruption_mark, kind_name, stats_text
from altered_tui.ui.widgets.columns import Column, column_widths, row_lines
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize, cursor_among


def hand_window(count: int, at: int, rows: int) -> tuple[int, int]:
    """The [start, end) slice of `count` cards to show in `rows` rows, keeping `at` inside."""
    if rows <= 0 or count <= rows:
        return 0, count
    start = min(max(0, at - rows // 2), count - rows)
    return start, start + rows


class HandView(ShownAgainOnResize, RedrawWhenChanged, Static):
    """The hand as a table, one line of text per card (see widgets.columns)."""

    def show(self, hand: list[dict[str, Any]] | None, cursor: int | None, title: str,
             keywords: dict[str, list[tuple[str, int | None]]]) -> None:
        """`keywords` maps card ids to their keywords (from the card pool)."""
        self.remember(hand, cursor, title, keywords)  # the columns and window fit the size
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
        wide = self.size.width >= 60 or self.size.width == 0  # narrow: no type column
        head = ["", _("card"), *([_("type")] if wide else []), _("cost"), terrain_letters(),
                _("keywords")]
        rows = []
        for view in hand[start:end]:
            selected = view["cid"] == cursor
            name = Text(view["name"], style="reverse bold" if selected else "bold")
            corrupt = corruption_mark(view)
            if corrupt:  # first: a long name is cut at the column's end
                name = corrupt.append(" ").append_text(name)
            cells = [Text("▶" if selected else "", style="bold yellow"), clickable(name, view)]
            if wide:
                cells.append(Text(kind_name(view), style="dim"))
            cells += [Text(f"{view['hand_cost']}/{view['reserve_cost']}", style="yellow"),
                      stats_text(view["stats"]) if "stats" in view else Text("—"),
                      Text(", ".join(keyword_name(*k) for k in keywords.get(view["id"], [])),
                           style="italic")]
            rows.append(cells)
        if not hand:
            rows.append([Text(""), Text(_("(empty)"), style="dim")] + [Text("")] * (len(head) - 2))
        width = self.content_size.width or 80
        lines = [Text(heading.ljust(width - cell_len(heading) + len(heading)), style="bold")]
        head_cells = [Text(h) for h in head]
        widths = column_widths(COLUMNS if wide else NARROW_COLUMNS, [head_cells, *rows], width)
        lines += row_lines([[cell] for cell in head_cells], widths, style="bold")
        for cells in rows:
            lines += row_lines([[cell] for cell in cells], widths)
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout


# Marker, card, type, cost, terrains, keywords: the card name and keywords share the width
# the others leave.
COLUMNS = (Column(width=1), Column(ratio=2), Column(), Column(minimum=5), Column(minimum=5),
           Column(ratio=1))
NARROW_COLUMNS = (COLUMNS[0], COLUMNS[1], *COLUMNS[3:])  # no type column
