"""Bravos Pathfinder: a vanilla Adventurer (and its Lyra rare)."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos.helpers import (Side, Status, Zone, card, new_game, play, put,
                                              ready_mana, stats)


def _pathfinder(version):
    g, p = new_game()
    cid = put(g, p, version)
    play(g, cid, side="companion")
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert cid in g.players[p].expeditions[Side.COMPANION]
    assert stats(g, cid) == (0, 3, 3) and g.cards[cid].boosts == 0
    g2, p2 = new_game()
    again = put(g2, p2, version, Zone.RESERVE)
    play(g2, again, src="reserve")
    assert ready_mana(g2, p2) == 1 and g2.cards[again].has(Status.FLEETING)  # Reserve Cost 2


def test_alt_core_b_br_08_c_is_a_vanilla_2_2_character_0_3_3():
    _pathfinder("ALT_CORE_B_BR_08_C")


def test_alt_core_b_br_08_r2_is_a_vanilla_lyra_character_0_3_3():
    _pathfinder("ALT_CORE_B_BR_08_R2")
    assert card("ALT_CORE_B_BR_08_R2").faction is Faction.LY
