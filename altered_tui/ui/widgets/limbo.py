"""The Limbo row: the cards being played or resolved, and the Reactions waiting there.

It is one screen row. When its cards do not all fit, it starts one card before the card
cursor and ends with "+N more (←/→)": the cursor walks the row, and `i` shows the card.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _, labelled
from altered_tui.ui.cardtext import card_line
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize, cursor_among
from altered_tui.ui.widgets.zones import one_row


def more_mark(count: int) -> Text:
    return Text(" " + _("+{count} more (←/→)").format(count=count), style="bold yellow")


def limbo_row(cards: list[dict[str, Any]], reactions: list[Text], cursor: int | None,
              width: int = 0) -> Text:
    """`Limbo: cards… ⚡reactions…` on one row of `width` cells (no limit without one)."""
    row = Text(labelled(_("Limbo")), style="dim")
    items = [card_line(view, view["cid"] == cursor) for view in cards] + reactions
    if not items:
        row.append("—", style="dim")
        return one_row(row)
    if not width or row.cell_len + sum(item.cell_len for item in items) <= width:
        for item in items:
            row.append_text(item)
        return one_row(row)
    at = next((i for i, view in enumerate(cards) if view["cid"] == cursor), 0)
    start = max(0, at - 1)  # one card before the cursor's, if both fit
    if start < at and row.cell_len + 4 + items[start].cell_len + items[at].cell_len + \
            more_mark(len(items) - at - 1).cell_len > width:
        start = at
    if start:
        row.append(f"…{start} ", style="dim")
    shown = start
    while shown < len(items):
        rest = len(items) - shown - 1
        room = width - row.cell_len - (more_mark(rest).cell_len if rest else 0)
        item = items[shown]
        if item.cell_len > room:
            if shown != at:
                break
            # the cursor's card is always shown: its name gives way, boosts and statuses stay
            item = card_line(cards[at], True, width=max(room, 1))
            item.truncate(max(room, 1), overflow="ellipsis")
        row.append_text(item)
        shown += 1
    if shown < len(items):
        row.append_text(more_mark(len(items) - shown))
    return one_row(row)


class LimboLine(ShownAgainOnResize, RedrawWhenChanged, Static):
    def show(self, cards: list[dict[str, Any]], reactions: list[Text],
             cursor: int | None) -> None:
        self.remember(cards, reactions, cursor)  # the row fits the width
        if self.unchanged(cards, [r.plain for r in reactions], cursor_among(cursor, cards)):
            return
        self.update(limbo_row(cards, reactions, cursor, self.content_size.width), layout=False)
