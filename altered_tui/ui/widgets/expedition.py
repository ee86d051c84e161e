"""One player's two Expeditions: their cards and live per-terrain totals."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import card_line, stats_text
from altered_tui.ui.widgets.hand import hand_window
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, cursor_among


class ExpeditionsView(RedrawWhenChanged, Static):
    """Hero and companion Expeditions of one player, side by side."""

    def show(self, player: dict[str, Any], cursor: int | None) -> None:
        expeditions = player["expeditions"]
        if self.unchanged(expeditions, player.get("totals"), player["positions"],
                          cursor_among(cursor, expeditions["hero"] + expeditions["companion"])):
            return
        table = Table(box=None, expand=True, show_header=True, padding=(0, 1),
                      header_style="bold")
        columns = []
        narrow = bool(self.size.width) and self.size.width < 40  # short heads, on two rows
        for side in ("hero", "companion"):
            cards = player["expeditions"][side]
            totals = player.get("totals", {}).get(side, [0, 0, 0])
            if narrow:
                label = _("Hero") if side == "hero" else _("Comp.")
            else:
                label = _("Hero exp.") if side == "hero" else _("Companion exp.")
            header = Text(f"{label} @{player['positions'][side]}" + ("\n" if narrow else "  "))
            header.append_text(stats_text(totals))
            table.add_column(header, ratio=1, overflow="ellipsis")
            at = next((i for i, v in enumerate(cards) if v["cid"] == cursor), 0)
            head_rows = 2 if narrow else 1
            start, end = hand_window(len(cards), at, self.size.height - head_rows)
            if start or end < len(cards):  # one row says what is left out
                start, end = hand_window(len(cards), at, self.size.height - head_rows - 1)
            lines = [card_line(v, v["cid"] == cursor) for v in cards[start:end]] or \
                [Text("  " + _("(empty)"), style="dim")]
            if start or end < len(cards):
                lines.append(Text("  " + _("{above}▲ {below}▼ more").format(
                    above=start, below=len(cards) - end), style="dim"))
            for line in lines:
                line.no_wrap, line.overflow = True, "ellipsis"
            columns.append(Group(*lines))
        table.add_row(*columns)
        self.update(table, layout=False)  # a fixed-size block: no new layout
