"""One player's two Expeditions: their cards and live per-terrain totals."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import card_line, stats_text


class ExpeditionsView(Static):
    """Hero and companion Expeditions of one player, side by side."""

    def show(self, player: dict[str, Any], cursor: int | None) -> None:
        table = Table(box=None, expand=True, show_header=True, padding=(0, 1),
                      header_style="bold")
        columns = []
        for side in ("hero", "companion"):
            cards = player["expeditions"][side]
            totals = player.get("totals", {}).get(side, [0, 0, 0])
            label = _("Hero exp.") if side == "hero" else _("Companion exp.")
            header = Text(f"{label} @{player['positions'][side]}  ")
            header.append_text(stats_text(totals))
            table.add_column(header, ratio=1)
            lines = [card_line(v, v["cid"] == cursor) for v in cards] or [Text("  " + _("(empty)"), style="dim")]
            columns.append(Group(*lines))
        table.add_row(*columns)
        self.update(table)
