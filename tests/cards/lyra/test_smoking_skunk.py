"""Smoking Skunk: support {D}: the next Character you play this turn costs {1} less, down to
a minimum of {1}."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import AMELIA, TROOPER, check_facts, paid_to_play, put, settle, start, use_support


def _next_costs(card_id: str, version: str = "ALT_EOLE_B_LY_106_C") -> int:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    return paid_to_play(g, p, put(g, p, card_id))


def test_alt_eole_b_ly_106_c_support_next_character_costs_one_less_not_below_one():
    check_facts("ALT_EOLE_B_LY_106_C", 3, 3, (3, 3, 3), "LY")
    assert _next_costs(AMELIA) == 2  # Hand Cost 3
    assert _next_costs(TROOPER) == 1  # Hand Cost 1: the minimum



def _tough_for_others(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (3, 3, 0), faction)
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    mine = put(g, p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    assert (tough(g, mine), tough(g, me), tough(g, theirs)) == (1, 0, 0)
    assert _next_costs(AMELIA, version) == 2


def test_alt_eole_b_ly_106_r1_other_characters_you_control_are_tough_1():
    _tough_for_others("ALT_EOLE_B_LY_106_R1", "LY")


def test_alt_eole_b_ly_106_r2_other_characters_you_control_are_tough_1():
    _tough_for_others("ALT_EOLE_B_LY_106_R2", "MU")
