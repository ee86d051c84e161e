"""Devoted Protector: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_br_110_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_BR_110_C", 1, 1, (0, 1, 1), "BR")
    assert card("ALT_EOLE_B_BR_110_C").abilities == ()
