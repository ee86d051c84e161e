"""Icebound Tundra: a Trial counter when you play a Character in a region type where its base
statistic is 0; at the third, sacrifice me: if you do, create a Dragon Shade in target
Expedition, then return a card from your Reserve to your hand."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, SKALD, icebound_site, put, settle, trial_completed, trial_counters,
)

FOREST_AND_WATER = 3  # a region of the test adventure without Mountain


def _zero_in_its_region_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    kept = put(g, p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, SKALD))  # Mountain 0, in the Hero Region (every terrain)
    trial_completed(g, p, site)
    settle(g)
    assert kept in g.players[p].hand


def test_alt_alize_b_ly_45_c_a_counter_for_a_zero_in_its_region_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_LY_45_C")
    g.players[p].positions[Side.HERO] = FOREST_AND_WATER
    play(g, put(g, p, SKALD))  # Mountain 0, but no Mountain there
    settle(g)
    assert trial_counters(g, site) == 0
    _zero_in_its_region_completes_the_trial("ALT_ALIZE_B_LY_45_C")


def test_alt_alize_b_ly_45_r1_the_third_counter_returns_a_reserve_card_to_hand():
    _zero_in_its_region_completes_the_trial("ALT_ALIZE_B_LY_45_R1")


def test_alt_alize_b_ly_45_r2_the_third_counter_returns_a_reserve_card_to_hand():
    _zero_in_its_region_completes_the_trial("ALT_ALIZE_B_LY_45_R2")
