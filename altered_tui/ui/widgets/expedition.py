"""One player's two Expeditions: their cards and live per-terrain totals."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import card_line, stats_text
from altered_tui.ui.widgets.columns import PAD, Column, column_widths, row_lines
from altered_tui.ui.widgets.hand import hand_window
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize, cursor_among


# The two Expeditions share the width.
COLUMNS = (Column(ratio=1), Column(ratio=1))
WIDEST_TOTALS = "10/10/10"  # Forest/Mountain/Water totals rarely take more columns
ASCENDED_MARK = "▲"  # an Ascended Expedition (README rulings, Ascend), with the word if it fits
ASCENDED_STYLE = "bold cyan"


def expedition_cards(expeditions: dict[str, list[dict[str, Any]]],
                     side: str) -> list[dict[str, Any]]:
    """The cards present in one Expedition: its own, then the Gigantic Characters of the
    other one, which are present in both (CR 7.4.4.b)."""
    other = expeditions["companion" if side == "hero" else "hero"]
    return expeditions[side] + [view for view in other if view.get("gigantic")]


class ExpeditionsView(ShownAgainOnResize, RedrawWhenChanged, Static):
    """Hero and companion Expeditions of one player, side by side (see widgets.columns)."""

    def show(self, player: dict[str, Any], cursor: int | None) -> None:
        self.remember(player, cursor)  # the columns fit the size
        expeditions = player["expeditions"]
        if self.unchanged(expeditions, player.get("totals"), player["positions"],
                          player.get("ascended"),
                          cursor_among(cursor, expeditions["hero"] + expeditions["companion"])):
            return
        width = self.content_size.width or 80
        widths = column_widths(COLUMNS, [], width)
        console = self.app.console
        heads, columns = [], []
        # The heads are laid out from the width alone, never from what the Expeditions hold,
        # so both players' blocks put them in the same rows and columns: on one row when the
        # longest head fits, else the totals on a second row, with short names when even the
        # name and position do not fit.
        room = min(widths) - 2 * PAD
        longest = _("Companion exp.") + " @7"
        one_row = cell_len(longest + "  " + WIDEST_TOTALS) <= room
        short = cell_len(longest) > room
        head_rows = 1 if one_row else 2
        for side, column_width in zip(("hero", "companion"), widths):
            cards = expedition_cards(expeditions, side)
            totals = player.get("totals", {}).get(side, [0, 0, 0])
            if short:
                label = _("Hero") if side == "hero" else _("Comp.")
            else:
                label = _("Hero exp.") if side == "hero" else _("Companion exp.")
            header = Text(f"{label} @{player['positions'][side]}")
            ascended = side in player.get("ascended", ())
            word = ASCENDED_MARK + _("Ascended")
            if one_row:
                if ascended:  # the word if the line keeps room for the widest totals
                    fits = cell_len(f"{header.plain} {word}  {WIDEST_TOTALS}") <= room
                    header.append(" " + (word if fits else ASCENDED_MARK), style=ASCENDED_STYLE)
                header.append("  ")
                header.append_text(stats_text(totals))
            else:  # on the first row if the word fits there, else beside the totals
                first = ascended and cell_len(f"{header.plain} {word}") <= room
                if first:
                    header.append(" " + word, style=ASCENDED_STYLE)
                header.append("\n")
                header.append_text(stats_text(totals))
                if ascended and not first:
                    fits = cell_len(f"{stats_text(totals).plain}  {word}") <= room
                    header.append("  " + (word if fits else ASCENDED_MARK), style=ASCENDED_STYLE)
            heads.append(list(header.wrap(console, column_width - 2 * PAD, justify="left",
                                          overflow="ellipsis")))
            at = next((i for i, v in enumerate(cards) if v["cid"] == cursor), 0)
            start, end = hand_window(len(cards), at, self.size.height - head_rows)
            if start or end < len(cards):  # one row says what is left out
                start, end = hand_window(len(cards), at, self.size.height - head_rows - 1)
            room = column_width - 2 * PAD
            lines = [card_line(v, v["cid"] == cursor, width=room) for v in cards[start:end]] or \
                [Text("  " + _("(empty)"), style="dim")]
            if start or end < len(cards):
                lines.append(Text("  " + _("{above}▲ {below}▼ more").format(
                    above=start, below=len(cards) - end), style="dim"))
            columns.append(lines)
        rows = row_lines(heads, widths, style="bold", bottom=True) + row_lines(columns, widths)
        self.update(Group(*rows), layout=False)  # a fixed-size block: no new layout
