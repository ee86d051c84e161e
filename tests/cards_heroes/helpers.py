"""Builders for the Hero card tests (and Ada Lovelace): real games, real cards from the pool."""

from __future__ import annotations

import dataclasses

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game as engine_new_game
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move

from tests.cards_axiom_bravos.helpers import (Phase, Side, Status, act, add_mana, advance_to_noon, answer,
                                              label, new_game, options, play, put, ready_mana, set_hero,
                                              tokens_named)

__all__ = ["Phase", "Side", "Status", "Zone", "act", "add_mana", "advance_to_noon", "answer", "clear_hand",
           "game_with_hero", "label", "new_game", "options", "play", "put", "ready_mana", "set_hero",
           "tokens_named", "use"]

HELPING_HAND = "ALT_CORE_B_BR_25_C"  # Spell, Hand Cost 1: target a Character, it gains 1 boost
HARVEST = "ALT_CORE_B_MU_29_C"  # Spell, Hand Cost 1: Resupply
REPROCESSOR = "ALT_CORE_B_AX_25_C"  # Permanent, Hand Cost 4, no {J} ability
FOUNDRY_MECHANIC = "ALT_CORE_B_AX_07_C"  # Character 0/1/1, Hand Cost 1, no ability
HAVEN_WARRIOR = "ALT_CORE_B_BR_17_C"  # Character 4/2/4, Hand Cost 3, no ability
AMELIA = "ALT_CORE_B_AX_11_C"  # Character 2/2/2, Hand Cost 3, no ability
ACHILLES = "ALT_CORE_B_BR_21_C"  # Character 5/5/5, Hand Cost 5, no ability


def clear_hand(g: GameState, player: int) -> None:
    """Discard the player's hand, so a test chooses exactly what is in it."""
    for cid in list(g.players[player].hand):
        move(g, cid, Zone.DISCARD)


def game_with_hero(hero_id: str, seed: int = 3) -> tuple[GameState, int]:
    """A new game (setup included) where player 1 (P1) plays the Bravos practice deck with this
    Hero; run to the first Afternoon turn. Returns the game and P1's index (0)."""
    pool = default_pool()
    bravos = dataclasses.replace(load_deck(decks_dir() / "bravos-practice.yaml", pool), hero=hero_id)
    lyra = load_deck(decks_dir() / "lyra-practice.yaml", pool)
    g = engine_new_game(bravos, lyra, pool, seed=seed)
    while g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    return g, 0


def use(g: GameState, cid: int, index: int = 1) -> None:
    """Play the index-th quick action (1-based) of an object in play or of a Hero."""
    act(g, f"use {label(g, cid)} a{index}")
