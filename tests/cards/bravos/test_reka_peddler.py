"""Reka Peddler: {R} I lose Fleeting, then a Manaseed token in target opponent's Landmarks;
the rares: you may create the token, and if you do, I lose Fleeting."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _from_reserve(version: str):
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g, p, me


def _seeds(g, p):
    return [g.cdef(c).name for c in g.players[1 - p].landmarks].count("Manaseed")


def test_alt_duster_b_br_92_c_from_reserve_loses_fleeting_and_gives_a_manaseed():
    check_facts("ALT_DUSTER_B_BR_92_C", 3, 2, (3, 2, 3), "BR")
    g, p, me = _from_reserve("ALT_DUSTER_B_BR_92_C")
    assert not g.cards[me].has(Status.FLEETING) and _seeds(g, p) == 1


def _rare(version: str, faction: str) -> None:
    check_facts(version, 3, 2, (3, 3, 3), faction)
    g, p, me = _from_reserve(version)
    assert g.pending.kind == "may"
    act(g, "yes")
    assert not g.cards[me].has(Status.FLEETING) and _seeds(g, p) == 1
    g, p, me = _from_reserve(version)
    act(g, "no")
    assert g.cards[me].has(Status.FLEETING) and _seeds(g, p) == 0


def test_alt_duster_b_br_92_r1_may_give_a_manaseed_to_lose_fleeting():
    _rare("ALT_DUSTER_B_BR_92_R1", "BR")


def test_alt_duster_b_br_92_r2_may_give_a_manaseed_to_lose_fleeting():
    _rare("ALT_DUSTER_B_BR_92_R2", "MU")
