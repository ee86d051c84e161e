"""Lyra Navigator: a vanilla Character (2/3, 0-0-4); its rare is faction-shifted to Bravos.

Lyra Navigator rare: 2/2, 0-0-4; support {D}: Resupply."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.cards.builders import (
    card,
    check_facts,
    check_resupply_support,
    played,
    plays_for_its_printed_costs,
)


def test_alt_core_b_ly_12_c_costs_two_from_hand_and_three_from_reserve():
    g, p, cid, paid = played("ALT_CORE_B_LY_12_C", "hand")
    assert paid == 2 and stats(g, cid) == (0, 0, 4)
    g, p, cid, paid = played("ALT_CORE_B_LY_12_C", "reserve")
    assert paid == 3 and g.cards[cid].zone is Zone.EXPEDITION


def test_alt_core_b_ly_12_r2_is_a_bravos_navigator_with_the_same_stats():
    g, p, cid, paid = played("ALT_CORE_B_LY_12_R2", "hand")
    assert paid == 2 and stats(g, cid) == (0, 0, 4)
    assert card("ALT_CORE_B_LY_12_R2").faction.value == "BR"


def test_alt_core_b_ly_12_r_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_12_R")
    check_facts("ALT_CORE_B_LY_12_R", 2, 2, (0, 0, 4), "LY")


def test_alt_core_b_ly_12_c_lyra_navigator_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_LY_12_C")


def test_alt_core_b_ly_12_r2_lyra_navigator_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_LY_12_R2")
