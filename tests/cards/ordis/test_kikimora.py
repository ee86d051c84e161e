"""Kikimora: support {D}, the next Permanent you play this turn costs {1} less, down to a
minimum of {1} (a floor of that decrease, CR 5.1.2.e). R1 also: when you play a Permanent,
if I have no boosts, I gain 1 boost. R2: as R1."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    check_facts, end_turn_of_opponent, put, ready_mana, settle, spell_cost_paid, start,
)

CYLINDER, JAMMER, MEADOW = "ALT_CORE_B_AX_26_C", "ALT_CORE_B_AX_28_C", "ALT_CORE_B_MU_24_C"


def _next_permanent_costs(version: str, permanent: str) -> int:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    act(g, f"use {g.cdef(me).name}#{me} s1")
    assert me in g.players[p].discard
    return spell_cost_paid(g, p, put(g, p, permanent))


def _supports(version: str) -> None:
    assert _next_permanent_costs(version, JAMMER) == 1  # 2, one less
    assert _next_permanent_costs(version, CYLINDER) == 1  # 1: not below the minimum


def test_alt_duster_b_or_95_c_support_next_permanent_one_less_down_to_one():
    _supports("ALT_DUSTER_B_OR_95_C")
    check_facts("ALT_DUSTER_B_OR_95_C", 1, 1, (1, 0, 0), "OR")


def test_alt_duster_b_or_95_r1_a_boost_when_you_play_a_permanent_if_i_have_none():
    _supports("ALT_DUSTER_B_OR_95_R1")
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_OR_95_R1", Zone.EXPEDITION, Side.HERO)
    spell_cost_paid(g, p, put(g, p, CYLINDER))
    settle(g)
    assert g.cards[me].boosts == 1
    end_turn_of_opponent(g, p)
    spell_cost_paid(g, p, put(g, p, MEADOW))
    settle(g)
    assert g.cards[me].boosts == 1  # it had one already
    check_facts("ALT_DUSTER_B_OR_95_R1", 1, 1, (1, 0, 1), "OR")


def test_alt_duster_b_or_95_r2_a_boost_when_you_play_a_permanent_if_i_have_none():
    _supports("ALT_DUSTER_B_OR_95_R2")
    g, p = start()
    me = put(g, p, "ALT_DUSTER_B_OR_95_R2", Zone.EXPEDITION, Side.HERO)
    spell_cost_paid(g, p, put(g, p, CYLINDER))
    settle(g)
    assert g.cards[me].boosts == 1
    end_turn_of_opponent(g, p)
    spell_cost_paid(g, p, put(g, p, MEADOW))
    settle(g)
    assert g.cards[me].boosts == 1  # it had one already
    check_facts("ALT_DUSTER_B_OR_95_R2", 1, 1, (1, 0, 1), "BR")
