"""Reka Caterer: {J} create a Manaseed token in your Landmarks (CR 7.3.4). R1 and Lyra R2 also:
support {D}, create an Ordis Recruit in target Expedition (CR 2.2.11.i)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, recruits, settle, start


def _seeds(version: str) -> int:
    g, p = start()
    add_mana(g, p, 1)
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")


def _support_recruit(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    act(g, "expedition -> companion yours")
    assert me in g.players[p].discard and len(recruits(g, p, Side.COMPANION)) == 1


def test_alt_duster_b_or_94_c_joins_with_a_manaseed():
    assert _seeds("ALT_DUSTER_B_OR_94_C") == 1
    check_facts("ALT_DUSTER_B_OR_94_C", 4, 4, (2, 2, 4), "OR")


def test_alt_duster_b_or_94_r1_manaseed_and_support_recruit():
    assert _seeds("ALT_DUSTER_B_OR_94_R1") == 1
    _support_recruit("ALT_DUSTER_B_OR_94_R1")
    check_facts("ALT_DUSTER_B_OR_94_R1", 4, 4, (3, 3, 4), "OR")


def test_alt_duster_b_or_94_r2_manaseed_and_support_recruit():
    assert _seeds("ALT_DUSTER_B_OR_94_R2") == 1
    _support_recruit("ALT_DUSTER_B_OR_94_R2")
    check_facts("ALT_DUSTER_B_OR_94_R2", 4, 4, (3, 3, 4), "LY")
