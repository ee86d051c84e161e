"""Foundry Armorer rares: R: {J} create a Brassbug (from hand or Reserve); R2: {R} create one."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, answer, new_game, play, put,
                                                   ready_mana, stats, tokens_named)


def test_alt_core_b_ax_16_r_joins_from_hand_and_creates_a_brassbug():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_AX_16_R")
    play(g, cid)
    answer(g, "expedition -> companion")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 2, 2)
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_16_r_joins_from_reserve_too():
    g, p = new_game()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R", Zone.RESERVE), src="reserve")
    answer(g, "expedition -> hero")
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_core_b_ax_16_r2_from_reserve_creates_a_brassbug():
    g, p = new_game()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R2", Zone.RESERVE), src="reserve")
    answer(g, "expedition -> hero")
    assert ready_mana(g, p) == 0
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_core_b_ax_16_r2_from_hand_costs_two_and_creates_nothing():
    g, p = new_game()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R2"))
    assert ready_mana(g, p) == 1 and g.pending.kind == "turn"
    assert tokens_named(g, p, "Brassbug") == []
