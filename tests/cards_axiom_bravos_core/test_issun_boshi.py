"""Issun-bōshi rares: {R} Target Character gains 1 boost; support {D}: the next Character you
play this turn gains 1 boost."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, new_game, play, put, ready_mana, stats,
                                                   target, use_support)

AMELIA = "ALT_CORE_B_AX_11_C"


def _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character(version):
    g, p = new_game()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 1  # Reserve Cost 2
    target(g, theirs)
    assert g.cards[theirs].boosts == 1 and stats(g, cid) == (0, 0, 2)


def test_alt_core_b_br_05_r_from_reserve_boost_target_character():
    _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character('ALT_CORE_B_BR_05_R')


def test_alt_core_b_br_05_r2_from_reserve_boost_target_character():
    _alt_core_b_br_05_r_and_r2_from_reserve_boost_target_character('ALT_CORE_B_BR_05_R2')


def _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character(version):
    g, p = new_game()
    cid = put(g, p, version, Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_br_05_r_support_boosts_the_next_character():
    _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character('ALT_CORE_B_BR_05_R')


def test_alt_core_b_br_05_r2_support_boosts_the_next_character():
    _alt_core_b_br_05_r_and_r2_support_boosts_the_next_character('ALT_CORE_B_BR_05_R2')


def test_alt_core_b_br_05_r_from_hand_boosts_nothing():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_05_R")
    play(g, cid)
    assert ready_mana(g, p) == 2 and g.cards[cid].boosts == 0 and g.pending.kind == "turn"
