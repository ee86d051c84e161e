"""Icebound Hollow: a Trial counter when a card goes from your hand or Deck to Reserve; at the
third, sacrifice me: if you do, create a Dragon Shade in target Expedition, then ready your
cards in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    AMELIA, HARVEST, icebound_site, put, settle, trial_completed, trial_counters,
)


def _resupply_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    tired = put(g, p, AMELIA, Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    g.cards[theirs].status |= Status.EXHAUSTED
    play(g, put(g, p, HARVEST))  # Resupply: Deck -> Reserve
    shade = trial_completed(g, p, site)
    assert g.cards[shade].token and not g.cards[tired].has(Status.EXHAUSTED)
    assert g.cards[theirs].has(Status.EXHAUSTED)  # only your cards


def test_alt_alize_b_ax_46_c_a_counter_per_card_from_deck_to_reserve_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_AX_46_C")
    play(g, put(g, p, HARVEST))
    settle(g)
    assert trial_counters(g, site) == 1
    _resupply_completes_the_trial("ALT_ALIZE_B_AX_46_C")


def test_alt_alize_b_ax_46_r1_the_third_counter_readies_your_reserve():
    _resupply_completes_the_trial("ALT_ALIZE_B_AX_46_R1")


def test_alt_alize_b_ax_46_r2_the_third_counter_readies_your_reserve():
    _resupply_completes_the_trial("ALT_ALIZE_B_AX_46_R2")
