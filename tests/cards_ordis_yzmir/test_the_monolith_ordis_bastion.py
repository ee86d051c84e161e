"""The Monolith, Ordis Bastion: a Character joining your Expeditions gains 1 boost."""

from altered_tui.engine.effects import create_token

from tests.cards_ordis_yzmir.helpers import Side, Zone, add_mana, play, play_spell, put, recruits, refresh, start


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
