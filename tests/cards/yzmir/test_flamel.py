"""Flamel: {H} you may return a Spell from your Reserve to your hand (the rare Resupplies first);
support {D}: the next Spell you play this turn costs {1} less."""

import pytest

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, play_spell, put, ready_mana, start


VERSIONS = ["ALT_CORE_B_YZ_14_C", "ALT_CORE_B_YZ_14_R", "ALT_CORE_B_YZ_14_R2"]


def _flamel(card_id, answer):
    g, p = start()
    add_mana(g, p, 1)
    spell = put(g, p, "ALT_CORE_B_OR_23_C", Zone.RESERVE)  # Charge!
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)  # not a Spell
    flamel = put(g, p, card_id)
    top = g.players[p].deck[0]
    play(g, flamel)
    act(g, answer)
    assert trooper in g.players[p].reserve
    return g, p, flamel, spell, top


def _support(card_id):
    g, p = start()
    flamel = put(g, p, card_id, Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    act(g, f"use Flamel#{flamel} s1")
    assert flamel in g.players[p].discard
    before = ready_mana(g, p)
    play_spell(g, charge)
    assert before - ready_mana(g, p) == 1


def test_alt_core_b_yz_14_c_may_return_a_spell_from_reserve_to_hand():
    g, p, flamel, spell, top = _flamel("ALT_CORE_B_YZ_14_C", "yes")
    assert spell in g.players[p].hand and top in g.players[p].deck
    assert stats(g, flamel) == (4, 3, 3)


def test_alt_core_b_yz_14_c_may_decline():
    g, p, flamel, spell, top = _flamel("ALT_CORE_B_YZ_14_C", "no")
    assert spell in g.players[p].reserve


def test_alt_core_b_yz_14_c_support_makes_the_next_spell_cost_1_less():
    _support("ALT_CORE_B_YZ_14_C")


def test_alt_core_b_yz_14_r_resupplies_then_may_return_a_spell():
    g, p, flamel, spell, top = _flamel("ALT_CORE_B_YZ_14_R", "yes")
    assert top in g.players[p].reserve and spell in g.players[p].hand


def test_alt_core_b_yz_14_r_support_makes_the_next_spell_cost_1_less():
    _support("ALT_CORE_B_YZ_14_R")


def test_alt_core_b_yz_14_r2_may_return_a_spell_from_reserve_to_hand():
    g, p, flamel, spell, top = _flamel("ALT_CORE_B_YZ_14_R2", "yes")
    assert spell in g.players[p].hand and top in g.players[p].deck


def test_alt_core_b_yz_14_r2_support_makes_the_next_spell_cost_1_less():
    _support("ALT_CORE_B_YZ_14_R2")


@pytest.mark.parametrize("card_id", VERSIONS)
def test_flamel_versions_cost_4_from_hand(card_id):
    g, p = start()
    add_mana(g, p, 1)
    flamel = put(g, p, card_id)
    before = ready_mana(g, p)
    play(g, flamel)
    assert before - ready_mana(g, p) == 4
