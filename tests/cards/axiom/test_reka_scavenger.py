"""Reka Scavenger: when you pass, if there's at most one card in your hand, I gain 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, check_facts, clear_hand, put, settle, start


def _boosts_on_pass(cards_in_hand: int, version: str = "ALT_EOLE_B_AX_109_C") -> int:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION)
    clear_hand(g, p)
    for _ in range(cards_in_hand):
        put(g, p, AMELIA)
    act(g, "pass")
    settle(g)
    return g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_ax_109_c_when_you_pass_with_at_most_one_card_in_hand_gains_a_boost():
    check_facts("ALT_EOLE_B_AX_109_C", 2, 2, (2, 1, 1), "AX")
    assert _boosts_on_pass(0) == 1
    assert _boosts_on_pass(1) == 1
    assert _boosts_on_pass(2) == 0


def test_alt_eole_b_ax_109_r1_when_you_pass_with_an_empty_hand_gains_two_boosts():
    check_facts("ALT_EOLE_B_AX_109_R1", 2, 2, (1, 1, 1), "AX")
    assert _boosts_on_pass(0, "ALT_EOLE_B_AX_109_R1") == 2
    assert _boosts_on_pass(1, "ALT_EOLE_B_AX_109_R1") == 0


def test_alt_eole_b_ax_109_r2_when_you_pass_with_an_empty_hand_gains_two_boosts():
    check_facts("ALT_EOLE_B_AX_109_R2", 2, 2, (1, 1, 1), "BR")
    assert _boosts_on_pass(0, "ALT_EOLE_B_AX_109_R2") == 2
    assert _boosts_on_pass(1, "ALT_EOLE_B_AX_109_R2") == 0
