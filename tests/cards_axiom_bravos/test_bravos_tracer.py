"""Bravos Tracer: {J} I gain Fleeting (if I would be sent to Reserve, I'm discarded instead)."""

from tests.cards_axiom_bravos.helpers import (Side, Status, advance_to_noon, new_game, play, put,
                                              ready_mana, rest_outcome, stats)


def test_alt_core_b_br_07_c_gains_fleeting_from_hand_and_is_discarded_at_rest():
    _tracer("ALT_CORE_B_BR_07_C", (3, 3, 3))


def test_alt_core_b_br_07_r_gains_fleeting_from_hand_and_is_discarded_at_rest():
    _tracer("ALT_CORE_B_BR_07_R", (4, 3, 4))


def _tracer(version, printed):
    g, p = new_game()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert g.cards[cid].has(Status.FLEETING)
    assert stats(g, cid) == printed and cid in g.players[p].expeditions[Side.HERO]
    advance_to_noon(g)  # Rest sends Characters to Reserve: a Fleeting one is discarded
    assert rest_outcome(g, cid) == "discard"
