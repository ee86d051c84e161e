"""Nikola Tesla: {R} I gain 1 boost if you control an exhausted Permanent or have an exhausted
card in Reserve; the rares: 1 boost for each of them, up to 3 on me (CR 2.5.f)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, REPROCESSOR, check_facts, put, settle, start


def _tesla(version: str, landmarks: int, stored: int, theirs: int = 0) -> int:
    g, p = start()
    for _ in range(landmarks):
        g.cards[put(g, p, REPROCESSOR, Zone.LANDMARKS)].status |= Status.EXHAUSTED
    for _ in range(stored):
        g.cards[put(g, p, AMELIA, Zone.RESERVE)].status |= Status.EXHAUSTED
    for _ in range(theirs):
        g.cards[put(g, 1 - p, REPROCESSOR, Zone.LANDMARKS)].status |= Status.EXHAUSTED
    put(g, p, REPROCESSOR, Zone.LANDMARKS)  # a ready one counts for nothing
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_ax_89_c_a_boost_if_something_of_yours_is_exhausted():
    check_facts("ALT_DUSTER_B_AX_89_C", 2, 2, (2, 2, 2), "AX")
    assert _tesla("ALT_DUSTER_B_AX_89_C", 0, 0, theirs=1) == 0
    assert _tesla("ALT_DUSTER_B_AX_89_C", 1, 0) == 1
    assert _tesla("ALT_DUSTER_B_AX_89_C", 0, 1) == 1
    assert _tesla("ALT_DUSTER_B_AX_89_C", 2, 2) == 1


def _rare(version: str, faction: str) -> None:
    check_facts(version, 1, 2, (1, 1, 1), faction)
    assert _tesla(version, 1, 1, theirs=1) == 2
    assert _tesla(version, 2, 2) == 3  # up to a max of 3


def test_alt_duster_b_ax_89_r1_a_boost_per_exhausted_permanent_and_reserve_card_up_to_3():
    _rare("ALT_DUSTER_B_AX_89_R1", "AX")


def test_alt_duster_b_ax_89_r2_a_boost_per_exhausted_permanent_and_reserve_card_up_to_3():
    _rare("ALT_DUSTER_B_AX_89_R2", "OR")
