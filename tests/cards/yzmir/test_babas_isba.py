"""Baba's Isba: {J} draw a card; {T}, sacrifice a Character: After You."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import pick, put, spell_cost_paid, start


COSTS = {"ALT_CORE_B_YZ_28_C": 3, "ALT_CORE_B_YZ_28_R": 2, "ALT_CORE_B_YZ_28_R2": 3}


def _isba_draws(card_id):
    g, p = start()
    isba = put(g, p, card_id)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, isba) == COSTS[card_id]
    assert isba in g.players[p].landmarks and top in g.players[p].hand


def _isba_after_you(card_id):
    g, p = start()
    isba = put(g, p, card_id, Zone.LANDMARKS)
    assert not any(o.startswith(f"use Baba's Isba#{isba}") for o in options(g))  # nothing to sacrifice
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    act(g, f"use Baba's Isba#{isba} a2")
    if g.pending.kind == "choose":
        pick(g, trooper, "choose")
    assert trooper in g.players[p].discard and g.cards[isba].has(Status.EXHAUSTED)
    assert g.pending.kind == "turn" and g.pending.player == 1 - p and not g.players[p].passed


def test_alt_core_b_yz_28_c_draws_a_card_when_it_joins():
    _isba_draws("ALT_CORE_B_YZ_28_C")


def test_alt_core_b_yz_28_c_exhaust_and_sacrifice_a_character_for_after_you():
    _isba_after_you("ALT_CORE_B_YZ_28_C")


def test_alt_core_b_yz_28_r_draws_a_card_when_it_joins_for_2():
    _isba_draws("ALT_CORE_B_YZ_28_R")


def test_alt_core_b_yz_28_r_exhaust_and_sacrifice_a_character_for_after_you():
    _isba_after_you("ALT_CORE_B_YZ_28_R")


def test_alt_core_b_yz_28_r2_draws_and_gives_after_you():
    _isba_draws("ALT_CORE_B_YZ_28_R2")
    _isba_after_you("ALT_CORE_B_YZ_28_R2")
