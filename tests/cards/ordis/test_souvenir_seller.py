"""Souvenir Seller: {J} you may give me 1 boost; if you do, target opponent Resupplies (CR 6.5.f,
7.3.22). R1: you may create a Manaseed token in your Landmarks instead of the boost. R2: as the common."""

from tests.abilities.support import act, play
from tests.cards.builders import check_facts, put, start


def _sold(version: str, yes: bool):
    g, p = start()
    reserve = len(g.players[1 - p].reserve)
    me = put(g, p, version)
    play(g, me)
    assert g.pending.kind == "may" and g.pending.player == p
    act(g, "yes" if yes else "no")
    seeds = sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")
    return g.cards[me].boosts, seeds, len(g.players[1 - p].reserve) - reserve


def test_alt_duster_b_or_87_c_may_take_a_boost_to_make_the_opponent_resupply():
    assert _sold("ALT_DUSTER_B_OR_87_C", True) == (1, 0, 1)
    assert _sold("ALT_DUSTER_B_OR_87_C", False) == (0, 0, 0)
    check_facts("ALT_DUSTER_B_OR_87_C", 2, 2, (2, 2, 2), "OR")


def test_alt_duster_b_or_87_r1_may_create_a_manaseed_to_make_the_opponent_resupply():
    assert _sold("ALT_DUSTER_B_OR_87_R1", True) == (0, 1, 1)
    assert _sold("ALT_DUSTER_B_OR_87_R1", False) == (0, 0, 0)
    check_facts("ALT_DUSTER_B_OR_87_R1", 3, 3, (3, 3, 3), "OR")


def test_alt_duster_b_or_87_r2_may_take_a_boost_to_make_the_opponent_resupply():
    assert _sold("ALT_DUSTER_B_OR_87_R2", True) == (1, 0, 1)
    assert _sold("ALT_DUSTER_B_OR_87_R2", False) == (0, 0, 0)
    check_facts("ALT_DUSTER_B_OR_87_R2", 2, 2, (2, 2, 2), "MU")
