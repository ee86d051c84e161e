"""Mochizuki Chiyome: support {D}, pay {1} less for the next Spell you play this turn, down to a
minimum of {1} (CR 5.1.2.e). R1 and Lyra R2 also: {J} if I'm In Contact (README ruling), the
same for the next Spell you play this Afternoon."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    MAGICAL_TRAINING, SEAL, add_mana, check_facts, end_turn_of_opponent, put, settle,
    spell_cost_paid, start,
)

DEAR = "ALT_CORE_B_LY_25_C"  # All In, a Spell: its Hand Cost is read in the test


def _support(version: str) -> None:
    for spell, paid in ((SEAL, 4), (MAGICAL_TRAINING, 1)):  # Reserve Cost 5; Hand Cost 1 stays 1
        g, p = start()
        add_mana(g, p, 3)
        me = put(g, p, version, Zone.RESERVE)
        act(g, f"use {g.cdef(me).name}#{me} s1")
        cid = put(g, p, spell, Zone.RESERVE if spell == SEAL else Zone.HAND)
        assert spell_cost_paid(g, p, cid, "reserve" if spell == SEAL else "hand") == paid


def _joins(version: str, contact: bool) -> int:
    g, p = start()
    add_mana(g, p, 6)
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    end_turn_of_opponent(g, p)  # later this Afternoon
    return spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve")


def test_alt_duster_b_yz_92_c_support_next_spell_one_less_down_to_one():
    _support("ALT_DUSTER_B_YZ_92_C")
    check_facts("ALT_DUSTER_B_YZ_92_C", 3, 3, (3, 3, 3), "YZ")


def test_alt_duster_b_yz_92_r1_in_contact_the_next_spell_this_afternoon_one_less():
    assert _joins("ALT_DUSTER_B_YZ_92_R1", True) == 4
    assert _joins("ALT_DUSTER_B_YZ_92_R1", False) == 5
    _support("ALT_DUSTER_B_YZ_92_R1")
    check_facts("ALT_DUSTER_B_YZ_92_R1", 3, 3, (3, 3, 3), "YZ")


def test_alt_duster_b_yz_92_r2_in_contact_the_next_spell_this_afternoon_one_less():
    assert _joins("ALT_DUSTER_B_YZ_92_R2", True) == 4
    assert _joins("ALT_DUSTER_B_YZ_92_R2", False) == 5
    _support("ALT_DUSTER_B_YZ_92_R2")
    check_facts("ALT_DUSTER_B_YZ_92_R2", 3, 3, (3, 3, 3), "LY")
