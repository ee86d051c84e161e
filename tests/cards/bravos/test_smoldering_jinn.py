"""Smoldering Jinn: {R} put the top card of your Deck in your Mana zone as an exhausted Mana
Orb (R1: only if you Rush)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, add_mana, check_facts, put, rush, settle, start


def _from_reserve(version):
    g, p = start()
    add_mana(g, p, 3)
    trooper = put(g, p, TROOPER)
    jinn = put(g, p, version, Zone.RESERVE)
    top = g.players[p].deck[0]
    orbs = len(g.players[p].mana)
    play(g, jinn, src="reserve")
    settle(g)
    return g, p, trooper, top, orbs


def _mana_from_reserve(version, faction, reserve_cost):
    g, p, trooper, top, orbs = _from_reserve(version)
    assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    assert len(g.players[p].mana) == orbs + 1
    g, p = start()
    jinn = put(g, p, version)
    orbs = len(g.players[p].mana)
    play(g, jinn)
    settle(g)
    assert len(g.players[p].mana) == orbs  # {R}: not from hand
    check_facts(version, 2, reserve_cost, (2, 3, 0), faction)


def test_alt_cyclone_b_br_68_c_from_reserve_adds_an_exhausted_mana_orb():
    _mana_from_reserve("ALT_CYCLONE_B_BR_68_C", "BR", 4)


def test_alt_cyclone_b_br_68_r2_from_reserve_adds_an_exhausted_mana_orb():
    _mana_from_reserve("ALT_CYCLONE_B_BR_68_R2", "AX", 4)


def test_alt_cyclone_b_br_68_r1_only_a_rush_adds_the_mana_orb():
    g, p, trooper, top, orbs = _from_reserve("ALT_CYCLONE_B_BR_68_R1")
    rush(g, trooper)
    assert top in g.players[p].mana and g.cards[top].has(Status.EXHAUSTED)
    assert len(g.players[p].mana) == orbs + 1
    g, p, trooper, top, orbs = _from_reserve("ALT_CYCLONE_B_BR_68_R1")
    rush(g, None)
    assert len(g.players[p].mana) == orbs and top not in g.players[p].mana
    check_facts("ALT_CYCLONE_B_BR_68_R1", 2, 3, (2, 3, 0), "BR")
