"""Spindle Harvesters: {J} I gain Anchored.

Spindle Harvesters (Yzmir rare): {J} I gain Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, played, put, ready_mana, settle, start


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


def test_alt_core_b_mu_06_r2_gains_anchored_when_it_joins():
    g, p, cid, paid = played("ALT_CORE_B_MU_06_R2")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_06_R2", 1, 1, (1, 0, 0), "YZ")


def _alt_core_b_mu_06_r_next_noon(boosts):
    from altered_tui.engine.types import Side, Zone
    from tests.cards.builders import pass_or_take_first, put, reaction_events, start

    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_06_R", Zone.EXPEDITION, Side.HERO)
    g.cards[cid].status |= Status.ANCHORED  # stays in its Expedition through the Night
    g.cards[cid].counters["boost"] = boosts
    while not (g.day == 2 and g.phase.value == "afternoon"):
        pass_or_take_first(g)
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
