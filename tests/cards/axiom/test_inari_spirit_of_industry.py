"""Inari, Spirit of Industry: when you pass, if your hand is empty, draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, check_facts, clear_hand, put, settle, start


def _hand_after_pass(cards_in_hand: int) -> int:
    g, p = start()
    put(g, p, "ALT_EOLE_B_AX_115_C", Zone.EXPEDITION)
    clear_hand(g, p)
    for _ in range(cards_in_hand):
        put(g, p, AMELIA)
    act(g, "pass")
    settle(g)
    return len(g.players[p].hand)


def test_alt_eole_b_ax_115_c_when_you_pass_with_an_empty_hand_draws_a_card():
    check_facts("ALT_EOLE_B_AX_115_C", 4, 4, (4, 3, 4), "AX")
    assert _hand_after_pass(0) == 1
    assert _hand_after_pass(1) == 1
