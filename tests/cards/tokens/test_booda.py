"""The Booda token (CR 7.3.4): a real create-token effect makes it, and it joins with
the statistics and sub-type of its card file."""

from tests.cards.builders import joins_with_its_facts


def test_alt_core_b_br_31_c_booda_joins_as_a_2_2_2_companion_token():
    joins_with_its_facts("ALT_CORE_B_BR_31_C", "Companion", (2, 2, 2))
