"""Ordis Cadets: {J} a Recruit in my Expedition."""

from tests.cards_ordis_yzmir.helpers import Side, play_from_hand, recruits, stats


def test_alt_core_b_or_06_c_creates_a_recruit_in_its_own_expedition_when_it_joins():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_06_C", Side.COMPANION)
    assert (paid, stats(g, cid)) == (2, (1, 1, 0))
    assert len(recruits(g, p, Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []
