"""Kitsune: {H} each player draws a card.

Kitsune rares: {H} each player Resupplies (R) / draws a card (R2)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def test_alt_core_b_mu_05_c_played_from_hand_each_player_draws_a_card():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_05_C")
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    play(g, cid)
    assert mine in g.players[p].hand
    assert theirs in g.players[1 - p].hand


def test_alt_core_b_mu_05_c_played_from_reserve_draws_nothing():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_05_C", Zone.RESERVE)
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    play(g, cid, src="reserve")
    assert mine in g.players[p].deck and theirs in g.players[1 - p].deck


def _played(card_id):
    g, p = start()
    cid = put(g, p, card_id)
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    play(g, cid)
    settle(g)
    return g, p, mine, theirs


def test_alt_core_b_mu_05_r_each_player_resupplies():
    g, p, mine, theirs = _played("ALT_CORE_B_MU_05_R")
    assert mine in g.players[p].reserve and theirs in g.players[1 - p].reserve
    check_facts("ALT_CORE_B_MU_05_R", 2, 2, (0, 3, 3), "MU")


def test_alt_core_b_mu_05_r2_each_player_draws_a_card():
    g, p, mine, theirs = _played("ALT_CORE_B_MU_05_R2")
    assert mine in g.players[p].hand and theirs in g.players[1 - p].hand
    check_facts("ALT_CORE_B_MU_05_R2", 2, 2, (0, 3, 2), "BR")
