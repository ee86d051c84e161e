"""Builders for the Lyra and Muna card tests: real games, real card files."""

from __future__ import annotations

import re

from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import default_pool
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, game_at_first_turn, give, options, play, refresh

FILLER = "ALT_CORE_B_LY_08_C"  # Lyra Skald: a vanilla Character to fill zones with


def card(card_id: str) -> CardDef:
    return default_pool()[card_id]


def start() -> tuple[GameState, int]:
    """A game waiting for the first turn, and the player whose turn it is."""
    g = game_at_first_turn()
    return g, g.pending.player


def put(g: GameState, player: int, card_id: str, zone: Zone = Zone.HAND, side: Side | None = None) -> int:
    """Turn one of the player's deck cards into this real card and put it in `zone`."""
    if zone is Zone.EXPEDITION and side is None:
        side = Side.HERO
    return give(g, player, card(card_id), zone, side)


def add_mana(g: GameState, player: int, n: int) -> None:
    """Give the player n more ready Mana Orbs."""
    for _ in range(n):
        put(g, player, FILLER, Zone.MANA)


def ready_mana(g: GameState, player: int) -> int:
    return len(ready_orbs(g, player))


class _FixedDice(Rng):
    """An Rng whose dice give the listed results, in order."""

    def __init__(self, state: int, results: list[int]):
        super().__init__(state)
        self.results = list(results)

    def die(self) -> int:
        return self.results.pop(0)


def fix_dice(g: GameState, *results: int) -> None:
    g.rng = _FixedDice(g.rng.state, list(results))


def dice_left(g: GameState) -> list[int]:
    return list(g.rng.results)  # type: ignore[attr-defined]


def set_hero(g: GameState, player: int, hero_id: str) -> int:
    """Make the player's Hero this hero card."""
    d = card(hero_id)
    g.defs[d.id] = d
    hero = g.players[player].hero
    assert hero is not None
    g.cards[hero].card_id = d.id
    refresh(g)
    return hero


def pick(g: GameState, cid: int) -> None:
    """Answer a target/choose decision with this card."""
    mine = [o for o in options(g) if re.search(rf"#{cid}(\D|$)", o)]
    assert mine, f"card #{cid} is not among {options(g)}"
    act(g, mine[0])


def can_pick(g: GameState, cid: int) -> bool:
    return any(re.search(rf"#{cid}(\D|$)", o) for o in options(g))


def end_turn_of_opponent(g: GameState, player: int) -> None:
    """If it is the other player's turn, they pass, so the player acts again."""
    if g.pending.kind == "turn" and g.pending.player != player:
        act(g, "pass")
    assert g.pending.kind == "turn" and g.pending.player == player


__all__ = ["act", "settle", "add_mana", "can_pick", "card", "dice_left", "end_turn_of_opponent", "fix_dice",
           "options", "pick", "play", "put", "ready_mana", "set_hero", "start", "Side", "Zone"]


def settle(g: GameState) -> None:
    """Play the waiting Reactions in the order offered."""
    while g.pending is not None and g.pending.kind == "reaction":
        act(g, options(g)[0])
