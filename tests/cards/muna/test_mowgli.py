"""Mowgli: a vanilla Character (2/1, 3-0-0); its rare is faction-shifted to Axiom.

Mowgli (rare): support {D}: target Character with Hand Cost {3} or less gains Anchored."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.cards.builders import (
    card,
    check_anchor_support,
    check_facts,
    played,
    plays_for_its_printed_costs,
)


def test_alt_core_b_mu_07_c_costs_two_from_hand_one_from_reserve():
    g, _, cid, paid = played("ALT_CORE_B_MU_07_C", "hand")
    assert paid == 2 and stats(g, cid) == (3, 0, 0)
    g, _, cid, paid = played("ALT_CORE_B_MU_07_C", "reserve")
    assert paid == 1 and g.cards[cid].zone is Zone.EXPEDITION


def test_alt_core_b_mu_07_r2_is_an_axiom_mowgli_with_the_same_stats():
    g, _, cid, paid = played("ALT_CORE_B_MU_07_R2", "reserve")
    assert paid == 1 and stats(g, cid) == (3, 0, 0)
    assert card("ALT_CORE_B_MU_07_R2").faction.value == "AX"


def test_alt_core_b_mu_07_r_support_anchors_a_cheap_character():
    check_anchor_support("ALT_CORE_B_MU_07_R")
    check_facts("ALT_CORE_B_MU_07_R", 2, 1, (3, 0, 0), "MU")


def test_alt_core_b_mu_07_c_mowgli_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_MU_07_C")


def test_alt_core_b_mu_07_r2_mowgli_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_MU_07_R2")
