"""Builders for the Core-set Ordis and Yzmir card tests: the Ordis/Yzmir starter helpers and a few more."""

from __future__ import annotations

from altered_tui.engine.characteristics import has_defender, tough  # noqa: F401
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.cards_ordis_yzmir.helpers import (  # noqa: F401
    act,
    add_mana,
    answer_quietly,
    card,
    options,
    pick,
    play,
    play_from_hand,
    play_spell,
    put,
    recruits,
    run_until,
    set_hero,
    start,
    stats,
)


def mana(g: GameState, player: int) -> int:
    """The player's ready Mana Orbs."""
    return len(ready_orbs(g, player))


def tokens_named(g: GameState, player: int, name: str, side: Side) -> list[int]:
    """The tokens called `name` in one of the player's Expeditions."""
    return [c for c in g.players[player].expeditions[side]
            if g.cards[c].token and g.cdef(c).name == name]


def reaction_draws(g: GameState, player: int) -> int:
    """Cards the player drew through Reactions so far."""
    return sum(1 for e in g.log if e.kind == "draw" and e.player == player
               and e.cause.startswith("Reaction"))


def finish_day(g: GameState) -> None:
    """Answer quietly until the next Day begins."""
    day = g.day
    while g.day == day and not g.over:
        answer_quietly(g)


def spell_cost_paid(g: GameState, player: int, cid: int, src: str = "hand") -> int:
    """Play a Spell or Landmark and return the Mana it cost (choices left pending)."""
    before = mana(g, player)
    play_spell(g, cid, src)
    return before - mana(g, player)


__all__ = [n for n in dir() if not n.startswith("_")]


def progress(g: GameState, player: int, side: Side) -> int:
    """How many regions the Expedition has moved forward from its start (Hero at 0, Companion at 7)."""
    pos = g.players[player].positions[side]
    return pos if side is Side.HERO else 7 - pos


__all__ = [n for n in dir() if not n.startswith("_")]


def settle(g: GameState) -> None:
    """Play waiting Reactions in the first order offered."""
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])


__all__ = [n for n in dir() if not n.startswith("_")]
