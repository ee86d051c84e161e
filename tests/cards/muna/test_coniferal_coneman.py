"""Coniferal Coneman: {J} I gain Anchored (rare costs 4 instead of 5).

Coniferal Coneman (Lyra rare): {J} I gain Anchored."""

from altered_tui.engine.types import Status

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, played, put, ready_mana, settle, start


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


def test_alt_core_b_mu_20_r2_gains_anchored_when_it_joins():
    g, p, cid, paid = played("ALT_CORE_B_MU_20_R2", extra_mana=1)
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_20_R2", 4, 4, (3, 3, 3), "LY")
