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
    """The hand as a table whose columns are laid out here: one line of text per row (a Rich
    Table measures and renders every cell on its own, about ten times slower)."""

    _shown: tuple[Any, ...] | None = None

    def on_resize(self) -> None:
        if self._shown is not None:  # the columns and the window depend on the size
            self.show(*self._shown)

    def show(self, hand: list[dict[str, Any]] | None, cursor: int | None, title: str,
             keywords: dict[str, list[tuple[str, int | None]]]) -> None:
        """`keywords` maps card ids to their keywords (from the card pool)."""
        self._shown = (hand, cursor, title, keywords)
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
            cells = [Text("▶" if selected else "", style="bold yellow"),
                     clickable(Text(view["name"], style="reverse bold" if selected else "bold"), view)]
            if wide:
                cells.append(Text(type_name(view["type"]), style="dim"))
            cells += [Text(f"{view['hand_cost']}/{view['reserve_cost']}", style="yellow"),
                      stats_text(view["stats"]) if "stats" in view else Text("—"),
                      Text(", ".join(keyword_name(*k) for k in keywords.get(view["id"], [])),
                           style="italic")]
            rows.append(cells)
        if not hand:
            rows.append([Text(""), Text(_("(empty)"), style="dim")] + [Text("")] * (len(head) - 2))
        width = self.content_size.width or 80
        lines = [Text(heading.ljust(width - cell_len(heading) + len(heading)), style="bold")]
        lines += table_rows([Text(h, style="bold") for h in head], rows, width, wide)
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout


# The hand's columns: (width or None, minimum width, ratio) for marker, card, type, cost,
# terrains, keywords. The card name and keywords share what the others leave.
COLUMNS = ((1, 0, 0), (None, 0, 2), (None, 0, 0), (None, 5, 0), (None, 5, 0), (None, 0, 1))
PAD = 1  # a space on each side of every cell


def table_rows(head: list[Text], rows: list[list[Text]], width: int, wide: bool) -> list[Text]:
    """The head and rows laid out in `width` columns as Rich's Table (box=None, padding
    (0, 1), expand=True) lays them out: fixed columns as wide as their widest cell, the rest
    shared by ratio; cells cut with an ellipsis."""
    columns = COLUMNS if wide else (COLUMNS[0], COLUMNS[1], *COLUMNS[3:])
    widths: list[int] = []
    for index, (fixed, minimum, ratio) in enumerate(columns):
        if ratio:
            widths.append(0)
        elif fixed is not None:
            widths.append(fixed + 2 * PAD)
        else:
            widest = max(cell_len(row[index].plain) for row in [head, *rows])
            widths.append(min(width, max(widest, minimum) + 2 * PAD))
    ratios = [ratio for _fixed, _minimum, ratio in columns]
    for index, share in zip((i for i, r in enumerate(ratios) if r),
                            _distribute(width - sum(widths), [r for r in ratios if r],
                                        1 + 2 * PAD)):
        widths[index] = share
    out = []
    for row in [head, *rows]:
        line = Text(no_wrap=True, overflow="crop")
        for cell, cell_width in zip(row, widths):
            inner = max(0, cell_width - 2 * PAD)
            cell = cell.copy()
            cell.truncate(inner, overflow="ellipsis", pad=True)
            line.append(" " * PAD, style=cell.style if row is head else "")
            line.append_text(cell)
            line.append(" " * PAD, style=cell.style if row is head else "")
        out.append(line)
    return out


def _distribute(total: int, ratios: list[int], minimum: int) -> list[int]:
    """`total` shared by `ratios`, each part at least `minimum` (as Rich shares a table's
    spare width among its flexible columns)."""
    parts = []
    total_ratio = sum(ratios)
    for ratio in ratios:
        part = max(minimum, -(-ratio * total // total_ratio)) if total_ratio else total
        parts.append(part)
        total_ratio -= ratio
        total -= part
    return parts
