"""Coniferal Coneman: {J} I gain Anchored (rare costs 4 instead of 5)."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import add_mana, play, put, ready_mana, start


def _play(card_id):
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, card_id)
    before = ready_mana(g, p)
    play(g, cid)
    return g, cid, before - ready_mana(g, p)


def test_alt_core_b_mu_20_c_costs_five_and_gains_anchored():
    g, cid, paid = _play("ALT_CORE_B_MU_20_C")
    assert paid == 5 and g.cards[cid].has(Status.ANCHORED)


def test_alt_core_b_mu_20_r_costs_four_and_gains_anchored():
    g, cid, paid = _play("ALT_CORE_B_MU_20_R")
    assert paid == 4 and g.cards[cid].has(Status.ANCHORED)
