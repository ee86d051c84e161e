"""Reka Supporter: {H} create a Manaseed token in your Landmarks (CR 7.3.4). R1 also: support
{D}, After You: end your turn as if you had played a card (CR 7.3.2)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import check_facts, put, settle, start


def seeds(version: str, src: str = "hand") -> int:
    g, p = start()
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    return sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")


def test_alt_duster_b_yz_91_c_from_hand_a_manaseed():
    assert seeds("ALT_DUSTER_B_YZ_91_C") == 1
    assert seeds("ALT_DUSTER_B_YZ_91_C", "reserve") == 0  # {H} only
    check_facts("ALT_DUSTER_B_YZ_91_C", 3, 2, (2, 2, 2), "YZ")


def test_alt_duster_b_yz_91_r1_a_manaseed_and_support_after_you():
    assert seeds("ALT_DUSTER_B_YZ_91_R1") == 1
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_YZ_91_R1", Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    assert me in g.players[p].discard
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # my turn is over
    check_facts("ALT_DUSTER_B_YZ_91_R1", 3, 2, (2, 2, 3), "YZ")


def test_alt_duster_b_yz_91_r2_from_hand_a_manaseed():
    assert seeds("ALT_DUSTER_B_YZ_91_R2") == 1
    check_facts("ALT_DUSTER_B_YZ_91_R2", 3, 2, (2, 2, 2), "OR")
