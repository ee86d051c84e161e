"""Icebound Peak: a Trial counter when a Character you control gains Fleeting; at the third,
sacrifice me: if you do, create a Dragon Shade in target Expedition, then each Character you
control gains 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, icebound_site, put, settle, trial_completed, trial_counters


def _from_reserve_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    other = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    skald = put(g, p, SKALD, Zone.RESERVE)
    play(g, skald, src="reserve")  # it gains Fleeting as it joins (CR 5.2.1.c)
    shade = trial_completed(g, p, site)
    assert [g.cards[c].boosts for c in (skald, other, shade, theirs)] == [1, 1, 1, 0]


def test_alt_alize_b_br_46_c_a_counter_when_my_character_gains_fleeting_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_BR_46_C")
    play(g, put(g, p, SKALD, Zone.RESERVE), src="reserve")
    settle(g)
    assert trial_counters(g, site) == 1
    _from_reserve_completes_the_trial("ALT_ALIZE_B_BR_46_C")


def test_alt_alize_b_br_46_r1_the_third_counter_boosts_my_characters():
    _from_reserve_completes_the_trial("ALT_ALIZE_B_BR_46_R1")


def test_alt_alize_b_br_46_r2_the_third_counter_boosts_my_characters():
    _from_reserve_completes_the_trial("ALT_ALIZE_B_BR_46_R2")
