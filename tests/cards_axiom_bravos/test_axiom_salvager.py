"""Axiom Salvager: {R} Resupply."""

from tests.cards_axiom_bravos.helpers import Zone, new_game, play, put, ready_mana

SALVAGER = "ALT_CORE_B_AX_08_C"


def test_alt_core_b_ax_08_c_played_from_reserve_resupplies():
    g, p = new_game()
    cid = put(g, p, SALVAGER, Zone.RESERVE)
    top = g.players[p].deck[0]
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert before - ready_mana(g, p) == 2  # Reserve Cost 2
    assert top in g.players[p].reserve and g.players[p].deck[0] != top


def test_alt_core_b_ax_08_c_played_from_hand_does_not_resupply():
    g, p = new_game()
    cid = put(g, p, SALVAGER)
    top = g.players[p].deck[0]
    reserve = list(g.players[p].reserve)
    before = ready_mana(g, p)
    play(g, cid)
    assert before - ready_mana(g, p) == 1  # Hand Cost 1
    assert g.players[p].deck[0] == top and g.players[p].reserve == reserve
