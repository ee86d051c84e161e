"""Foundry Armorer: {R} create a Brassbug Robot token in target Expedition.

Foundry Armorer rares: R: {J} create a Brassbug (from hand or Reserve); R2: {R} create one."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import answer, put, ready_mana, start, tokens_named


ARMORER = "ALT_CORE_B_AX_16_C"


def test_alt_core_b_ax_16_c_played_from_reserve_creates_a_brassbug_in_target_expedition():
    g, p = start()
    cid = put(g, p, ARMORER, Zone.RESERVE)
    play(g, cid, src="reserve")
    answer(g, "expedition -> companion yours")
    [bug] = tokens_named(g, p, "Brassbug", Side.COMPANION)
    assert stats(g, bug) == (2, 2, 2) and "Robot" in g.cdef(bug).subtypes
    assert tokens_named(g, p, "Brassbug", Side.HERO) == []


def test_alt_core_b_ax_16_c_played_from_hand_creates_nothing():
    g, p = start()
    cid = put(g, p, ARMORER)
    play(g, cid)
    assert g.pending.kind == "turn" and tokens_named(g, p, "Brassbug") == []
    assert stats(g, cid) == (2, 2, 2)


def test_alt_core_b_ax_16_r_joins_from_hand_and_creates_a_brassbug():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_AX_16_R")
    play(g, cid)
    answer(g, "expedition -> companion yours")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 2, 2)
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_16_r_joins_from_reserve_too():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R", Zone.RESERVE), src="reserve")
    answer(g, "expedition -> hero yours")
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_core_b_ax_16_r2_from_reserve_creates_a_brassbug():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R2", Zone.RESERVE), src="reserve")
    answer(g, "expedition -> hero yours")
    assert ready_mana(g, p) == 0
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_core_b_ax_16_r2_from_hand_costs_two_and_creates_nothing():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_AX_16_R2"))
    assert ready_mana(g, p) == 1 and g.pending.kind == "turn"
    assert tokens_named(g, p, "Brassbug") == []
