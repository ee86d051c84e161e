"""Builders for the Core-set Axiom and Bravos card tests: real games, real cards from the pool.

Reuses the starter-deck helpers (tests/cards_axiom_bravos/helpers.py) and adds a few more."""

from __future__ import annotations

from altered_tui.engine.characteristics import tough
from altered_tui.engine.effects import send
from altered_tui.engine.state import GameState

from tests.cards_axiom_bravos.helpers import (Phase, Side, Status, Zone, act, add_mana,
                                              advance_to_noon, answer, card, label, new_game,
                                              options, play, put, ready_mana, rest_outcome,
                                              set_hero, stats, tokens_named, use_ability,
                                              use_support)

__all__ = ["Phase", "Side", "Status", "Zone", "act", "add_mana", "advance_to_noon", "answer", "card",
           "choose", "hero_exp", "label", "new_game", "options", "play", "put", "ready_mana",
           "rest_outcome", "send_to_reserve", "set_hero", "stats", "target", "tough",
           "tokens_named", "use_ability", "use_support", "use_nth", "vanilla", "opponent_passes", "ready_again"]

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 3-cost 2/2/2 Character
HUB = "ALT_CORE_B_AX_24_C"  # Landmark: {J} I gain three Kelon counters


def hero_exp(g: GameState, player: int) -> list[int]:
    return g.players[player].expeditions[Side.HERO]


def target(g: GameState, cid: int) -> None:
    act(g, f"target {label(g, cid)}")


def choose(g: GameState, cid: int) -> None:
    act(g, f"choose {label(g, cid)}")


def use_nth(g: GameState, cid: int, n: int) -> None:
    """Play the n-th (1-based) quick action of an object in play."""
    act(g, f"use {label(g, cid)} a{n}")


def send_to_reserve(g: GameState, cid: int) -> None:
    """Send an object in play to Reserve by an effect (as Kelon Burst would)."""
    send(g, cid, Zone.RESERVE, "test", rule="7.3.26")


def opponent_passes(g: GameState, player: int) -> None:
    """The other player passes their turn so `player` plays again this Afternoon."""
    assert g.pending.player == 1 - player and "pass" in options(g), options(g)
    act(g, "pass")
    assert g.pending.player == player


def vanilla(version: str, hand_cost: int, expected: tuple[int, int, int]) -> tuple[GameState, int, int]:
    """Play a version from hand: it costs its Hand Cost and has its printed statistics."""
    g, p = new_game()
    if hand_cost > 3:
        add_mana(g, p, hand_cost - 3)
    before = ready_mana(g, p)
    cid = put(g, p, version)
    play(g, cid)
    assert before - ready_mana(g, p) == hand_cost
    assert cid in hero_exp(g, p)
    assert stats(g, cid) == expected and g.cards[cid].boosts == 0
    return g, p, cid


def ready_again(g: GameState, cid: int) -> None:
    """Ready an exhausted object by hand (as the Night would) and recompute the options."""
    from tests.abilities.support import refresh

    g.cards[cid].status &= ~Status.EXHAUSTED
    refresh(g)
