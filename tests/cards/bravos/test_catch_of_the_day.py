"""Catch of the Day: return target Character or Permanent another player controls to its
owner's hand, then a Manaseed token in that player's Landmarks (the R1: in yours)."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    AMELIA, HUB, add_mana, can_pick, card, pick, put, spell_cost_paid, start,
)


def _catch(version: str, cost: int, mine_gets_it: bool) -> None:
    g, p = start()
    add_mana(g, p, 1)
    landmark = put(g, 1 - p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    own = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == cost
    assert can_pick(g, theirs) and not can_pick(g, own)
    pick(g, landmark)
    assert landmark in g.players[1 - p].hand
    seeds = [[g.cdef(c).name for c in g.players[i].landmarks].count("Manaseed") for i in (p, 1 - p)]
    assert seeds == ([1, 0] if mine_gets_it else [0, 1])


def test_alt_duster_b_br_100_c_return_their_object_they_get_a_manaseed():
    d = card("ALT_DUSTER_B_BR_100_C")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 4, "BR")
    _catch("ALT_DUSTER_B_BR_100_C", 2, mine_gets_it=False)


def test_alt_duster_b_br_100_r1_return_their_object_you_get_a_manaseed():
    d = card("ALT_DUSTER_B_BR_100_R1")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (3, 5, "BR")
    _catch("ALT_DUSTER_B_BR_100_R1", 3, mine_gets_it=True)


def test_alt_duster_b_br_100_r2_return_their_object_they_get_a_manaseed():
    d = card("ALT_DUSTER_B_BR_100_R2")
    assert (d.hand_cost, d.reserve_cost, d.faction.value) == (2, 4, "MU")
    _catch("ALT_DUSTER_B_BR_100_R2", 2, mine_gets_it=False)
