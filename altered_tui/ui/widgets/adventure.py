"""The Adventure track: eight regions, their terrains (and Terrain Markers) and the four
expedition counters."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import N_, _
from altered_tui.ui.cardtext import MARKER_MARK, TERRAIN_STYLE, terrains_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged

# Tumult halves show only their number: the row below says "? ? ?" or their terrains, and a
# short head keeps each column on one line so both players' counter rows fit.
KIND_LABEL = {"hero": N_("Hero"), "companion": N_("Comp."), "tumult": "", "arena": N_("Arena")}
SIDE_MARK = {"hero": "H", "companion": "C"}
PLAYER_STYLE = ("bold cyan", "bold magenta")


class AdventureTrack(RedrawWhenChanged, Static):
    """Renders `observation["regions"]` with the players' expedition positions."""

    def show(self, obs: dict[str, Any]) -> None:
        regions = obs["regions"]
        if self.unchanged(regions, [(p["name"], p["index"], p["positions"]) for p in obs["players"]]):
            return
        table = Table(box=None, expand=True, show_header=False, padding=(0, 0))
        for _region in regions:  # one row each: a wrapped head would push a player's row out
            table.add_column(justify="center", ratio=1, no_wrap=True, overflow="ellipsis")
        column = (self.content_size.width or 80) // max(1, len(regions))
        heads, terrains = [], []
        for index, region in enumerate(regions):
            up = region["face_up"]
            label = KIND_LABEL.get(region["kind"], region["kind"])
            label = _(label) if label else label
            heads.append(Text(f"{index} {label}".strip(), style="bold" if up else "dim"))
            if not up:
                terrains.append(Text("? ? ?", style="dim"))
            elif region.get("markers"):
                terrains.append(self._marked(region))
            elif "now" in region:  # changed by a passive ability: what it is now, marked
                terrains.append(terrains_text(region["now"]).append("*", style="bold"))
            else:
                terrains.append(terrains_text(region["terrains"]))
        table.add_row(*heads)
        table.add_row(*terrains)
        for player in obs["players"]:  # one row of counters per player
            table.add_row(*(self._counters_at(player, index, len(regions), column)
                            for index in range(len(regions))))
        self.update(table, layout=False)  # a fixed-size block: no new layout

    @staticmethod
    def _marked(region: dict[str, Any]) -> Text:
        """A region with Terrain Markers: a ⚑ in each Marker's colour, oldest first, then the
        terrains it has now, with * if a passive ability changes them beyond the latest one."""
        out = Text()
        for m in region["markers"]:
            out.append(MARKER_MARK, style=f"bold {TERRAIN_STYLE[m['terrain']]}")
        now = region.get("now", region["terrains"])
        out.append_text(terrains_text(now))
        if now != [region["markers"][-1]["terrain"]]:
            out.append("*", style="bold")
        return out

    @staticmethod
    def _counters_at(player: dict[str, Any], index: int, count: int, column: int) -> Text:
        """e.g. "Ann:H" where Ann's hero expedition stands (everywhere in the one Arena),
        the name cut to leave the marks room in the column."""
        marks = [SIDE_MARK[side] for side, position in player["positions"].items()
                 if position == index or count == 1]
        if not marks:
            return Text("")
        name = player["name"][:max(1, min(6, column - 1 - len(marks)))]
        return Text(f"{name}:{''.join(marks)}", style=PLAYER_STYLE[player["index"] % 2])
