"""Spindle Harvesters (Yzmir rare): {J} I gain Anchored."""

from tests.cards_lyra_muna_core.helpers import Status, check_facts, played, settle


def test_alt_core_b_mu_06_r2_gains_anchored_when_it_joins():
    g, p, cid, paid = played("ALT_CORE_B_MU_06_R2")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_06_R2", 1, 1, (1, 0, 0), "YZ")
