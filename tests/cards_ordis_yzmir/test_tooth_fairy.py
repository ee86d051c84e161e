"""Tooth Fairy (rare): {H} Sabotage."""

from tests.cards_ordis_yzmir.helpers import Zone, pick, play, put, start, stats


def test_alt_core_b_yz_06_r_sabotages_a_reserve_card_when_played_from_hand():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    fairy = put(g, p, "ALT_CORE_B_YZ_06_R")
    play(g, fairy)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert stats(g, fairy) == (1, 1, 1)


def test_alt_core_b_yz_06_r_does_not_sabotage_when_played_from_reserve():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    fairy = put(g, p, "ALT_CORE_B_YZ_06_R", Zone.RESERVE)
    play(g, fairy, src="reserve")
    assert victim in g.players[1 - p].reserve
