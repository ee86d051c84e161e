"""Terrified Ghost: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_yz_107_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_YZ_107_C", 2, 1, (2, 1, 1), "YZ")
    assert card("ALT_EOLE_B_YZ_107_C").abilities == ()


def test_alt_eole_b_yz_107_r2_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_YZ_107_R2", 2, 1, (2, 2, 2), "MU")
    assert card("ALT_EOLE_B_YZ_107_R2").abilities == ()
