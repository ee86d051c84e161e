"""Three Little Pigs: {J} if you control two or more Landmarks, I gain 1 boost (rare: 2).

Three Little Pigs (Bravos rare): {J} If you control one or more Landmarks, I gain 1 boost."""

import pytest

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import card, put, start


REPROCESSOR = "ALT_CORE_B_AX_25_C"
GENERATOR = "ALT_CORE_B_AX_27_R"


def _pigs_with_landmarks(version: str, landmarks: int, reserve_landmarks: int = 0) -> int:
    g, p = start()
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


PIGS = "ALT_CORE_B_AX_12_R2"
HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_ax_12_r2_with_one_landmark_gains_a_boost():
    assert card(PIGS).faction is Faction.BR
    g, p = start()
    put(g, p, HUB, Zone.LANDMARKS)
    cid = put(g, p, PIGS)
    play(g, cid)
    assert stats(g, cid) == (4, 4, 4)


def test_alt_core_b_ax_12_r2_without_landmarks_gains_nothing():
    g, p = start()
    put(g, 1 - p, HUB, Zone.LANDMARKS)  # the opponent's does not count
    cid = put(g, p, PIGS)
    play(g, cid)
    assert stats(g, cid) == (3, 3, 3)
