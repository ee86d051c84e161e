"""Nevenka & Blotch (Lyra Hero): {T}: target a Character you control, roll a die: 6 Anchored,
2-5 one boost, 1 back to Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import fix_dice, put, set_hero, start


HERO = "ALT_CORE_B_LY_01_C"


def _use_hero_on_my_character(result):
    g, p = start()
    hero = set_hero(g, p, HERO)
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    fix_dice(g, result)
    act(g, f"use Nevenka & Blotch#{hero} a1")
    return g, p, hero, mine


def test_alt_core_b_ly_01_c_on_a_six_my_character_gains_anchored():
    g, p, hero, mine = _use_hero_on_my_character(6)
    assert g.cards[mine].has(Status.ANCHORED)
    assert g.cards[mine].boosts == 0
    assert g.cards[hero].has(Status.EXHAUSTED)


def test_alt_core_b_ly_01_c_on_two_to_five_my_character_gains_one_boost():
    g, p, hero, mine = _use_hero_on_my_character(3)
    assert g.cards[mine].boosts == 1
    assert not g.cards[mine].has(Status.ANCHORED)


def test_alt_core_b_ly_01_c_on_a_one_my_character_goes_to_reserve():
    g, p, hero, mine = _use_hero_on_my_character(1)
    assert mine in g.players[p].reserve


def test_alt_core_b_ly_01_c_cannot_target_an_opponents_character():
    g, p = start()
    hero = set_hero(g, p, HERO)
    theirs = put(g, 1 - p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    mine = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    fix_dice(g, 4)
    act(g, f"use Nevenka & Blotch#{hero} a1")
    assert g.cards[mine].boosts == 1  # the only legal target was picked
    assert g.cards[theirs].boosts == 0
