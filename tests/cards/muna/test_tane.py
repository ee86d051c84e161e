"""Tāne: {J} I gain Anchored; {J} each Animal in your Reserve gains 1 boost (rares: Tough 1,
and Adventurers too)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, PLANT, SKALD, add_mana, check_facts, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_MU_77_C", "ALT_CYCLONE_B_MU_77_R1", "ALT_CYCLONE_B_MU_77_R2"


def _tane(version: str):
    g, p = start()
    animal = put(g, p, PLANT, Zone.RESERVE)  # Spindle Harvesters: an Animal
    adventurer = put(g, p, AMELIA, Zone.RESERVE)  # Amelia Earhart: an Adventurer
    other = put(g, p, SKALD, Zone.RESERVE)
    theirs = put(g, 1 - p, PLANT, Zone.RESERVE)  # not in my Reserve
    tane = put(g, p, version)
    add_mana(g, p, 6)
    play(g, tane)
    settle(g)
    assert g.cards[tane].has(Status.ANCHORED)
    return g, tane, [g.cards[c].boosts for c in (animal, adventurer, other, theirs)]


def test_alt_cyclone_b_mu_77_c_anchored_and_my_reserve_animals_gain_a_boost():
    g, tane, boosts = _tane(C)
    assert boosts == [1, 0, 0, 0]
    assert tough(g, tane) == 0
    check_facts(C, 6, 6, (4, 4, 4), "MU")


def test_alt_cyclone_b_mu_77_r1_tough_and_animals_and_adventurers_gain_a_boost():
    g, tane, boosts = _tane(R1)
    assert boosts == [1, 1, 0, 0]
    assert tough(g, tane) == 1
    check_facts(R1, 6, 6, (5, 5, 5), "MU")


def test_alt_cyclone_b_mu_77_r2_tough_and_animals_and_adventurers_gain_a_boost():
    g, tane, boosts = _tane(R2)
    assert boosts == [1, 1, 0, 0]
    assert tough(g, tane) == 1
    check_facts(R2, 6, 6, (5, 5, 5), "BR")
