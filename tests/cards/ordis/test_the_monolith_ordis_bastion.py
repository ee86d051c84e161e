"""The Monolith, Ordis Bastion: a Character joining your Expeditions gains 1 boost.

The Monolith, Ordis Bastion rares: when a non-token Character joins your Expeditions, it gains 1 boost."""

from altered_tui.engine.steps.tokens import create_token
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play, refresh
from tests.cards.builders import add_mana, play_spell, put, recruits, settle, spell_cost_paid, start


def test_alt_core_b_or_28_c_boosts_each_character_that_joins_your_expeditions():
    g, p = start()
    put(g, p, "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    play(g, trooper, side="companion")
    assert g.cards[trooper].boosts == 1
    token = create_token(g, "Ordis Recruit", p, Side.HERO, "test")
    refresh(g)
    assert g.cards[token].boosts == 1


def test_alt_core_b_or_28_c_does_not_boost_an_opponents_character():
    g, p = start()
    put(g, 1 - p, "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    play(g, trooper)
    assert g.cards[trooper].boosts == 0


def test_alt_core_b_or_28_c_costs_5_and_goes_to_the_landmarks():
    g, p = start()
    add_mana(g, p, 2)
    monolith = put(g, p, "ALT_CORE_B_OR_28_C")
    play_spell(g, monolith)
    assert monolith in g.players[p].landmarks
    assert recruits(g, p, Side.HERO) == []


def _monolith(card_id):
    g, p = start()
    add_mana(g, p, 4)
    monolith = put(g, p, card_id)
    assert spell_cost_paid(g, p, monolith) == 4 and monolith in g.players[p].landmarks
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C")
    play(g, theirs, "hero")  # the opponent's turn
    assert g.cards[theirs].boosts == 0
    cadets = put(g, p, "ALT_CORE_B_OR_06_C")  # Ordis Cadets: {J} a Recruit in my Expedition
    play(g, cadets, "hero")
    settle(g)
    [recruit] = recruits(g, p, Side.HERO)
    assert g.cards[cadets].boosts == 1 and g.cards[recruit].boosts == 0


def test_alt_core_b_or_28_r_boosts_non_token_characters_that_join_your_expeditions():
    _monolith("ALT_CORE_B_OR_28_R")


def test_alt_core_b_or_28_r2_boosts_non_token_characters_that_join_your_expeditions():
    _monolith("ALT_CORE_B_OR_28_R2")
