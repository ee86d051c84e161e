"""Axiom Scrambler (Muna rare): {H} Sabotage."""

from tests.cards_axiom_bravos_core.helpers import (Zone, add_mana, new_game, play, put, ready_mana,
                                                   stats, target)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_15_r2_from_hand_sabotages():
    g, p = new_game()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_AX_15_R2")
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 4, 2)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_15_r2_from_reserve_does_not_sabotage():
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_CORE_B_AX_15_R2", Zone.RESERVE), src="reserve")
    assert ready_mana(g, p) == 0 and g.pending.kind == "turn"
    assert victim in g.players[1 - p].reserve
