"""Baba Yaga: {H} Draw a card.

Baba Yaga (Ordis rare): {H} draw a card."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import put, start


def _played(card_id, src):
    g, p = start()
    baba = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    hand = len(g.players[p].hand)
    play(g, baba, src=src)
    return g, p, baba, top, hand


def test_alt_core_b_yz_11_c_draws_a_card_when_played_from_hand():
    g, p, baba, top, hand = _played("ALT_CORE_B_YZ_11_C", "hand")
    assert top in g.players[p].hand and len(g.players[p].hand) == hand  # one played, one drawn
    assert stats(g, baba) == (2, 1, 2)


def test_alt_core_b_yz_11_c_draws_nothing_when_played_from_reserve():
    g, p, baba, top, hand = _played("ALT_CORE_B_YZ_11_C", "reserve")
    assert top not in g.players[p].hand and len(g.players[p].hand) == hand


def test_alt_core_b_yz_11_r_draws_a_card_when_played_from_hand():
    g, p, baba, top, hand = _played("ALT_CORE_B_YZ_11_R", "hand")
    assert top in g.players[p].hand
    assert stats(g, baba) == (3, 2, 2)


def test_alt_core_b_yz_11_r2_draws_a_card_when_played_from_hand():
    g, p = start()
    baba = put(g, p, "ALT_CORE_B_YZ_11_R2")
    top = g.players[p].deck[0]
    play(g, baba)
    assert top in g.players[p].hand and stats(g, baba) == (3, 2, 2)


def test_alt_core_b_yz_11_r2_does_not_draw_from_reserve():
    g, p = start()
    baba = put(g, p, "ALT_CORE_B_YZ_11_R2", Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, baba, src="reserve")
    assert top in g.players[p].deck
