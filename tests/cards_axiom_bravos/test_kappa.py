"""Kappa: a vanilla Trainer Spirit (and its Lyra rare)."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos.helpers import (Side, add_mana, card, new_game, play, put, ready_mana,
                                              stats)


def _kappa(version):
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0  # Hand Cost 4
    assert cid in g.players[p].expeditions[Side.HERO]
    assert stats(g, cid) == (4, 4, 5) and g.cards[cid].boosts == 0


def test_alt_core_b_br_13_c_is_a_vanilla_4_cost_character_4_4_5():
    _kappa("ALT_CORE_B_BR_13_C")


def test_alt_core_b_br_13_r2_is_a_vanilla_lyra_character_4_4_5():
    _kappa("ALT_CORE_B_BR_13_R2")
    assert card("ALT_CORE_B_BR_13_R2").faction is Faction.LY
