"""Ordis Messenger: in an Ascended Expedition, Resupply (common) or an Aerolith token in target
player's Landmarks (rares); otherwise my Expedition Ascends."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, back_to, check_facts, put, settle, start


def _two(version, src="hand"):
    g, p = start()
    add_mana(g, p, 5)
    zone = Zone.HAND if src == "hand" else Zone.RESERVE
    play(g, put(g, p, version, zone), src=src)
    settle(g)
    assert g.ascended == ([(p, Side.HERO)] if src == "hand" or "_C" not in version[-2:] else [])
    back_to(g, p)
    reserve = len(g.players[p].reserve)
    play(g, put(g, p, version, zone), src=src)
    settle(g)
    return g, p, reserve


def test_alt_cyclone_b_or_72_c_ascends_then_the_next_one_resupplies():
    g, p, reserve = _two("ALT_CYCLONE_B_OR_72_C")
    assert len(g.players[p].reserve) == reserve + 1
    check_facts("ALT_CYCLONE_B_OR_72_C", 3, 2, (2, 2, 2), "OR")


def _aerolith_for_opponent(version):
    g, p, _reserve = _two(version, "reserve")
    act(g, "player theirs")
    [token] = g.players[1 - p].landmarks
    assert g.cdef(token).name == "Aerolith" and g.cards[token].token
    return g, p


def test_alt_cyclone_b_or_72_r1_ascends_then_an_aerolith_for_target_player():
    _aerolith_for_opponent("ALT_CYCLONE_B_OR_72_R1")
    check_facts("ALT_CYCLONE_B_OR_72_R1", 2, 2, (2, 2, 2), "OR")


def test_alt_cyclone_b_or_72_r2_ascends_then_an_aerolith_for_target_player():
    _aerolith_for_opponent("ALT_CYCLONE_B_OR_72_R2")
    check_facts("ALT_CYCLONE_B_OR_72_R2", 2, 2, (2, 2, 2), "MU")
