"""Ordis Spy (Bravos rare): {H} Sabotage; {R} a Recruit in my Expedition."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, pick, play, put, recruits, start, stats


def test_alt_core_b_or_14_r2_sabotages_when_played_from_hand():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    spy = put(g, p, "ALT_CORE_B_OR_14_R2")
    play(g, spy)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert recruits(g, p, Side.HERO) == [] and stats(g, spy) == (2, 2, 2)


def test_alt_core_b_or_14_r2_creates_a_recruit_in_its_expedition_when_played_from_reserve():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    spy = put(g, p, "ALT_CORE_B_OR_14_R2", Zone.RESERVE)
    play(g, spy, side="companion", src="reserve")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert victim in g.players[1 - p].reserve
