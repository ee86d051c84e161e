"""Bravos Bladedancer (common, Yzmir rare): Seasoned. {J} I gain 1 boost."""

from tests.cards_axiom_bravos_core.helpers import (Zone, new_game, play, put, ready_mana,
                                                   send_to_reserve, stats)


def _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it(version):
    g, p = new_game()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 2 and stats(g, cid) == (1, 1, 1)
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 1  # Seasoned


def test_alt_core_b_br_16_c_join_with_a_boost_and_keep_it():
    _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it('ALT_CORE_B_BR_16_C')


def test_alt_core_b_br_16_r2_join_with_a_boost_and_keep_it():
    _alt_core_b_br_16_c_and_r2_join_with_a_boost_and_keep_it('ALT_CORE_B_BR_16_R2')


def _alt_core_b_br_16_c_and_r2_from_reserve(version, cost):
    g, p = new_game()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 3 - cost and g.cards[cid].boosts == 1


def test_alt_core_b_br_16_c_from_reserve():
    _alt_core_b_br_16_c_and_r2_from_reserve('ALT_CORE_B_BR_16_C', 3)


def test_alt_core_b_br_16_r2_from_reserve():
    _alt_core_b_br_16_c_and_r2_from_reserve('ALT_CORE_B_BR_16_R2', 2)
