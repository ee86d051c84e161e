"""Smoking Skunk: support {D}: the next Character you play this turn costs {1} less, down to
a minimum of {1}."""

from altered_tui.engine.types import Zone

from tests.cards.builders import AMELIA, TROOPER, check_facts, paid_to_play, put, settle, start, use_support


def _next_costs(card_id: str) -> int:
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_106_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    return paid_to_play(g, p, put(g, p, card_id))


def test_alt_eole_b_ly_106_c_support_next_character_costs_one_less_not_below_one():
    check_facts("ALT_EOLE_B_LY_106_C", 3, 3, (3, 3, 3), "LY")
    assert _next_costs(AMELIA) == 2  # Hand Cost 3
    assert _next_costs(TROOPER) == 1  # Hand Cost 1: the minimum
