"""Spindle Harvesters (Yzmir rare): {J} I gain Anchored."""

from tests.cards_lyra_muna_core.helpers import Status, check_facts, played, settle


def test_alt_core_b_mu_06_r2_gains_anchored_when_it_joins():
    g, p, cid, paid = played("ALT_CORE_B_MU_06_R2")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_06_R2", 1, 1, (1, 0, 0), "YZ")


def _alt_core_b_mu_06_r_next_noon(boosts):
    from tests.cards_conds.helpers import Side, Zone, put, quiet, reaction_events, start

    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_06_R", Zone.EXPEDITION, Side.HERO)
    g.cards[cid].status |= Status.ANCHORED  # stays in its Expedition through the Night
    g.cards[cid].counters["boost"] = boosts
    while not (g.day == 2 and g.phase.value == "afternoon"):
        quiet(g)
    return g, p, cid, reaction_events(g, "resupply", "Spindle Harvesters")


def test_alt_core_b_mu_06_r_at_noon_resupplies_with_two_boosts():
    g, p, cid, done = _alt_core_b_mu_06_r_next_noon(2)
    assert len(done) == 1 and g.cards[cid].boosts == 2
    g, p, cid, done = _alt_core_b_mu_06_r_next_noon(1)
    assert done == []


def test_alt_core_b_mu_06_r_gains_anchored_when_it_joins():
    g, p, cid, paid = played("ALT_CORE_B_MU_06_R")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_06_R", 1, 1, (1, 0, 0), "MU")
