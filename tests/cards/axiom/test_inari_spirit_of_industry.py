"""Inari, Spirit of Industry: when you pass, if your hand is empty, draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, check_facts, clear_hand, put, settle, start


def _hand_after_pass(cards_in_hand: int, version: str = "ALT_EOLE_B_AX_115_C") -> tuple[int, int]:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    clear_hand(g, p)
    for _ in range(cards_in_hand):
        put(g, p, AMELIA)
    act(g, "pass")
    settle(g)
    return len(g.players[p].hand), len(g.players[p].reserve)


def test_alt_eole_b_ax_115_c_when_you_pass_with_an_empty_hand_draws_a_card():
    check_facts("ALT_EOLE_B_AX_115_C", 4, 4, (4, 3, 4), "AX")
    assert _hand_after_pass(0) == (1, 0)
    assert _hand_after_pass(1) == (1, 0)


def _draws_or_resupplies(version: str, faction: str) -> None:
    check_facts(version, 4, 3, (4, 3, 4), faction)
    assert _hand_after_pass(0, version) == (1, 0)
    assert _hand_after_pass(1, version) == (1, 1)  # otherwise: Resupply


def test_alt_eole_b_ax_115_r1_when_you_pass_draws_if_hand_empty_otherwise_resupplies():
    _draws_or_resupplies("ALT_EOLE_B_AX_115_R1", "AX")


def test_alt_eole_b_ax_115_r2_when_you_pass_draws_if_hand_empty_otherwise_resupplies():
    _draws_or_resupplies("ALT_EOLE_B_AX_115_R2", "BR")
