"""Gulrang & Tocsin (Hero): when you create a token Character, it gains 1 boost; while you have
fewer than eight Mana Orbs, boosted tokens you control are Defender (CR 7.4.2)."""

from altered_tui.engine.characteristics import has_defender
from altered_tui.engine.types import Side

from tests.abilities.support import play, set_mana
from tests.cards.builders import (
    CADETS,
    card,
    finish_day,
    progress,
    put,
    set_hero,
    settle,
    start,
)


HERO = "ALT_CORE_B_OR_03_C"


def _with_recruit():
    g, p = start()
    set_hero(g, p, HERO)
    play(g, put(g, p, CADETS), "hero")
    settle(g)
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    return g, p, token


def test_alt_core_b_or_03_c_facts():
    d = card(HERO)
    assert (d.reserve_limit, d.landmark_limit) == (2, 2)


def test_alt_core_b_or_03_c_a_created_token_gains_one_boost():
    g, p, token = _with_recruit()
    assert g.cards[token].boosts == 1


def test_alt_core_b_or_03_c_boosted_tokens_are_defender_below_eight_orbs():
    g, p, token = _with_recruit()
    assert has_defender(g, token)
    set_mana(g, p, 8)
    assert not has_defender(g, token)


def test_alt_core_b_or_03_c_the_token_keeps_its_expedition_home_at_dusk():
    g, p, token = _with_recruit()
    finish_day(g)
    assert progress(g, p, Side.HERO) == 0


def test_alt_core_b_or_03_c_the_opponents_tokens_are_not_boosted():
    g, p = start()
    set_hero(g, 1 - p, HERO)
    play(g, put(g, p, CADETS), "hero")
    settle(g)
    token = next(c for c in g.players[p].expeditions[Side.HERO] if g.cards[c].token)
    assert g.cards[token].boosts == 0 and not has_defender(g, token)
