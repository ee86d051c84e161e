"""Master Lapidary: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_ax_113_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_AX_113_C", 4, 2, (3, 3, 3), "AX")
    d = card("ALT_EOLE_B_AX_113_C")
    assert d.abilities == () and d.support == () and d.has_subtype("Engineer")
