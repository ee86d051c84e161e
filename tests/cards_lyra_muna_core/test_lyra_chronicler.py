"""Lyra Chronicler rares: 3/3, 4-0-4; support {D}: Resupply."""

from tests.cards_lyra_muna_core.helpers import check_facts, check_resupply_support


def test_alt_core_b_ly_16_r_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_16_R")
    check_facts("ALT_CORE_B_LY_16_R", 3, 3, (4, 0, 4), "LY")


def test_alt_core_b_ly_16_r2_axiom_version_support_resupplies():
    check_resupply_support("ALT_CORE_B_LY_16_R2")
    check_facts("ALT_CORE_B_LY_16_R2", 3, 3, (4, 0, 4), "AX")
