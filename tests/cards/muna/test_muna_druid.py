"""Muna Druid: support {D}: target Character with Hand Cost 3 or less gains Anchored.

Muna Druid rares: R: {H} up to one target Plant gains 2 boosts; both: support {D}: target
Character with Hand Cost {3} or less gains Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    CHRONICLER,
    SHROOM,
    can_pick,
    check_anchor_support,
    check_facts,
    pick,
    put,
    settle,
    start,
)


def test_alt_core_b_mu_13_c_discarded_from_reserve_anchors_a_cheap_character():
    g, p = start()
    druid = put(g, p, "ALT_CORE_B_MU_13_C", Zone.RESERVE)
    cheap = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)  # Hand Cost 3
    big = put(g, p, "ALT_CORE_B_LY_20_C", Zone.EXPEDITION)  # Hand Cost 6
    theirs = put(g, 1 - p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)  # Hand Cost 2
    act(g, f"use Muna Druid#{druid} s1")
    assert can_pick(g, theirs) and not can_pick(g, big)
    pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED)
    assert not g.cards[big].has(Status.ANCHORED)
    assert druid in g.players[p].discard


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
