"""Foundry Armorer: {R} create a Brassbug Robot token in target Expedition."""

from tests.cards_axiom_bravos.helpers import (Side, Zone, answer, new_game, play, put, stats,
                                              tokens_named)

ARMORER = "ALT_CORE_B_AX_16_C"


def test_alt_core_b_ax_16_c_played_from_reserve_creates_a_brassbug_in_target_expedition():
    g, p = new_game()
    cid = put(g, p, ARMORER, Zone.RESERVE)
    play(g, cid, src="reserve")
    answer(g, "expedition -> companion")
    [bug] = tokens_named(g, p, "Brassbug", Side.COMPANION)
    assert stats(g, bug) == (2, 2, 2) and "Robot" in g.cdef(bug).subtypes
    assert tokens_named(g, p, "Brassbug", Side.HERO) == []


def test_alt_core_b_ax_16_c_played_from_hand_creates_nothing():
    g, p = new_game()
    cid = put(g, p, ARMORER)
    play(g, cid)
    assert g.pending.kind == "turn" and tokens_named(g, p, "Brassbug") == []
    assert stats(g, cid) == (2, 2, 2)
