"""Celestial Blast: Fleeting; discard up to two targets, Characters or Permanents (the rares also draw a card)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import add_mana, answer_quietly, pick, put, spell_cost_paid, start


def _blast(card_id, stop_after_one=False):
    g, p = start()
    add_mana(g, p, 4)
    jeanne = put(g, 1 - p, "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)
    monolith = put(g, 1 - p, "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)
    blast = put(g, p, card_id)
    hand = len(g.players[p].hand)
    assert spell_cost_paid(g, p, blast) == 7
    pick(g, jeanne, "target")
    if stop_after_one:
        act(g, "done")
    else:
        pick(g, monolith, "target")
    while g.pending.kind != "turn":  # Jeanne's Reaction: the opponent's Recruits
        answer_quietly(g)
    assert jeanne in g.players[1 - p].discard
    assert (monolith in g.players[1 - p].discard) != stop_after_one
    assert blast in g.players[p].discard
    return len(g.players[p].hand) - (hand - 1)


def test_alt_core_b_yz_27_c_discards_a_character_and_a_permanent():
    assert _blast("ALT_CORE_B_YZ_27_C") == 0


def test_alt_core_b_yz_27_c_may_discard_only_one():
    assert _blast("ALT_CORE_B_YZ_27_C", stop_after_one=True) == 0


def test_alt_core_b_yz_27_r_discards_two_and_draws_a_card():
    assert _blast("ALT_CORE_B_YZ_27_R") == 1


def test_alt_core_b_yz_27_r2_discards_two_and_draws_a_card():
    assert _blast("ALT_CORE_B_YZ_27_R2") == 1
