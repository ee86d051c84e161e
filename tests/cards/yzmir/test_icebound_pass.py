"""Icebound Pass: a Trial counter when you exhaust a card in Reserve; at the third, sacrifice
me: if you do, create a Dragon Shade in target Expedition, then draw a card."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, add_mana, icebound_site, pick_if_asked, put, reaction_draws, settle, trial_completed,
    trial_counters,
)

JACK_FROST = "ALT_ALIZE_B_MU_31_C"  # {H} you may exhaust target card in Reserve


def _exhaust(g, p: int) -> int:
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, JACK_FROST))
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)
    return theirs


def _exhausting_completes_the_trial(version: str) -> None:
    g, p, site = icebound_site(version, counters=2)
    _exhaust(g, p)
    trial_completed(g, p, site)
    settle(g)
    assert reaction_draws(g, p) == 1


def test_alt_alize_b_yz_46_c_a_counter_per_card_exhausted_in_reserve_and_the_third_completes():
    g, p, site = icebound_site("ALT_ALIZE_B_YZ_46_C")
    _exhaust(g, p)
    settle(g)
    assert trial_counters(g, site) == 1
    _exhausting_completes_the_trial("ALT_ALIZE_B_YZ_46_C")


def test_alt_alize_b_yz_46_r1_the_third_counter_draws_a_card():
    _exhausting_completes_the_trial("ALT_ALIZE_B_YZ_46_R1")


def test_alt_alize_b_yz_46_r2_the_third_counter_draws_a_card():
    _exhausting_completes_the_trial("ALT_ALIZE_B_YZ_46_R2")
