"""Ordis Tourist: {J} if there are two or more cards in your Landmarks, I gain 1 boost. R1: {J}
I gain 1 boost per card in your Landmarks, up to a max of 3 (CR 6.5.i, 2.5.f). R2: as R1."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import MAGICAL_TRAINING, check_facts, put, settle, start

SITES = ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_27_C", "ALT_CORE_B_MU_24_C", "ALT_CORE_B_AX_29_C")  # quick actions only


def boosts(version: str, landmarks: int) -> int:
    g, p = start()
    for site in SITES[:landmarks]:
        put(g, p, site, Zone.LANDMARKS)
    put(g, 1 - p, SITES[0], Zone.LANDMARKS)  # the opponent's do not count
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_or_90_c_a_boost_with_two_landmarks():
    assert boosts("ALT_DUSTER_B_OR_90_C", 2) == 1
    assert boosts("ALT_DUSTER_B_OR_90_C", 1) == 0
    check_facts("ALT_DUSTER_B_OR_90_C", 2, 2, (1, 2, 2), "OR")


def test_alt_duster_b_or_90_r1_a_boost_per_landmark_up_to_three():
    assert [boosts("ALT_DUSTER_B_OR_90_R1", n) for n in (0, 2, 4)] == [0, 2, 3]
    check_facts("ALT_DUSTER_B_OR_90_R1", 2, 2, (1, 1, 1), "OR")


def test_alt_duster_b_or_90_r2_a_boost_per_landmark_up_to_three():
    assert [boosts("ALT_DUSTER_B_OR_90_R2", n) for n in (0, 2, 4)] == [0, 2, 3]
    check_facts("ALT_DUSTER_B_OR_90_R2", 2, 2, (1, 1, 1), "AX")
