"""Maw, the token Lindiwe & Maw creates: it gains 2 boosts when its controller sacrifices a
Character (CR 7.3.25)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, pick, put, set_hero, start, tokens_named, use_first

LINDIWE = "ALT_CORE_B_YZ_02_C"


def test_alt_core_b_yz_31_c_maw_gains_2_boosts_when_you_sacrifice_a_character_not_the_opponent():
    g, p = start()
    hero = set_hero(g, p, LINDIWE)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    use_first(g, hero)
    [maw] = tokens_named(g, p, "Maw", Side.COMPANION)
    add_mana(g, p, 2)
    anubis = put(g, p, "ALT_CORE_B_OR_20_R")
    play(g, anubis, "hero")
    pick(g, anubis)  # each player sacrifices: you choose Anubis, the opponent has one choice
    assert g.cards[anubis].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.DISCARD
    assert g.cards[maw].boosts == 2
