"""Amelia Earhart (rares): {H} I gain 1 boost."""

from tests.cards_axiom_bravos_core.helpers import Zone, new_game, play, put, ready_mana, stats


def _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost(version):
    g, p = new_game()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (3, 3, 3)


def test_alt_core_b_ax_11_r_from_hand_gain_a_boost():
    _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost('ALT_CORE_B_AX_11_R')


def test_alt_core_b_ax_11_r2_from_hand_gain_a_boost():
    _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost('ALT_CORE_B_AX_11_R2')


def _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing(version):
    g, p = new_game()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 2 and stats(g, cid) == (2, 2, 2)


def test_alt_core_b_ax_11_r_from_reserve_gain_nothing():
    _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing('ALT_CORE_B_AX_11_R')


def test_alt_core_b_ax_11_r2_from_reserve_gain_nothing():
    _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing('ALT_CORE_B_AX_11_R2')
