"""Kitsune: {H} each player draws a card."""

from tests.cards_lyra_muna.helpers import Zone, play, put, start


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
