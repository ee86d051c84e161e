"""Studious Disciple: support {D}: the next Spell you play this turn costs {1} less.

Studious Disciple rares: {R} the next Spell you play this Afternoon costs {1} less; support {D}: the next Spell this turn costs {1} less."""

import pytest

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, play
from tests.cards.builders import play_from_hand, play_spell, put, ready_mana, start


def test_alt_core_b_yz_04_c_costs_1_and_is_0_1_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_04_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (1, (0, 1, 1), Zone.EXPEDITION)


def test_alt_core_b_yz_04_c_discarded_from_reserve_makes_the_next_spell_cost_1_less():
    g, p = start()
    disciple = put(g, p, "ALT_CORE_B_YZ_04_C", Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")  # a Spell costing 2
    act(g, f"use Studious Disciple#{disciple} s1")
    assert disciple in g.players[p].discard and g.pending.player == p
    before = len(ready_orbs(g, p))
    play_spell(g, charge)
    assert before - len(ready_orbs(g, p)) == 1


def test_alt_core_b_yz_04_c_support_does_not_discount_a_character():
    g, p = start()
    disciple = put(g, p, "ALT_CORE_B_YZ_04_C", Zone.RESERVE)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    act(g, f"use Studious Disciple#{disciple} s1")
    before = len(ready_orbs(g, p))
    act(g, f"play Ordis Trooper#{trooper}@hand -> hero")
    assert before - len(ready_orbs(g, p)) == 1


RARES = ["ALT_CORE_B_YZ_04_R", "ALT_CORE_B_YZ_04_R2"]


def _from_reserve_then_spell(card_id):
    g, p = start()
    disciple = put(g, p, card_id, Zone.RESERVE)
    play(g, disciple, "hero", src="reserve")
    act(g, "pass")  # the opponent passes: the discount lasts the whole Afternoon
    assert g.pending.player == p
    charge = put(g, p, "ALT_CORE_B_OR_23_C")  # a Spell costing 2
    before = ready_mana(g, p)
    play_spell(g, charge)
    return before - ready_mana(g, p)


def _from_hand_then_spell(card_id):
    g, p = start()
    disciple = put(g, p, card_id)
    play(g, disciple, "hero")
    act(g, "pass")
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    before = ready_mana(g, p)
    play_spell(g, charge)
    return before - ready_mana(g, p)


def _support(card_id):
    g, p = start()
    disciple = put(g, p, card_id, Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    act(g, f"use Studious Disciple#{disciple} s1")
    assert disciple in g.players[p].discard
    before = ready_mana(g, p)
    play_spell(g, charge)
    return before - ready_mana(g, p)


def test_alt_core_b_yz_04_r_played_from_reserve_makes_the_next_spell_this_afternoon_cost_1_less():
    assert _from_reserve_then_spell("ALT_CORE_B_YZ_04_R") == 1


def test_alt_core_b_yz_04_r_played_from_hand_gives_no_discount():
    assert _from_hand_then_spell("ALT_CORE_B_YZ_04_R") == 2


def test_alt_core_b_yz_04_r_support_makes_the_next_spell_this_turn_cost_1_less():
    assert _support("ALT_CORE_B_YZ_04_R") == 1


def test_alt_core_b_yz_04_r2_played_from_reserve_makes_the_next_spell_this_afternoon_cost_1_less():
    assert _from_reserve_then_spell("ALT_CORE_B_YZ_04_R2") == 1


def test_alt_core_b_yz_04_r2_support_makes_the_next_spell_this_turn_cost_1_less():
    assert _support("ALT_CORE_B_YZ_04_R2") == 1


@pytest.mark.parametrize("card_id", RARES)
def test_alt_core_b_yz_04_r_and_r2_cost_1_and_are_0_1_1(card_id):
    g, p, cid, paid = play_from_hand(card_id)
    assert (paid, stats(g, cid)) == (1, (0, 1, 1))
