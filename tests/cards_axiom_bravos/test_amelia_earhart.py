"""Amelia Earhart: a vanilla Adventurer, cheap from Reserve."""

from tests.cards_axiom_bravos.helpers import (Side, Status, Zone, add_mana, new_game, play, put,
                                              ready_mana, stats)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_11_c_costs_three_from_hand_and_has_its_printed_statistics():
    g, p = new_game()
    cid = put(g, p, AMELIA)
    before = ready_mana(g, p)
    play(g, cid, side="companion")
    assert before - ready_mana(g, p) == 3
    assert cid in g.players[p].expeditions[Side.COMPANION]
    assert stats(g, cid) == (2, 2, 2) and g.cards[cid].boosts == 0


def test_alt_core_b_ax_11_c_costs_one_from_reserve_and_joins_fleeting():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, AMELIA, Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert before - ready_mana(g, p) == 1
    assert cid in g.players[p].expeditions[Side.HERO]
    assert g.cards[cid].has(Status.FLEETING)  # CR 2.4.6.a: played from Reserve
