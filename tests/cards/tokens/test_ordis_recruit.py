"""The Ordis Recruit token (CR 7.3.4): a real create-token effect makes it, and it joins with
the statistics and sub-type of its card file."""

from tests.cards.builders import joins_with_its_facts


def test_alt_core_b_or_32_c_ordis_recruit_joins_as_a_1_1_1_soldier_token():
    joins_with_its_facts("ALT_CORE_B_OR_32_C", "Soldier", (1, 1, 1))
