"""Bravos Trailblazer: {J} if you control a Fleeting Character, I gain 1 boost (the rares: 1
boost for each Fleeting Character you control)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import HAVEN_WARRIOR, add_mana, put, start


def _boosts(version: str, src: str, other_fleeting: int) -> int:
    g, p = start()
    add_mana(g, p, 1)
    for _ in range(other_fleeting):
        other = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
        g.cards[other].status |= Status.FLEETING
    put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION)  # the opponent's do not count
    trail = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, trail, src=src)
    return g.cards[trail].boosts


def test_alt_alize_b_br_35_c_one_boost_if_you_control_a_fleeting_character():
    assert _boosts("ALT_ALIZE_B_BR_35_C", "hand", 0) == 0
    assert _boosts("ALT_ALIZE_B_BR_35_C", "hand", 2) == 1
    assert _boosts("ALT_ALIZE_B_BR_35_C", "reserve", 0) == 1  # from Reserve it is Fleeting itself


def test_alt_alize_b_br_35_r1_a_boost_for_each_fleeting_character():
    assert _boosts("ALT_ALIZE_B_BR_35_R1", "hand", 2) == 2
    assert _boosts("ALT_ALIZE_B_BR_35_R1", "reserve", 2) == 3


def test_alt_alize_b_br_35_r2_a_boost_for_each_fleeting_character():
    assert _boosts("ALT_ALIZE_B_BR_35_R2", "hand", 0) == 0
    assert _boosts("ALT_ALIZE_B_BR_35_R2", "reserve", 1) == 2
