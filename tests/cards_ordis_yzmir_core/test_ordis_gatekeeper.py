"""Ordis Gatekeeper (rare): {J} a Recruit in each of your Expeditions."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, play, put, recruits, start, stats


def test_alt_core_b_or_13_r_creates_a_recruit_in_each_of_your_expeditions():
    g, p = start()
    keeper = put(g, p, "ALT_CORE_B_OR_13_R")
    play(g, keeper, "companion")
    assert len(recruits(g, p, Side.HERO)) == 1 and len(recruits(g, p, Side.COMPANION)) == 1
    assert stats(g, keeper) == (1, 1, 1)


def test_alt_core_b_or_13_r_also_when_played_from_reserve():
    g, p = start()
    keeper = put(g, p, "ALT_CORE_B_OR_13_R", Zone.RESERVE)
    play(g, keeper, "hero", src="reserve")
    assert len(recruits(g, p, Side.HERO)) == 1 and len(recruits(g, p, Side.COMPANION)) == 1
