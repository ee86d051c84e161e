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
from altered_tui.ui.cardtext import (MARKER_MARK, TERRAIN_STYLE, card_line, compact_marks,
                                     counter_marks, hero_ability_text)
from altered_tui.i18n.terms import terrain_letter
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize, cursor_among


def one_row(text: Text) -> Text:
    text.no_wrap, text.overflow = True, "ellipsis"
    return text


MIN_SHARE = 10  # cells of a shared row that still tell a card apart (its marker, 7 of its name, …)


def card_row(label: str, cards: list[dict[str, Any]], cursor: int | None,
             width: int = 0) -> Text:
    """`label (n): cards…` on one row of `width` cells: when the cards do not all fit, each
    gets an equal share, cut with "…"; when even that is too narrow, the row starts one
    card before the cursor and is cut at its end, where a card keeps its statuses, boosts
    and ☠, its name cut."""
    row = Text(labelled(f"{label} ({len(cards)})" if cards else label), style="dim")
    if not cards:
        row.append("—", style="dim")
        return one_row(row)
    lines = [card_line(view, view["cid"] == cursor) for view in cards]
    room = width - row.cell_len
    share = room // len(lines) if width else 0
    if len(lines) > 1 and sum(line.cell_len for line in lines) > room and share >= MIN_SHARE:
        lines = [card_line(view, view["cid"] == cursor, width=share - 1) for view in cards]
        for line in lines:  # the name gives way first, then what follows it
            line.truncate(share - 1, overflow="ellipsis")
            line.append(" ")
    else:
        at = next((i for i, v in enumerate(cards) if v["cid"] == cursor), 0)
        start = max(0, at - 1)
        if start:
            row.append(f"…{start} ", style="dim")
        for view, line in zip(cards[start:], lines[start:]):
            left = width - row.cell_len
            if width and line.cell_len > left and compact_marks(view):
                # the row ends on it: its name gives way, its statuses and boosts stay
                row.append_text(card_line(view, view["cid"] == cursor, width=max(left, 1)))
                break
            row.append_text(line)
        return one_row(row)
    for line in lines:
        row.append_text(line)
    return one_row(row)


class PlayerZones(ShownAgainOnResize, RedrawWhenChanged, Static):
    def show(self, player: dict[str, Any], obs: dict[str, Any], cursor: int | None,
             computer: bool = False) -> None:
        self.remember(player, obs, cursor, computer)  # the Reserve row fits the width
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
            for terrain in player.get("markers", []):  # its Terrain Markers on no region
                row.append(MARKER_MARK + terrain_letter(terrain),
                           style=f"bold {TERRAIN_STYLE[terrain]}")
                row.append(" ")
            row.append_text(card_line(hero, hero["cid"] == cursor, counters=False))
            ability = hero_ability_text(hero["id"])
            if ability:  # cut to fit; `a` (or `i` on the Hero) shows all of it
                row.append("  " + ability, style="dim italic")
            lines.append(one_row(row))
        width = self.content_size.width
        lines.append(card_row(_("Reserve"), player["reserve"], cursor, width))
        lines.append(card_row(_("Landmarks"), player["landmarks"], cursor, width))
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout
