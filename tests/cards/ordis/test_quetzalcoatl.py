"""Quetzalcóatl: when an opponent draws one or more cards or Resupplies, create an Ordis
Recruit in target Expedition — once per event (CR 7.3.7, 7.3.22)."""

from altered_tui.engine.types import Side

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, back_to, play_spell, put, recruits, start


def _quetzalcoatl_in_play(card_id):
    g, p = start()
    add_mana(g, p, 1)
    q = put(g, p, card_id)
    play(g, q, "hero")
    back_to(g, 1 - p)
    return g, p


def _check_draw_and_resupply(card_id):
    g, p = _quetzalcoatl_in_play(card_id)
    play_spell(g, put(g, 1 - p, "ALT_CORE_B_YZ_19_C"))  # the opponent draws a card
    assert g.pending.player == p and g.pending.kind == "expedition"
    act(g, "expedition -> companion yours")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    back_to(g, 1 - p)
    play_spell(g, put(g, 1 - p, "ALT_CORE_B_MU_29_C"))  # the opponent Resupplies
    act(g, "expedition -> hero yours")
    assert len(recruits(g, p, Side.HERO)) == 1
    assert recruits(g, 1 - p, Side.HERO) == [] and recruits(g, 1 - p, Side.COMPANION) == []


def test_alt_core_b_or_18_c_opponent_draws_then_resupplies_two_recruits():
    _check_draw_and_resupply("ALT_CORE_B_OR_18_C")


def test_alt_core_b_or_18_r_opponent_draws_then_resupplies_two_recruits():
    _check_draw_and_resupply("ALT_CORE_B_OR_18_R")


def test_alt_core_b_or_18_r2_opponent_draws_then_resupplies_two_recruits():
    _check_draw_and_resupply("ALT_CORE_B_OR_18_R2")


def test_alt_core_b_or_18_c_two_cards_drawn_at_once_are_one_event_and_your_own_draw_does_nothing():
    g, p = _quetzalcoatl_in_play("ALT_CORE_B_OR_18_C")
    play_spell(g, put(g, 1 - p, "ALT_CORE_B_YZ_23_C"))  # the opponent draws two cards at once
    act(g, "expedition -> hero yours")
    assert len(recruits(g, p, Side.HERO)) == 1
    assert g.pending.kind == "turn" and g.pending.player == p  # no second Recruit to place
    add_mana(g, p, 1)
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_19_C"))  # you draw: no trigger
    assert len(recruits(g, p, Side.HERO)) == 1 and recruits(g, p, Side.COMPANION) == []
