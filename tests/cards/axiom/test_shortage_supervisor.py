"""Shortage Supervisor: {R} if your hand is empty, I gain 1 boost (rares: 2 boosts, and 1
boost otherwise)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, clear_hand, put, settle, start


def _boosts(version: str, empty_hand: bool) -> int:
    g, p = start()
    add_mana(g, p, 2)
    supervisor = put(g, p, version, Zone.RESERVE)
    if empty_hand:
        clear_hand(g, p)
    play(g, supervisor, src="reserve")
    settle(g)
    assert g.cards[supervisor].zone is Zone.EXPEDITION
    return g.cards[supervisor].boosts


def test_alt_bise_b_ax_55_c_gains_a_boost_only_with_an_empty_hand():
    assert _boosts("ALT_BISE_B_AX_55_C", empty_hand=True) == 1
    assert _boosts("ALT_BISE_B_AX_55_C", empty_hand=False) == 0


def test_alt_bise_b_ax_55_r1_gains_two_boosts_with_an_empty_hand_else_one():
    assert _boosts("ALT_BISE_B_AX_55_R1", empty_hand=True) == 2
    assert _boosts("ALT_BISE_B_AX_55_R1", empty_hand=False) == 1


def test_alt_bise_b_ax_55_r2_gains_two_boosts_with_an_empty_hand_else_one():
    assert _boosts("ALT_BISE_B_AX_55_R2", empty_hand=True) == 2
    assert _boosts("ALT_BISE_B_AX_55_R2", empty_hand=False) == 1
