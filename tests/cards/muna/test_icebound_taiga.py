"""Icebound Taiga: a Trial counter when you play a Character in Forest; at the third,
sacrifice me: if you do, create a Dragon Shade in target Expedition, then it gains Anchored."""

from altered_tui.engine.types import Side, Status

from tests.abilities.support import play
from tests.cards.builders import SKALD, icebound_site, put, settle, trial_completed, trial_counters

WATER_ONLY = 2  # a region of the test adventure without Forest


def _in_forest_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    play(g, put(g, p, SKALD), side="companion")  # the Companion Region has every terrain
    shade = trial_completed(g, p, site, side="companion")
    assert g.cards[shade].has(Status.ANCHORED)


def test_alt_alize_b_mu_45_c_a_counter_per_character_played_in_forest_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_MU_45_C")
    g.players[p].positions[Side.HERO] = WATER_ONLY
    play(g, put(g, p, SKALD))  # in Water only
    settle(g)
    assert trial_counters(g, site) == 0
    _in_forest_completes_the_trial("ALT_ALIZE_B_MU_45_C")


def test_alt_alize_b_mu_45_r1_the_dragon_shade_gains_anchored():
    _in_forest_completes_the_trial("ALT_ALIZE_B_MU_45_R1")


def test_alt_alize_b_mu_45_r2_the_dragon_shade_gains_anchored():
    _in_forest_completes_the_trial("ALT_ALIZE_B_MU_45_R2")
