"""Spindle Harvesters: {J} I gain Anchored."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import Zone, play, put, ready_mana, start


def test_alt_core_b_mu_06_c_gains_anchored_when_it_joins():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_06_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 1
    assert g.cards[cid].has(Status.ANCHORED)


def test_alt_core_b_mu_06_c_from_reserve_joins_anchored_and_fleeting():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_06_C", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].has(Status.FLEETING)
