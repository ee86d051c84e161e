"""Axiom Reprocessor rares: R: {J} Resupply and at Noon Resupply; R2: at Noon Resupply."""

from tests.cards_axiom_bravos_core.helpers import (add_mana, advance_to_noon, new_game, play, put,
                                                   ready_mana)


def _resupplies(g, p):
    return [e for e in g.log if e.kind == "resupply" and e.player == p]


def test_alt_core_b_ax_25_r_resupplies_when_it_joins_and_at_noon():
    g, p = new_game()
    add_mana(g, p, 1)
    top = g.players[p].deck[0]
    rep = put(g, p, "ALT_CORE_B_AX_25_R")
    play(g, rep)
    assert ready_mana(g, p) == 0 and rep in g.players[p].landmarks
    assert g.players[p].reserve == [top]
    assert len(_resupplies(g, p)) == 1
    advance_to_noon(g)
    assert len(_resupplies(g, p)) == 2


def test_alt_core_b_ax_25_r2_resupplies_at_noon_only():
    g, p = new_game()
    add_mana(g, p, 1)
    play(g, put(g, p, "ALT_CORE_B_AX_25_R2"))
    assert g.players[p].reserve == [] and _resupplies(g, p) == []
    advance_to_noon(g)
    assert len(_resupplies(g, p)) == 1
