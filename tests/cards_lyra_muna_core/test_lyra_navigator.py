"""Lyra Navigator rare: 2/2, 0-0-4; support {D}: Resupply."""

from tests.cards_lyra_muna_core.helpers import check_facts, check_resupply_support


def test_alt_core_b_ly_12_r_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_12_R")
    check_facts("ALT_CORE_B_LY_12_R", 2, 2, (0, 0, 4), "LY")
