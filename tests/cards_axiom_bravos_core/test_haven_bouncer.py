"""Haven Bouncer rares: {H} Sabotage. {R} I gain 2 boosts."""

from tests.cards_axiom_bravos_core.helpers import (Zone, new_game, play, put, ready_mana, stats,
                                                   target)

AMELIA = "ALT_CORE_B_AX_11_C"


def _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts(version):
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 4, 4)
    assert victim in g.players[1 - p].reserve


def test_alt_core_b_br_15_r_from_reserve_gain_two_boosts():
    _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts('ALT_CORE_B_BR_15_R')


def test_alt_core_b_br_15_r2_from_reserve_gain_two_boosts():
    _alt_core_b_br_15_r_and_r2_from_reserve_gain_two_boosts('ALT_CORE_B_BR_15_R2')


def _alt_core_b_br_15_r_and_r2_from_hand_sabotage(version):
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version)
    play(g, cid)
    target(g, victim)
    assert victim in g.players[1 - p].discard and stats(g, cid) == (2, 2, 2)


def test_alt_core_b_br_15_r_from_hand_sabotage():
    _alt_core_b_br_15_r_and_r2_from_hand_sabotage('ALT_CORE_B_BR_15_R')


def test_alt_core_b_br_15_r2_from_hand_sabotage():
    _alt_core_b_br_15_r_and_r2_from_hand_sabotage('ALT_CORE_B_BR_15_R2')
