"""Magpeng Hoarder: {J} if you have two or more cards in Reserve, I gain 1 boost (R1: 2) and
Fleeting."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, put, start


def _joins(version: str, reserve: int, src: str = "hand"):
    g, p = start()
    for _ in range(reserve):
        put(g, p, SKALD, Zone.RESERVE)
    bird = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, bird, src=src)
    return g.cards[bird]


def _needs_two_in_reserve(version: str, boosts: int) -> None:
    rich = _joins(version, 2)
    assert rich.boosts == boosts and rich.has(Status.FLEETING)
    poor = _joins(version, 1)
    assert poor.boosts == 0 and not poor.has(Status.FLEETING)
    left = _joins(version, 1, src="reserve")  # it left the Reserve: one card is left, not two
    assert left.boosts == 0


def test_alt_alize_b_ly_31_c_two_cards_in_reserve_a_boost_and_fleeting():
    _needs_two_in_reserve("ALT_ALIZE_B_LY_31_C", 1)


def test_alt_alize_b_ly_31_r1_two_cards_in_reserve_2_boosts_and_fleeting():
    _needs_two_in_reserve("ALT_ALIZE_B_LY_31_R1", 2)


def test_alt_alize_b_ly_31_r2_two_cards_in_reserve_a_boost_and_fleeting():
    _needs_two_in_reserve("ALT_ALIZE_B_LY_31_R2", 1)
