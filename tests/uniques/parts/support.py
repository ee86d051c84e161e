"""Builders for Unique part tests: a test Character carrying one ability line assembled from
the part catalogue, in a real game."""

from __future__ import annotations

from altered_tui.cards.unique_catalogue import default_catalogue, line_ability
from altered_tui.engine.types import Zone

from tests.abilities.support import character, game_at_first_turn, give

NO_CONDITION = 191
ON_JOINING = 24  # {J}
PASSIVE = 23  # the empty trigger


def line_card(line: tuple[int, int, int], **fields):
    """A test Character whose one ability (or support ability) is this line."""
    where, ability = line_ability(line, default_catalogue())
    if where == "support":
        return character(support=(ability,), **fields)
    return character(ability, **fields)


def joining(output: int, condition: int = NO_CONDITION, **fields):
    return line_card((ON_JOINING, condition, output), **fields)


def started():
    g = game_at_first_turn()
    return g, g.pending.player


def in_hand(g, p, card) -> int:
    return give(g, p, card, Zone.HAND)
