"""Daughter of Yggdrasil: {H} target opponent draws a card.

Daughter of Yggdrasil rares: {H} each player draws a card (R) / target opponent draws a
card (R2)."""

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def test_alt_core_b_mu_12_c_played_from_hand_the_opponent_draws_a_card():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_12_C")
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    hand = len(g.players[1 - p].hand)
    play(g, cid)
    assert theirs in g.players[1 - p].hand and len(g.players[1 - p].hand) == hand + 1
    assert mine in g.players[p].deck


def _played(card_id):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, card_id)
    mine, theirs = g.players[p].deck[0], g.players[1 - p].deck[0]
    play(g, cid)
    settle(g)
    return g, p, mine, theirs


def test_alt_core_b_mu_12_r_each_player_draws():
    g, p, mine, theirs = _played("ALT_CORE_B_MU_12_R")
    assert mine in g.players[p].hand and theirs in g.players[1 - p].hand
    check_facts("ALT_CORE_B_MU_12_R", 3, 3, (5, 5, 3), "MU")


def test_alt_core_b_mu_12_r2_opponent_draws_only():
    g, p, mine, theirs = _played("ALT_CORE_B_MU_12_R2")
    assert mine in g.players[p].deck and theirs in g.players[1 - p].hand
    check_facts("ALT_CORE_B_MU_12_R2", 3, 3, (5, 5, 3), "AX")
