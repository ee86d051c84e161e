"""Lyra Chronicler: a vanilla Character (3/3, 4-0-4).

Lyra Chronicler rares: 3/3, 4-0-4; support {D}: Resupply."""

from altered_tui.engine.objects import stats

from tests.abilities.support import play
from tests.cards.builders import check_facts, check_resupply_support, put, ready_mana, start


def test_alt_core_b_ly_16_c_played_from_hand_costs_three_with_its_printed_stats():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_16_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 3
    assert stats(g, cid) == (4, 0, 4)


def test_alt_core_b_ly_16_r_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_16_R")
    check_facts("ALT_CORE_B_LY_16_R", 3, 3, (4, 0, 4), "LY")


def test_alt_core_b_ly_16_r2_axiom_version_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_16_R2")
    check_facts("ALT_CORE_B_LY_16_R2", 3, 3, (4, 0, 4), "AX")
