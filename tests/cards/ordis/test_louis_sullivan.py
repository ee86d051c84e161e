"""Louis Sullivan: {H} if there are two or more cards in your Landmarks, draw a card (CR
3.2.7, 7.3.7). R1: {J}, played from anywhere, with three or more. R2: {R}, from Reserve, with two."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start

SITES = ("ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_27_C", "ALT_CORE_B_MU_24_C", "ALT_CORE_B_AX_29_C")  # quick actions only


def drawn(version: str, landmarks: int, src: str = "hand") -> int:
    g, p = start()
    for site in SITES[:landmarks]:
        put(g, p, site, Zone.LANDMARKS)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    hand = len(g.players[p].hand) - (1 if src == "hand" else 0)
    play(g, me, src=src)
    settle(g)
    return len(g.players[p].hand) - hand


def test_alt_duster_b_or_86_c_from_hand_draws_with_two_landmarks():
    assert drawn("ALT_DUSTER_B_OR_86_C", 2) == 1
    assert drawn("ALT_DUSTER_B_OR_86_C", 1) == 0
    assert drawn("ALT_DUSTER_B_OR_86_C", 2, src="reserve") == 0  # {H} only
    check_facts("ALT_DUSTER_B_OR_86_C", 3, 3, (3, 3, 2), "OR")


def test_alt_duster_b_or_86_r1_from_anywhere_draws_with_three_landmarks():
    assert drawn("ALT_DUSTER_B_OR_86_R1", 3, src="reserve") == 1
    assert drawn("ALT_DUSTER_B_OR_86_R1", 2) == 0
    check_facts("ALT_DUSTER_B_OR_86_R1", 3, 3, (2, 3, 2), "OR")


def test_alt_duster_b_or_86_r2_from_reserve_draws_with_two_landmarks():
    assert drawn("ALT_DUSTER_B_OR_86_R2", 2, src="reserve") == 1
    assert drawn("ALT_DUSTER_B_OR_86_R2", 1, src="reserve") == 0
    assert drawn("ALT_DUSTER_B_OR_86_R2", 2) == 0  # {R} only
    check_facts("ALT_DUSTER_B_OR_86_R2", 3, 3, (3, 3, 2), "AX")
