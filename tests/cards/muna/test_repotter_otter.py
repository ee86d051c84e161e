"""Repotter Otter: {J} each player may put a card from their hand in Reserve (the R1: to draw
a card)."""

from tests.abilities.support import act, play
from tests.cards.builders import put, start


def _each_player_may(version: str):
    """The Otter's player puts a card in Reserve; the opponent, asked next, declines."""
    g, p = start()
    otter = put(g, p, version)
    play(g, otter)
    assert g.pending.kind == "choose" and g.pending.player == g.in_initiative_order()[0]
    assert "no" in [a.text for a in g.pending.options]
    first = g.pending.player
    chosen = g.players[first].hand[0]
    hand_before = len(g.players[first].hand)
    act(g, f"choose {g.cdef(chosen).name}#{chosen}")
    assert chosen in g.players[first].reserve
    second = 1 - first
    assert g.pending.kind == "choose" and g.pending.player == second
    theirs = list(g.players[second].hand)
    act(g, "no")
    assert g.players[second].hand == theirs
    return g, first, hand_before


def test_alt_alize_b_mu_34_c_each_player_may_put_a_card_from_hand_in_reserve():
    g, first, before = _each_player_may("ALT_ALIZE_B_MU_34_C")
    assert len(g.players[first].hand) == before - 1


def test_alt_alize_b_mu_34_r1_the_players_who_do_draw_a_card():
    g, first, before = _each_player_may("ALT_ALIZE_B_MU_34_R1")
    assert len(g.players[first].hand) == before  # one put, one drawn


def test_alt_alize_b_mu_34_r2_each_player_may_put_a_card_from_hand_in_reserve():
    g, first, before = _each_player_may("ALT_ALIZE_B_MU_34_R2")
    assert len(g.players[first].hand) == before - 1
