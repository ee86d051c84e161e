"""Three Little Pigs: {J} if you control two or more Landmarks, I gain 1 boost (rare: 2)."""

import pytest

from tests.cards_axiom_bravos.helpers import Zone, new_game, play, put, stats

REPROCESSOR = "ALT_CORE_B_AX_25_C"
GENERATOR = "ALT_CORE_B_AX_27_R"


def _pigs_with_landmarks(version: str, landmarks: int, reserve_landmarks: int = 0) -> int:
    g, p = new_game()
    for _ in range(landmarks):
        put(g, p, REPROCESSOR, Zone.LANDMARKS)
    for _ in range(reserve_landmarks):
        put(g, p, GENERATOR, Zone.RESERVE)  # cards in Reserve are not controlled
    put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)  # the opponent's don't count either
    pigs = put(g, p, version)
    play(g, pigs)
    return g.cards[pigs].boosts, stats(g, pigs)


def test_alt_core_b_ax_12_c_gains_one_boost_with_two_landmarks():
    assert _pigs_with_landmarks("ALT_CORE_B_AX_12_C", 2) == (1, (4, 4, 4))


def test_alt_core_b_ax_12_r_gains_two_boosts_with_two_landmarks():
    assert _pigs_with_landmarks("ALT_CORE_B_AX_12_R", 2) == (2, (5, 5, 5))


@pytest.mark.parametrize("version", ["ALT_CORE_B_AX_12_C", "ALT_CORE_B_AX_12_R"])
def test_alt_core_b_ax_12_no_boost_with_one_landmark_in_play_and_one_in_reserve(version):
    assert _pigs_with_landmarks(version, 1, reserve_landmarks=1) == (0, (3, 3, 3))
