"""Mountain Guide: a vanilla Animal (1/1, 0-2-0); its rares (2/2, 0-4-0) have the support
{D}: the next card you play this turn costs {1} less (CR 2.2.11, 6.4)."""

from tests.cards.builders import check_facts, check_next_card_costs_one_less, plays_for_its_printed_costs


def test_alt_cyclone_b_ly_66_c_vanilla_for_its_printed_costs_and_statistics():
    plays_for_its_printed_costs("ALT_CYCLONE_B_LY_66_C")
    check_facts("ALT_CYCLONE_B_LY_66_C", 1, 1, (0, 2, 0), "LY")


def test_alt_cyclone_b_ly_66_r1_support_makes_the_next_card_cost_one_less():
    check_next_card_costs_one_less("ALT_CYCLONE_B_LY_66_R1")
    check_facts("ALT_CYCLONE_B_LY_66_R1", 2, 2, (0, 4, 0), "LY")


def test_alt_cyclone_b_ly_66_r2_bravos_version_has_the_same_support():
    check_next_card_costs_one_less("ALT_CYCLONE_B_LY_66_R2")
    check_facts("ALT_CYCLONE_B_LY_66_R2", 2, 2, (0, 4, 0), "BR")
