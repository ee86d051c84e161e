"""Fragrant Meerkat: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_ly_108_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_LY_108_C", 2, 3, (3, 1, 3), "LY")
    d = card("ALT_EOLE_B_LY_108_C")
    assert d.abilities == () and d.has_subtype("Animal") and d.has_subtype("Artist")
