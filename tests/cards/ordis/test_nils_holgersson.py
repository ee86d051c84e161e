"""Nils Holgersson: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_or_106_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_OR_106_C", 2, 2, (0, 3, 3), "OR")
    assert card("ALT_EOLE_B_OR_106_C").abilities == ()
