"""Pasiphaë: {J} I gain 1 boost for each Character the opponent controls (CR 6.5.i); the
common also gains Fleeting as it joins."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, put, settle, start


def _joins(version: str) -> tuple[int, bool]:
    g, p = start()
    put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    put(g, p, AMELIA, Zone.EXPEDITION)  # the player's own do not count
    pasiphae = put(g, p, version)
    play(g, pasiphae)
    settle(g)
    return g.cards[pasiphae].boosts, g.cards[pasiphae].has(Status.FLEETING)


def test_alt_bise_b_yz_52_c_gains_fleeting_and_a_boost_per_opposing_character():
    assert _joins("ALT_BISE_B_YZ_52_C") == (2, True)


def test_alt_bise_b_yz_52_r1_gains_a_boost_per_opposing_character():
    assert _joins("ALT_BISE_B_YZ_52_R1") == (2, False)


def test_alt_bise_b_yz_52_r2_gains_a_boost_per_opposing_character():
    assert _joins("ALT_BISE_B_YZ_52_R2") == (2, False)
