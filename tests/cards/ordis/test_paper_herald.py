"""Paper Herald: support {D}: an Ordis Recruit in target Expedition."""

import pytest

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import play_from_hand, put, recruits, start


def _herald_support(card_id, side):
    g, p = start()
    herald = put(g, p, card_id, Zone.RESERVE)
    act(g, f"use Paper Herald#{herald} s1")
    act(g, f"expedition -> {side.value} yours")
    assert herald in g.players[p].discard
    assert len(recruits(g, p, side)) == 1 and recruits(g, p, side.other) == []
    assert g.pending.kind == "turn"


@pytest.mark.parametrize("side", [Side.HERO, Side.COMPANION])
def test_alt_core_b_or_04_c_discarded_from_reserve_creates_a_recruit_in_target_expedition(side):
    _herald_support("ALT_CORE_B_OR_04_C", side)


def test_alt_core_b_or_04_c_costs_1_and_is_0_0_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_04_C")
    assert (paid, stats(g, cid)) == (1, (0, 0, 1))
    assert recruits(g, p, Side.HERO) == []  # no ability in play


def test_alt_core_b_or_04_r_discarded_from_reserve_creates_a_recruit():
    _herald_support("ALT_CORE_B_OR_04_R", Side.COMPANION)


def test_alt_core_b_or_04_r_costs_1_and_is_0_1_2_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_04_R")
    assert (paid, stats(g, cid)) == (1, (0, 1, 2))


def test_alt_core_b_or_04_r2_discarded_from_reserve_creates_a_recruit():
    _herald_support("ALT_CORE_B_OR_04_R2", Side.HERO)


def test_alt_core_b_or_04_r2_is_a_lyra_card_costing_1_and_0_1_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_04_R2")
    assert (paid, stats(g, cid), g.cdef(cid).faction.value) == (1, (0, 1, 1), "LY")
