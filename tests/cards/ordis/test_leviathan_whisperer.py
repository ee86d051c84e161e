"""Leviathan Whisperer: {J} the next Leviathan you play this Afternoon costs 2 less (R1: and
gains 1 boost)."""


from tests.abilities.support import play
from tests.cards.builders import (add_mana, check_facts, end_turn_of_opponent, put, ready_mana,
                                  settle, start)

HALUA = "ALT_CYCLONE_B_BR_77_C"  # Halua, Raging Leviathan: Hand Cost 7


def _then_a_leviathan(version):
    g, p = start()
    add_mana(g, p, 6)
    play(g, put(g, p, version))
    settle(g)
    end_turn_of_opponent(g, p)
    leviathan = put(g, p, HALUA)
    before = ready_mana(g, p)
    play(g, leviathan)
    settle(g)
    return g, p, leviathan, before - ready_mana(g, p)


def test_alt_cyclone_p_or_84_c_the_next_leviathan_costs_two_less():
    g, p, leviathan, paid = _then_a_leviathan("ALT_CYCLONE_P_OR_84_C")
    assert paid == 5 and g.cards[leviathan].boosts == 0
    check_facts("ALT_CYCLONE_P_OR_84_C", 2, 2, (2, 2, 2), "OR")


def test_alt_cyclone_p_or_84_r1_the_next_leviathan_costs_two_less_and_gains_a_boost():
    g, p, leviathan, paid = _then_a_leviathan("ALT_CYCLONE_P_OR_84_R1")
    assert paid == 5 and g.cards[leviathan].boosts == 1
    check_facts("ALT_CYCLONE_P_OR_84_R1", 2, 2, (2, 2, 2), "OR")
