"""Kodama: {H} I gain Asleep; the rares' support {D}: target Character with Hand Cost {3} or
less gains Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import (
    check_anchor_support,
    check_facts,
    check_no_support,
    played,
    put,
    settle,
    start,
)


def _asleep_from_hand_only(card_id):
    g, p, cid, paid = played(card_id)
    settle(g)
    assert g.cards[cid].has(Status.ASLEEP)
    g, p, cid, paid = played(card_id, "reserve")
    settle(g)
    assert not g.cards[cid].has(Status.ASLEEP)


def test_alt_core_b_mu_09_c_gains_asleep_when_played_from_hand():
    _asleep_from_hand_only("ALT_CORE_B_MU_09_C")
    check_facts("ALT_CORE_B_MU_09_C", 2, 2, (3, 3, 3), "MU")
    g, p = start()
    check_no_support(g, put(g, p, "ALT_CORE_B_MU_09_C", Zone.RESERVE))


def test_alt_core_b_mu_09_r_asleep_and_anchor_support():
    _asleep_from_hand_only("ALT_CORE_B_MU_09_R")
    check_anchor_support("ALT_CORE_B_MU_09_R")
    check_facts("ALT_CORE_B_MU_09_R", 2, 2, (3, 3, 3), "MU")


def test_alt_core_b_mu_09_r2_lyra_version_asleep_and_anchor_support():
    _asleep_from_hand_only("ALT_CORE_B_MU_09_R2")
    check_anchor_support("ALT_CORE_B_MU_09_R2")
    check_facts("ALT_CORE_B_MU_09_R2", 2, 2, (3, 3, 3), "LY")
