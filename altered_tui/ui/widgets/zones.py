"""A player's personal zones: Hero, Reserve, Landmarks, Mana, Deck, Discard, Hand count.

Every line is exactly one screen row (cut, never wrapped), so a long Reserve or Landmark
list can never push the counts out of the block; a cut list starts near the card cursor.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _, labelled
from altered_tui.ui.cardtext import card_line, counter_marks, hero_ability_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, cursor_among


def one_row(text: Text) -> Text:
    text.no_wrap, text.overflow = True, "ellipsis"
    return text


def card_row(label: str, cards: list[dict[str, Any]], cursor: int | None) -> Text:
    """`label (n): cards…`, starting one card before the cursor when it is in the list."""
    row = Text(labelled(f"{label} ({len(cards)})" if cards else label), style="dim")
    if not cards:
        row.append("—", style="dim")
    at = next((i for i, v in enumerate(cards) if v["cid"] == cursor), 0)
    start = max(0, at - 1)
    if start:
        row.append(f"…{start} ", style="dim")
    for view in cards[start:]:
        row.append_text(card_line(view, view["cid"] == cursor))
    return one_row(row)


class PlayerZones(RedrawWhenChanged, Static):
    def show(self, player: dict[str, Any], obs: dict[str, Any], cursor: int | None,
             computer: bool = False) -> None:
        cards = [player["hero"], *player["reserve"], *player["landmarks"]] if player["hero"] \
            else [*player["reserve"], *player["landmarks"]]
        if self.unchanged(player, obs["viewer"], obs.get("turn_player"), obs["phase"],
                          obs.get("first_player"), cursor_among(cursor, cards), computer):
            return
        mine = player["index"] == obs["viewer"]
        title = Text()
        title.append(player["name"], style="bold cyan" if player["index"] == 0 else "bold magenta")
        if computer:
            title.append(" (" + _("computer") + ")", style="magenta")
        if obs.get("turn_player") == player["index"] and obs["phase"] == "afternoon":
            title.append("  ◆ " + _("turn"), style="bold yellow")
        if player["passed"] and obs["phase"] == "afternoon":
            title.append("  " + _("passed"), style="italic")
        if obs.get("first_player") == player["index"]:
            title.append("  " + _("first player"), style="yellow")
        title.append(f"  {player['deck_name']}", style="dim")
        lines = [one_row(title)]
        mana = player["mana"]
        ready = sum(1 for orb in mana if not orb["exhausted"])
        counts = Text(_("Mana {ready}/{total}").format(ready=ready, total=len(mana)),
                      style="bold yellow")
        counts.append(" · " + _("Hand {hand}").format(hand=player["hand_count"]), style="bold")
        if mine and mana:
            counts.append("  (" + ", ".join(orb.get("name", "?") + ("*" if orb["exhausted"] else "")
                                           for orb in mana) + ")", style="dim")
        lines.append(one_row(counts))
        lines.append(one_row(Text(_("Deck {deck} · Discard {discard}").format(
            deck=player["deck_count"], discard=len(player["discard"])), style="bold")))
        hero = player["hero"]
        if hero:
            row = Text(labelled(_("Hero")), style="dim")
            # Counters and statuses first: the line is cut at the panel's edge.
            marks = counter_marks(hero)
            if marks:
                row.append_text(marks[1:])  # without the leading space
                row.append(" ")
            row.append_text(card_line(hero, hero["cid"] == cursor, counters=False))
            ability = hero_ability_text(hero["id"])
            if ability:  # cut to fit; `a` (or `i` on the Hero) shows all of it
                row.append("  " + ability, style="dim italic")
            lines.append(one_row(row))
        lines.append(card_row(_("Reserve"), player["reserve"], cursor))
        lines.append(card_row(_("Landmarks"), player["landmarks"], cursor))
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout
