"""Muna Druid rares: R: {H} up to one target Plant gains 2 boosts; both: support {D}: target
Character with Hand Cost {3} or less gains Anchored."""

from tests.cards_lyra_muna_core.helpers import (
    CHRONICLER, SHROOM, Zone, can_pick, check_anchor_support, check_facts, options, pick, play, put,
    settle, start,
)


def test_alt_core_b_mu_13_r_boosts_a_plant_by_two():
    g, p = start()
    plant = put(g, p, SHROOM, Zone.EXPEDITION)
    other = put(g, p, CHRONICLER, Zone.EXPEDITION)
    druid = put(g, p, "ALT_CORE_B_MU_13_R")
    play(g, druid)
    settle(g)
    assert "done" in options(g) and not can_pick(g, other)
    pick(g, plant)
    assert g.cards[plant].boosts == 2 and g.cards[other].boosts == 0
    check_anchor_support("ALT_CORE_B_MU_13_R")
    check_facts("ALT_CORE_B_MU_13_R", 3, 2, (2, 1, 1), "MU")


def test_alt_core_b_mu_13_r2_support_anchors():
    check_anchor_support("ALT_CORE_B_MU_13_R2")
    check_facts("ALT_CORE_B_MU_13_R2", 3, 2, (3, 2, 2), "AX")
