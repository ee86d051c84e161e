"""Daughter of Yggdrasil: {H} target opponent draws a card."""

from tests.cards_lyra_muna.helpers import play, put, start


def test_alt_core_b_mu_12_c_played_from_hand_the_opponent_draws_a_card():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_12_C")
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    hand = len(g.players[1 - p].hand)
    play(g, cid)
    assert theirs in g.players[1 - p].hand and len(g.players[1 - p].hand) == hand + 1
    assert mine in g.players[p].deck
