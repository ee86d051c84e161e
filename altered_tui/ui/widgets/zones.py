"""A player's personal zones: Hero, Reserve, Landmarks, Mana, Deck, Discard, Hand count."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import card_line, counter_marks, hero_ability_text


class PlayerZones(Static):
    def show(self, player: dict[str, Any], obs: dict[str, Any], cursor: int | None) -> None:
        mine = player["index"] == obs["viewer"]
        title = Text()
        title.append(player["name"], style="bold cyan" if player["index"] == 0 else "bold magenta")
        title.append(f" ({player['deck_name']})", style="dim")
        if obs.get("first_player") == player["index"]:
            title.append("  " + _("first player"), style="yellow")
        if obs.get("turn_player") == player["index"] and obs["phase"] == "afternoon":
            title.append("  ◆ " + _("turn"), style="bold yellow")
        if player["passed"] and obs["phase"] == "afternoon":
            title.append("  " + _("passed"), style="italic")
        lines = [title]
        hero = player["hero"]
        if hero:
            row = Text(_("Hero") + ": ", style="dim", no_wrap=True, overflow="ellipsis")
            # Counters first: the line is cut at the panel's edge and they change the game.
            marks = counter_marks(hero)
            if marks:
                row.append_text(marks[1:])  # without the leading space
                row.append(" ")
            row.append_text(card_line(hero, hero["cid"] == cursor, counters=False))
            ability = hero_ability_text(hero["id"])
            if ability:  # on the same line, cut to fit; `i` on the Hero shows all of it
                row.append("  " + ability, style="dim italic")
            lines.append(row)
        lines.append(self._row(_("Reserve"), player["reserve"], cursor))
        lines.append(self._row(_("Landmarks"), player["landmarks"], cursor))
        mana = player["mana"]
        ready = sum(1 for orb in mana if not orb["exhausted"])
        counts = Text(_("Mana {ready} ready/{total}").format(ready=ready, total=len(mana)), style="bold yellow", no_wrap=True,
                      overflow="ellipsis")
        if mine and mana:
            counts.append("  (" + ", ".join(orb.get("name", "?") + ("*" if orb["exhausted"] else "")
                                           for orb in mana) + ")", style="dim")
        lines.append(counts)
        lines.append(Text(_("Hand {hand}  Deck {deck}  Discard {discard}").format(
            hand=player['hand_count'], deck=player['deck_count'], discard=len(player['discard'])),
            style="dim"))
        self.update(Group(*lines))

    @staticmethod
    def _row(label: str, cards: list[dict[str, Any]], cursor: int | None) -> Text:
        row = Text(f"{label}: ", style="dim")
        if not cards:
            row.append("—", style="dim")
        for view in cards:
            row.append_text(card_line(view, view["cid"] == cursor))
        return row
