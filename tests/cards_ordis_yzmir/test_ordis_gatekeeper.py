"""Ordis Gatekeeper: {J} a Recruit in your other Expedition."""

from tests.cards_ordis_yzmir.helpers import Side, play_from_hand, recruits, stats


def test_alt_core_b_or_13_c_creates_a_recruit_in_the_other_expedition_when_it_joins():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_13_C", Side.HERO)
    assert (paid, stats(g, cid)) == (3, (1, 3, 1))
    assert len(recruits(g, p, Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []


def test_alt_core_b_or_13_c_from_the_companion_expedition_the_recruit_goes_to_the_hero_one():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_13_C", Side.COMPANION)
    assert len(recruits(g, p, Side.HERO)) == 1
    assert recruits(g, p, Side.COMPANION) == []
