"""Aloe Vera: at Noon Resupply; the rares: {J} you may pay {1} to have me gain Anchored."""

from altered_tui.engine.types import Status

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    add_mana,
    check_facts,
    put,
    ready_mana,
    settle,
    start,
    to_afternoon_of_day_two,
)


def _joined(card_id, accept):
    g, p = start()
    add_mana(g, p, 2)
    cid = put(g, p, card_id)
    play(g, cid)
    settle(g)
    before = ready_mana(g, p)
    assert g.pending.kind == "may"
    act(g, "yes" if accept else "no")
    return g, p, cid, before - ready_mana(g, p)


def _resupplies_at_noon(g, p, cid):
    g.cards[cid].status |= Status.ANCHORED
    n = sum(1 for e in g.log if e.kind == "resupply" and e.player == p)
    to_afternoon_of_day_two(g)
    assert sum(1 for e in g.log if e.kind == "resupply" and e.player == p) == n + 1


def test_alt_core_b_mu_16_c_resupplies_at_noon():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_16_C")
    play(g, cid)
    assert g.pending.kind == "turn"  # no {J} ability
    _resupplies_at_noon(g, p, cid)
    check_facts("ALT_CORE_B_MU_16_C", 3, 3, (2, 2, 4), "MU")


def _check_rare(card_id, faction):
    g, p, cid, paid = _joined(card_id, True)
    assert paid == 1 and g.cards[cid].has(Status.ANCHORED)
    g, p, cid, paid = _joined(card_id, False)
    assert paid == 0 and not g.cards[cid].has(Status.ANCHORED)
    _resupplies_at_noon(g, p, cid)
    check_facts(card_id, 3, 3, (2, 2, 4), faction)


def test_alt_core_b_mu_16_r_may_pay_one_to_gain_anchored_and_resupplies_at_noon():
    _check_rare("ALT_CORE_B_MU_16_R", "MU")


def test_alt_core_b_mu_16_r2_lyra_version_may_pay_one_to_gain_anchored():
    _check_rare("ALT_CORE_B_MU_16_R2", "LY")


def test_alt_core_b_mu_16_r_cannot_pay_without_mana():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_16_R")
    play(g, cid)
    settle(g)
    if ready_mana(g, p) == 0:
        assert "yes" not in options(g)
