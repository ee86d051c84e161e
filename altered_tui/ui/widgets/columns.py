"""Cells laid out in columns, drawn as plain lines of text.

The layout is the one of a Rich Table without a box, with a space either side of every cell
and the full width used (`expand`): fixed columns as wide as their widest cell, the others
sharing what is left by ratio, cells cut with an ellipsis. A Table measures and renders
every cell on its own whenever it is drawn; lines of text draw several times faster, and
the board redraws its blocks of cards after every action.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.text import Text

PAD = 1  # a space on each side of every cell


class Column(NamedTuple):
    width: int | None = None  # a fixed width; otherwise as wide as the widest cell
    minimum: int = 0
    ratio: int = 0  # above 0: shares the width the other columns leave


def column_widths(columns: tuple[Column, ...], cells: list[list[Text]], width: int) -> list[int]:
    """Each column's width, its padding included, for `cells` (rows of one-line cells;
    only the fixed columns' cells are measured) in `width` columns."""
    widths: list[int] = []
    for index, column in enumerate(columns):
        if column.ratio:
            widths.append(0)
        elif column.width is not None:
            widths.append(column.width + 2 * PAD)
        else:
            widest = max(cell_len(row[index].plain) for row in cells)
            widths.append(min(width, max(widest, column.minimum) + 2 * PAD))
    flexible = [index for index, column in enumerate(columns) if column.ratio]
    shares = _distribute(width - sum(widths), [columns[i].ratio for i in flexible], 1 + 2 * PAD)
    for index, share in zip(flexible, shares):
        widths[index] = share
    return widths


def row_lines(cells: list[list[Text]], widths: list[int], style: str = "",
              bottom: bool = False) -> list[Text]:
    """One row of the table: each cell's lines cut or padded to its column, a cell with
    fewer lines filled with blank ones below (above with `bottom`, as in a head row), and
    `style` under every cell of the row."""
    height = max(len(lines) for lines in cells)
    out = [Text(no_wrap=True, overflow="crop") for _ in range(height)]
    for lines, width in zip(cells, widths):
        blank = [Text()] * (height - len(lines))
        for line, content in zip(out, blank + lines if bottom else lines + blank):
            cell = Text(" " * PAD, style=style)
            content = content.copy()
            content.truncate(max(0, width - 2 * PAD), overflow="ellipsis", pad=True)
            cell.append_text(content)
            cell.append(" " * PAD)
            line.append_text(cell)
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
