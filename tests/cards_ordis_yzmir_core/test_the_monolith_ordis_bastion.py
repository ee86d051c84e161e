"""The Monolith, Ordis Bastion rares: when a non-token Character joins your Expeditions, it gains 1 boost."""

from tests.cards_ordis_yzmir_core.helpers import Side, add_mana, play, put, recruits, settle, spell_cost_paid, start


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
