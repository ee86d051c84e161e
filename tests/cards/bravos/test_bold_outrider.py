"""Bold Outrider: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_br_112_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_BR_112_C", 2, 2, (3, 0, 3), "BR")
    assert card("ALT_EOLE_B_BR_112_C").abilities == ()
