"""Icebound Lake: when you play a Character, if its Expedition is behind, a Trial counter; at
the third, sacrifice me: if you do, create a Dragon Shade in target Expedition, then target
Character gains Asleep."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    SKALD, icebound_site, pick_if_asked, put, settle, trial_completed, trial_counters,
)


def _behind_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    g.players[1 - p].positions[Side.HERO] = 1  # the opponent's Hero Expedition is ahead
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    play(g, put(g, p, SKALD))
    trial_completed(g, p, site, side="companion")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.ASLEEP)


def test_alt_alize_b_or_47_c_a_counter_only_if_its_expedition_is_behind_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_OR_47_C")
    play(g, put(g, p, SKALD))  # the Expeditions are level
    settle(g)
    assert trial_counters(g, site) == 0
    _behind_completes_the_trial("ALT_ALIZE_B_OR_47_C")


def test_alt_alize_b_or_47_r1_the_third_counter_puts_a_character_to_sleep():
    _behind_completes_the_trial("ALT_ALIZE_B_OR_47_R1")


def test_alt_alize_b_or_47_r2_the_third_counter_puts_a_character_to_sleep():
    _behind_completes_the_trial("ALT_ALIZE_B_OR_47_R2")
