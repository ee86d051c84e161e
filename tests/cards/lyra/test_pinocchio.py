"""Pinocchio: no ability (0/0/3). R1: {R} if there are three or more base statistics of 0 among
Characters you control, draw a card (CR 2.2.10, 7.3.7). R2: as R1."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import FOUNDRY_MECHANIC, SKALD, check_facts, plays_for_its_printed_costs, put, settle, start


def test_alt_duster_b_ly_86_c_plays_for_its_printed_costs_and_statistics():
    plays_for_its_printed_costs("ALT_DUSTER_B_LY_86_C")
    check_facts("ALT_DUSTER_B_LY_86_C", 2, 1, (0, 0, 3), "LY")


def _drawn_from_reserve(beside: str) -> int:
    g, p = start()
    put(g, p, beside, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, "ALT_DUSTER_B_LY_86_R1", Zone.RESERVE)
    hand = len(g.players[p].hand)
    play(g, me, src="reserve")
    settle(g)
    return len(g.players[p].hand) - hand


def test_alt_duster_b_ly_86_r1_from_reserve_draws_with_three_zero_base_statistics():
    assert _drawn_from_reserve(FOUNDRY_MECHANIC) == 1  # 0/1/1 and my own two zeros
    assert _drawn_from_reserve(SKALD) == 1  # 3/0/2: one more zero
    assert _drawn_from_reserve("ALT_CORE_B_AX_11_C") == 0  # Amelia 2/2/2: only my two
    check_facts("ALT_DUSTER_B_LY_86_R1", 2, 2, (0, 0, 3), "LY")


def test_alt_duster_b_ly_86_r2_from_reserve_draws_with_three_zero_base_statistics():
    g, p = start()
    put(g, p, FOUNDRY_MECHANIC, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, "ALT_DUSTER_B_LY_86_R2", Zone.RESERVE)
    hand = len(g.players[p].hand)
    play(g, me, src="reserve")
    settle(g)
    assert len(g.players[p].hand) - hand == 1  # 0/1/1 beside my own two zeros
    g, p = start()
    put(g, p, "ALT_CORE_B_AX_11_C", Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, "ALT_DUSTER_B_LY_86_R2", Zone.RESERVE)
    hand = len(g.players[p].hand)
    play(g, me, src="reserve")
    settle(g)
    assert len(g.players[p].hand) == hand  # Amelia 2/2/2: only my two zeros
    check_facts("ALT_DUSTER_B_LY_86_R2", 2, 2, (0, 0, 3), "MU")
