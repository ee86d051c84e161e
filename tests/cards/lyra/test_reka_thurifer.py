"""Reka Thurifer: {H} Sabotage (CR 7.3.24); support {D}: the next Character you play this
turn costs {1} less, down to a minimum of {1}."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, TROOPER, add_mana, check_facts, paid_to_play, pick_if_asked, put, settle, start,
    use_support,
)


def _next_costs(card_id: str) -> int:
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_116_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    return paid_to_play(g, p, put(g, p, card_id))


def test_alt_eole_b_ly_116_c_support_next_character_costs_less_and_from_hand_sabotages():
    check_facts("ALT_EOLE_B_LY_116_C", 4, 3, (4, 0, 4), "LY")
    assert _next_costs(AMELIA) == 2  # Hand Cost 3
    assert _next_costs(TROOPER) == 1  # Hand Cost 1: the minimum
    g, p = start()
    add_mana(g, p, 4)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    play(g, put(g, p, "ALT_EOLE_B_LY_116_C"))
    settle(g)
    pick_if_asked(g, theirs)
    settle(g)
    assert g.cards[theirs].zone is Zone.DISCARD
