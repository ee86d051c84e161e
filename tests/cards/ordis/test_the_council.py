"""The Council: the {J}, {H} and {R} Reactions of Characters facing it can't activate
(CR 7.3.1.e; facing Expeditions: CR 1.2.3.c)."""

import pytest

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    ALCHEMIST,
    BLADEDANCER,
    RATATOSKR,
    add_mana,
    facts,
    put,
    settle,
    start,
)


def _council_facing_me(version: str):
    g, p = start()
    council = put(g, 1 - p, version, Zone.EXPEDITION, Side.HERO)
    add_mana(g, p, 3)
    return g, p, council


def _joins_facing(version: str, side: str) -> int:
    g, p, _ = _council_facing_me(version)
    dancer = put(g, p, BLADEDANCER)
    play(g, dancer, side)
    settle(g)
    return g.cards[dancer].boosts


@pytest.mark.parametrize("version,faction,cost,stat", [
    ("ALT_CORE_B_OR_12_C", "OR", 4, 4),
    ("ALT_CORE_B_OR_12_R", "OR", 3, 3),
    ("ALT_CORE_B_OR_12_R2", "BR", 4, 4),
])
def test_facts(version, faction, cost, stat):
    facts(version, cost, cost, (stat, stat, stat), faction)


def test_alt_core_b_or_12_c_joins_reaction_of_a_facing_character_does_not_activate():
    assert _joins_facing("ALT_CORE_B_OR_12_C", "hero") == 0
    assert _joins_facing("ALT_CORE_B_OR_12_C", "companion") == 1  # not facing


def test_alt_core_b_or_12_r_hand_reaction_of_a_facing_character_does_not_activate():
    g, p, _ = _council_facing_me("ALT_CORE_B_OR_12_R")
    alchemist = put(g, p, ALCHEMIST)
    play(g, alchemist, "hero")
    settle(g)
    assert g.cards[alchemist].boosts == 0


def test_alt_core_b_or_12_r2_reserve_reaction_of_a_facing_character_does_not_activate():
    g, p, _ = _council_facing_me("ALT_CORE_B_OR_12_R2")
    rat = put(g, p, RATATOSKR, Zone.RESERVE)
    play(g, rat, "hero", "reserve")
    settle(g)
    assert g.cards[rat].boosts == 0


def test_alt_core_b_or_12_r2_its_controllers_own_characters_are_not_facing_it():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_12_R2", Zone.EXPEDITION, Side.HERO)
    dancer = put(g, p, BLADEDANCER)
    play(g, dancer, "hero")
    settle(g)
    assert g.cards[dancer].boosts == 1
