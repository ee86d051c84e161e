"""Reka Guide: support {D}, return another Character from your Reserve to your hand
(CR 2.2.11.i, 3.2.10)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, MAGICAL_TRAINING, check_facts, put, start


def _returns_a_character(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    friend = put(g, p, AMELIA, Zone.RESERVE)
    spell = put(g, p, MAGICAL_TRAINING, Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    assert me in g.players[p].discard
    assert friend in g.players[p].hand and spell in g.players[p].reserve  # a Character only


def test_alt_duster_b_ly_87_c_support_returns_a_character_from_reserve_to_hand():
    _returns_a_character("ALT_DUSTER_B_LY_87_C")
    check_facts("ALT_DUSTER_B_LY_87_C", 2, 2, (2, 2, 1), "LY")


def test_alt_duster_b_ly_87_r1_support_returns_a_character_from_reserve_to_hand():
    _returns_a_character("ALT_DUSTER_B_LY_87_R1")
    check_facts("ALT_DUSTER_B_LY_87_R1", 2, 2, (2, 2, 3), "LY")


def test_alt_duster_b_ly_87_r2_support_returns_a_character_from_reserve_to_hand():
    _returns_a_character("ALT_DUSTER_B_LY_87_R2")
    check_facts("ALT_DUSTER_B_LY_87_R2", 2, 2, (2, 2, 3), "MU")
