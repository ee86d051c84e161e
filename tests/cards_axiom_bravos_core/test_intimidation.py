"""Intimidation rares: Fleeting. Return target Character or Permanent with Hand Cost 5 or less to
its owner's hand."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, label, new_game, options, play, put,
                                                   ready_mana)

HIVE = "ALT_CORE_B_AX_30_R"  # Hand Cost 6
ATHENA = "ALT_CORE_B_AX_18_C"  # Hand Cost 5


def _alt_core_b_br_28_r_and_r2_return_a_five_cost_character(version):
    g, p = new_game()
    athena = put(g, 1 - p, ATHENA, Zone.EXPEDITION, Side.HERO)
    hive = put(g, 1 - p, HIVE, Zone.LANDMARKS)
    spell = put(g, p, version)
    play(g, spell)
    assert ready_mana(g, p) == 1
    assert label(g, hive) not in " ".join(options(g))
    assert athena in g.players[1 - p].hand  # the only legal target
    assert spell in g.players[p].discard


def test_alt_core_b_br_28_r_return_a_five_cost_character():
    _alt_core_b_br_28_r_and_r2_return_a_five_cost_character('ALT_CORE_B_BR_28_R')


def test_alt_core_b_br_28_r2_return_a_five_cost_character():
    _alt_core_b_br_28_r_and_r2_return_a_five_cost_character('ALT_CORE_B_BR_28_R2')
