"""Leo, Relic Expert: at Night (as it begins, before Rest: CR 4.2.b), Sabotage after Rest
(CR 2.2.2.m); the common and the Muna rare ask for 1 counter of a card in your Reserve or
Landmarks first (CR 2.5.h)."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, character, give, options
from tests.cards.builders import (
    AMELIA, HUB, boosted, can_pick, choose, pick, put, run_until_prompt, start, until_pending,
)


def _night_table(version: str):
    g, p = start()
    leo = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(20, 20, 20)), Zone.EXPEDITION, Side.HERO)
    victim = give(g, 1 - p, character(), Zone.RESERVE)
    return g, p, leo, victim


def _sabotages_after_rest(g, p, leo, victim) -> None:
    run_until_prompt(g, "Sabotage")
    assert g.phase is Phase.NIGHT and leo in g.players[p].reserve  # Rest is done
    pick(g, victim)
    assert victim in g.players[1 - p].discard


def _spends_a_counter_then_sabotages(version: str) -> None:
    g, p, leo, victim = _night_table(version)
    stored = boosted(g, p, AMELIA, Zone.RESERVE, boosts=2)
    hub = put(g, p, HUB, Zone.LANDMARKS)
    g.cards[hub].counters["kelon"] = 1
    fighter = boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    until_pending(g, "may", p)
    assert g.phase is Phase.NIGHT and leo in g.players[p].expeditions[Side.HERO]
    act(g, "yes")
    assert can_pick(g, hub) and not can_pick(g, fighter)  # Reserve or Landmarks only
    choose(g, stored)
    assert g.cards[stored].boosts == 1
    _sabotages_after_rest(g, p, leo, victim)
    g, p, leo, victim = _night_table(version)
    boosted(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    until_pending(g, "may", p)
    assert options(g) == ["no"]  # a counter in play is not one of these


def test_alt_bise_b_or_52_c_may_spend_a_counter_to_sabotage_after_rest():
    _spends_a_counter_then_sabotages("ALT_BISE_B_OR_52_C")


def test_alt_bise_b_or_52_r1_sabotages_after_rest():
    _sabotages_after_rest(*_night_table("ALT_BISE_B_OR_52_R1"))


def test_alt_bise_b_or_52_r2_may_spend_a_counter_to_sabotage_after_rest():
    _spends_a_counter_then_sabotages("ALT_BISE_B_OR_52_R2")
