"""Builders for the zones group's card tests: real games, real cards from the pool."""

from __future__ import annotations

from altered_tui.engine.state import GameState

from tests.cards_axiom_bravos_core.helpers import (Side, Status, Zone, act, add_mana, advance_to_noon,
                                                   choose, hero_exp, label, new_game, options, play,
                                                   put, ready_mana, send_to_reserve, target,
                                                   use_support)

__all__ = ["Side", "Status", "Zone", "act", "add_mana", "advance_to_noon", "choose", "hero_exp",
           "label", "new_game", "options", "play", "put", "ready_mana", "send_to_reserve", "target",
           "use_support", "AMELIA", "only_in_hand"]

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 3-cost 2/2/2 Character


def only_in_hand(g: GameState, player: int, keep: list[int]) -> None:
    """Discard the rest of the player's hand, so a 'card from your hand' choice is known."""
    from altered_tui.engine.zones import move

    for cid in [c for c in g.players[player].hand if c not in keep]:
        move(g, cid, Zone.DISCARD)
