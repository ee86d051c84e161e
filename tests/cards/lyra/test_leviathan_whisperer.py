"""Leviathan Whisperer: {J} the next Leviathan you play this Afternoon costs {2} less (rare:
and gains 1 boost)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (
    SKALD, add_mana, check_facts, end_turn_of_opponent, put, ready_mana, settle, start,
)

C, R1 = "ALT_CYCLONE_P_LY_84_C", "ALT_CYCLONE_P_LY_84_R1"
KRAKEN = "ALT_CORE_B_YZ_17_C"  # The Kraken: a Leviathan, Hand Cost 7


def _whispered(version: str):
    g, p = start()
    whisperer = put(g, p, version)
    add_mana(g, p, 12)
    play(g, whisperer)
    settle(g)
    end_turn_of_opponent(g, p)
    skald = put(g, p, SKALD)  # not a Leviathan: the effect waits
    before = ready_mana(g, p)
    play(g, skald)
    assert before - ready_mana(g, p) == 2
    end_turn_of_opponent(g, p)
    kraken = put(g, p, KRAKEN)
    before = ready_mana(g, p)
    play(g, kraken)
    settle(g)
    return g, p, kraken, before - ready_mana(g, p)


def test_alt_cyclone_p_ly_84_c_the_next_leviathan_costs_two_less():
    g, p, kraken, paid = _whispered(C)
    assert paid == 5 and g.cards[kraken].zone is Zone.EXPEDITION and g.cards[kraken].boosts == 0
    check_facts(C, 2, 2, (2, 2, 2), "LY")


def test_alt_cyclone_p_ly_84_r1_the_next_leviathan_costs_two_less_and_gains_a_boost():
    g, p, kraken, paid = _whispered(R1)
    assert paid == 5 and g.cards[kraken].boosts == 1
    check_facts(R1, 2, 2, (2, 2, 2), "LY")
