"""Axiom Reprocessor: At Noon — Resupply."""

from tests.cards_axiom_bravos.helpers import Zone, advance_to_noon, new_game, play, put, add_mana

REPROCESSOR = "ALT_CORE_B_AX_25_C"


def test_alt_core_b_ax_25_c_resupplies_at_noon():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, REPROCESSOR)
    play(g, cid)  # Hand Cost 4
    assert cid in g.players[p].landmarks
    seen = {}
    advance_to_noon(g, before_noon=lambda g: seen.update(top=g.players[p].deck[0]))
    assert seen["top"] in g.players[p].reserve
    assert any(e.kind == "resupply" and e.cause == "Reaction of Axiom Reprocessor" and e.day == 2
               for e in g.log)


def test_alt_core_b_ax_25_c_in_reserve_does_not_resupply():
    g, p = new_game()
    put(g, p, REPROCESSOR, Zone.RESERVE)
    advance_to_noon(g)
    assert not any(e.cause == "Reaction of Axiom Reprocessor" for e in g.log)
