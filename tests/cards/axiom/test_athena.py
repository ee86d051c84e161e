"""Athena: {R} If you control two or more Landmarks, I lose Fleeting. The rare adds {H} ...I gain
2 boosts; the Ordis rare counts two or more other Characters instead."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, ready_mana, start


HUB = "ALT_CORE_B_AX_24_C"
AMELIA = "ALT_CORE_B_AX_11_C"


def _from_reserve(version, landmarks=0, characters=0):
    g, p = start()
    for _ in range(landmarks):
        put(g, p, HUB, Zone.LANDMARKS)
    for _ in range(characters):
        put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0  # Reserve Cost 3
    return g, p, cid


def _from_hand(version, landmarks=0, characters=0):
    g, p = start()
    add_mana(g, p, 2)
    for _ in range(landmarks):
        put(g, p, HUB, Zone.LANDMARKS)
    for _ in range(characters):
        put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0  # Hand Cost 5
    return g, p, cid


def _alt_core_b_ax_18_c_and_r_from_reserve_with_two_landmarks_lose_fleeting(version):
    g, p, cid = _from_reserve(version, landmarks=2)
    assert not g.cards[cid].has(Status.FLEETING)
    assert stats(g, cid) == (3, 4, 4)


def test_alt_core_b_ax_18_c_from_reserve_with_two_landmarks_lose_fleeting():
    _alt_core_b_ax_18_c_and_r_from_reserve_with_two_landmarks_lose_fleeting('ALT_CORE_B_AX_18_C')


def test_alt_core_b_ax_18_r_from_reserve_with_two_landmarks_lose_fleeting():
    _alt_core_b_ax_18_c_and_r_from_reserve_with_two_landmarks_lose_fleeting('ALT_CORE_B_AX_18_R')


def _alt_core_b_ax_18_c_and_r_from_reserve_with_one_landmark_stay_fleeting(version):
    g, p, cid = _from_reserve(version, landmarks=1)
    assert g.cards[cid].has(Status.FLEETING)


def test_alt_core_b_ax_18_c_from_reserve_with_one_landmark_stay_fleeting():
    _alt_core_b_ax_18_c_and_r_from_reserve_with_one_landmark_stay_fleeting('ALT_CORE_B_AX_18_C')


def test_alt_core_b_ax_18_r_from_reserve_with_one_landmark_stay_fleeting():
    _alt_core_b_ax_18_c_and_r_from_reserve_with_one_landmark_stay_fleeting('ALT_CORE_B_AX_18_R')


def test_alt_core_b_ax_18_c_from_hand_gains_no_boost():
    g, p, cid = _from_hand("ALT_CORE_B_AX_18_C", landmarks=2)
    assert g.cards[cid].boosts == 0


def test_alt_core_b_ax_18_r_from_hand_with_two_landmarks_gains_two_boosts():
    g, p, cid = _from_hand("ALT_CORE_B_AX_18_R", landmarks=2)
    assert stats(g, cid) == (5, 6, 6)
    g, p, cid = _from_hand("ALT_CORE_B_AX_18_R", landmarks=1)
    assert g.cards[cid].boosts == 0


def test_alt_core_b_ax_18_r2_counts_two_other_characters():
    g, p, cid = _from_hand("ALT_CORE_B_AX_18_R2", characters=2)
    assert g.cards[cid].boosts == 2
    g, p, cid = _from_hand("ALT_CORE_B_AX_18_R2", characters=1, landmarks=2)
    assert g.cards[cid].boosts == 0  # Athena herself and Landmarks do not count


def test_alt_core_b_ax_18_r2_from_reserve_with_two_other_characters_loses_fleeting():
    g, p, cid = _from_reserve("ALT_CORE_B_AX_18_R2", characters=2)
    assert not g.cards[cid].has(Status.FLEETING)
    g, p, cid = _from_reserve("ALT_CORE_B_AX_18_R2", characters=1)
    assert g.cards[cid].has(Status.FLEETING)
