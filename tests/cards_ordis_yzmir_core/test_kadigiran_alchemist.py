"""Kadigiran Alchemist (Ordis rare): {H} I gain 3 boosts."""

from tests.cards_ordis_yzmir_core.helpers import Zone, play, put, start, stats


def test_alt_core_b_yz_12_r2_gains_3_boosts_from_hand_but_not_from_reserve():
    g, p = start()
    alchemist = put(g, p, "ALT_CORE_B_YZ_12_R2")
    play(g, alchemist)
    assert stats(g, alchemist) == (4, 4, 4)
    g, p = start()
    alchemist = put(g, p, "ALT_CORE_B_YZ_12_R2", Zone.RESERVE)
    play(g, alchemist, src="reserve")
    assert stats(g, alchemist) == (1, 1, 1)
