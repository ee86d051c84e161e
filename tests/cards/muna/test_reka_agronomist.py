"""Reka Agronomist: {H} (R1: {J}) a Manaseed token in target opponent's Landmarks."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _seeds(version: str, src: str) -> int:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    settle(g)
    assert not g.players[p].landmarks
    return [g.cdef(c).name for c in g.players[1 - p].landmarks].count("Manaseed")


def test_alt_duster_b_mu_91_c_from_hand_a_manaseed_for_the_opponent():
    check_facts("ALT_DUSTER_B_MU_91_C", 3, 3, (4, 4, 4), "MU")
    assert _seeds("ALT_DUSTER_B_MU_91_C", "hand") == 1
    assert _seeds("ALT_DUSTER_B_MU_91_C", "reserve") == 0


def test_alt_duster_b_mu_91_r1_whenever_it_joins_a_manaseed_for_the_opponent():
    check_facts("ALT_DUSTER_B_MU_91_R1", 3, 3, (5, 4, 5), "MU")
    assert _seeds("ALT_DUSTER_B_MU_91_R1", "hand") == 1
    assert _seeds("ALT_DUSTER_B_MU_91_R1", "reserve") == 1


def test_alt_duster_b_mu_91_r2_from_hand_a_manaseed_for_the_other_player():
    check_facts("ALT_DUSTER_B_MU_91_R2", 3, 3, (4, 4, 4), "BR")
    assert _seeds("ALT_DUSTER_B_MU_91_R2", "hand") == 1
    assert _seeds("ALT_DUSTER_B_MU_91_R2", "reserve") == 0
