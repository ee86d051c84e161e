"""Leviathan Whisperer, the Yzmir versions (each faction prints its own; the checks are
`check_leviathan_whisperer` in tests/cards/builders.py)."""

from tests.cards.builders import check_leviathan_whisperer


def test_alt_cyclone_p_yz_84_c_the_next_leviathan_costs_two_less():
    check_leviathan_whisperer("ALT_CYCLONE_P_YZ_84_C", "YZ")


def test_alt_cyclone_p_yz_84_r1_the_next_leviathan_costs_two_less_and_gains_a_boost():
    check_leviathan_whisperer("ALT_CYCLONE_P_YZ_84_R1", "YZ")
