"""Builders for the Axiom and Bravos card tests: real games, with real cards from the pool."""

from __future__ import annotations

from typing import Callable

from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import default_pool
from altered_tui.engine.characteristics import stats
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import act, game_at_first_turn, give, options, play, refresh

__all__ = ["Phase", "Side", "Status", "Zone", "act", "add_mana", "advance_to_noon", "answer", "card",
           "label", "new_game", "options", "play", "put", "ready_mana", "set_hero", "stats",
           "rest_outcome", "tokens_named", "use_support", "use_ability"]


def card(card_id: str) -> CardDef:
    """A card version from the bundled pool (cards/)."""
    return default_pool()[card_id]


def new_game(seed: int = 3) -> tuple[GameState, int]:
    """A game waiting for the first player's first turn, and that player."""
    g = game_at_first_turn(seed)
    return g, g.pending.player


def put(g: GameState, player: int, card_id: str, zone: Zone = Zone.HAND, side: Side | None = None) -> int:
    """Put a copy of a real card into one of the player's zones (no trigger fires)."""
    return give(g, player, card(card_id), zone, side)


def label(g: GameState, cid: int) -> str:
    return f"{g.cdef(cid).name}#{cid}"


def add_mana(g: GameState, player: int, n: int) -> None:
    """Give the player n more ready Mana Orbs (cards from the bottom of the Deck)."""
    for _ in range(n):
        move(g, g.players[player].deck[-1], Zone.MANA)
    refresh(g)


def ready_mana(g: GameState, player: int) -> int:
    return len(ready_orbs(g, player))


def set_hero(g: GameState, player: int, hero_id: str) -> int:
    """Make the player's Hero the given hero version; returns the Hero's cid."""
    g.defs[hero_id] = card(hero_id)
    hero = g.players[player].hero
    g.cards[hero].card_id = hero_id
    refresh(g)
    return hero


def use_support(g: GameState, cid: int) -> None:
    """Play the first support ability of a card in Reserve ({D} and the like)."""
    act(g, f"use {label(g, cid)} s1")


def use_ability(g: GameState, cid: int) -> None:
    """Play the first quick action of an object in play or of a Hero."""
    act(g, f"use {label(g, cid)} a1")


def answer(g: GameState, prefix: str) -> None:
    """Take the one pending option that starts with prefix."""
    matching = [o for o in options(g) if o.startswith(prefix)]
    assert len(matching) == 1, (prefix, options(g))
    act(g, matching[0])


def tokens_named(g: GameState, player: int, name: str, side: Side | None = None) -> list[int]:
    sides = [side] if side else list(Side)
    return [c for s in sides for c in g.players[player].expeditions[s]
            if g.cards[c].token and g.cdef(c).name == name]


def _quietly(g: GameState) -> None:
    opts = options(g)
    for word in ("pass", "expand none", "no"):
        if word in opts:
            act(g, word)
            return
    act(g, opts[0])


def advance_to_noon(g: GameState, before_noon: Callable[[GameState], None] | None = None,
                    stop: Callable[[GameState], bool] | None = None) -> None:
    """Play quietly (both players pass, nobody Expands, 'may' is declined) through the rest
    of the day and the next Morning, until the next day's Noon Reactions have been played or
    `stop` says a decision of interest is pending. `before_noon` runs just before the last
    Morning decision, i.e. right before Noon begins."""
    day = g.day
    while not g.over:
        if g.day > day and g.phase in (Phase.NOON, Phase.AFTERNOON):
            if stop is not None and stop(g):
                return
            if g.phase is Phase.AFTERNOON and g.pending.kind == "turn" and not g.emblems:
                return
        if before_noon is not None and g.day > day and g.pending.kind == "expand":
            before_noon(g)
        _quietly(g)
    raise AssertionError("the game ended before the next Noon")


def rest_outcome(g: GameState, cid: int) -> str:
    """Where Rest sent the card: 'reserve' or 'discard' (read from the Rest event)."""
    [event] = [e for e in g.log if e.kind == "rest" and e.text.startswith(f"{label(g, cid)} ")]
    return "discard" if "discarded" in event.text else "reserve"
