"""Martengale: 1/1, 1-1-0; support {D}: the next card you play this turn costs {1} less."""

from tests.cards_lyra_muna_core.helpers import check_facts, check_next_card_costs_one_less


def test_alt_core_b_ly_04_c_costs_and_stats():
    check_facts("ALT_CORE_B_LY_04_C", 1, 1, (1, 1, 0), "LY")


def test_alt_core_b_ly_04_c_support_next_card_costs_one_less():
    check_next_card_costs_one_less("ALT_CORE_B_LY_04_C")


def test_alt_core_b_ly_04_r2_axiom_version_support_next_card_costs_one_less():
    check_facts("ALT_CORE_B_LY_04_R2", 1, 1, (1, 1, 0), "AX")
    check_next_card_costs_one_less("ALT_CORE_B_LY_04_R2")
