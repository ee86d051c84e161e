"""Teija & Nauraa (Muna Hero): the first Character you play each Afternoon gains 1 boost."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import end_turn_of_opponent, pick, put, set_hero, settle, start


HERO = "ALT_CORE_B_MU_01_C"


def test_alt_core_b_mu_01_c_first_character_of_the_afternoon_gains_one_boost():
    g, p = start()
    set_hero(g, p, HERO)
    first = put(g, p, "ALT_CORE_B_MU_06_C")
    play(g, first)
    settle(g)  # its own {J} Reaction and the Hero's wait together
    assert g.cards[first].boosts == 1
    assert g.cards[first].has(Status.ANCHORED)


def test_alt_core_b_mu_01_c_second_character_of_the_afternoon_gains_nothing():
    g, p = start()
    set_hero(g, p, HERO)
    first = put(g, p, "ALT_CORE_B_MU_06_C")
    second = put(g, p, "ALT_CORE_B_LY_08_C")
    play(g, first)
    settle(g)
    end_turn_of_opponent(g, p)
    play(g, second)
    assert g.cards[first].boosts == 1
    assert g.cards[second].boosts == 0


def test_alt_core_b_mu_01_c_a_spell_first_does_not_use_up_the_boost():
    g, p = start()
    set_hero(g, p, HERO)
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_28_C")
    char = put(g, p, "ALT_CORE_B_LY_08_C")
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, mine)
    end_turn_of_opponent(g, p)
    play(g, char)
    assert g.cards[char].boosts == 1
    assert g.cards[mine].boosts == 0


def test_alt_core_b_mu_01_c_does_not_boost_the_opponents_characters():
    g, p = start()
    set_hero(g, 1 - p, HERO)
    mine = put(g, p, "ALT_CORE_B_LY_08_C")
    play(g, mine)
    assert g.cards[mine].boosts == 0
