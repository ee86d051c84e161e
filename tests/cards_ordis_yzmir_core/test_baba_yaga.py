"""Baba Yaga (Ordis rare): {H} draw a card."""

from tests.cards_ordis_yzmir_core.helpers import Zone, play, put, start, stats


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
