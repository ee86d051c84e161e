"""Leviathan Whisperer: {J} the next Leviathan you play this Afternoon costs {2} less (an
Ongoing Emblem, CR 2.2.14, 5.1.2.e); the rare's also gains 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (TROOPER, add_mana, check_facts, paid_to_play, put, start)

KAIBARA = "ALT_CORE_B_BR_24_C"  # a Leviathan Character, Hand Cost 8, no Reaction


def _whispered(card_id):
    g, p = start()
    play(g, put(g, p, card_id))
    act(g, "pass")  # the opponent is done for the Afternoon: I play on
    add_mana(g, p, 6)
    trooper = put(g, p, TROOPER)
    assert paid_to_play(g, p, trooper) == 1  # not a Leviathan: the Emblem waits
    kaibara = put(g, p, KAIBARA)
    assert paid_to_play(g, p, kaibara, side="companion") == 6
    second = put(g, p, KAIBARA, Zone.RESERVE)
    add_mana(g, p, 8)
    assert paid_to_play(g, p, second, side="hero", src="reserve") == 8  # used up
    return g, kaibara


def test_alt_cyclone_p_yz_84_c_the_next_leviathan_costs_two_less():
    g, kaibara = _whispered("ALT_CYCLONE_P_YZ_84_C")
    assert g.cards[kaibara].boosts == 0
    check_facts("ALT_CYCLONE_P_YZ_84_C", 2, 2, (2, 2, 2), "YZ")


def test_alt_cyclone_p_yz_84_r1_the_next_leviathan_costs_two_less_and_gains_a_boost():
    g, kaibara = _whispered("ALT_CYCLONE_P_YZ_84_R1")
    assert g.cards[kaibara].boosts == 1
    check_facts("ALT_CYCLONE_P_YZ_84_R1", 2, 2, (2, 2, 2), "YZ")
