"""Kelon Elemental (rares): {H} You may put a card from your hand in Reserve."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos_core.helpers import (Zone, act, card, choose, new_game, options, play,
                                                   put, ready_mana, stats)

AMELIA = "ALT_CORE_B_AX_11_C"


def _played(version):
    g, p = new_game()
    cid = put(g, p, version)
    kept = put(g, p, AMELIA)
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (1, 3, 3)
    assert g.pending.kind == "may" and g.pending.player == p
    return g, p, cid, kept


def _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve(version):
    g, p, cid, kept = _played(version)
    hand = len(g.players[p].hand)
    act(g, "yes")
    choose(g, kept)
    assert kept in g.players[p].reserve and len(g.players[p].hand) == hand - 1


def test_alt_core_b_ax_04_r_may_put_a_card_from_hand_in_reserve():
    _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve('ALT_CORE_B_AX_04_R')


def test_alt_core_b_ax_04_r2_may_put_a_card_from_hand_in_reserve():
    _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve('ALT_CORE_B_AX_04_R2')


def test_alt_core_b_ax_04_r_may_decline():
    g, p, cid, kept = _played("ALT_CORE_B_AX_04_R")
    act(g, "no")
    assert kept in g.players[p].hand and g.players[p].reserve == []


def test_alt_core_b_ax_04_r2_is_muna_and_declining_keeps_the_hand():
    assert card("ALT_CORE_B_AX_04_R2").faction is Faction.MU
    g, p, cid, kept = _played("ALT_CORE_B_AX_04_R2")
    assert options(g) == ["yes", "no"]
    act(g, "no")
    assert kept in g.players[p].hand


def test_alt_core_b_ax_04_r_from_reserve_asks_nothing():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_AX_04_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and g.pending.player != p
