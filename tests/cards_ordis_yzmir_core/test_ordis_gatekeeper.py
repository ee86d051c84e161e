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


def test_alt_core_b_or_13_r2_target_character_in_your_other_expedition_gains_2_boosts():
    g, p = start()
    other = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    same = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    keeper = put(g, p, "ALT_CORE_B_OR_13_R2")
    play(g, keeper, "hero")
    assert g.cards[other].boosts == 2  # the only Character in the other Expedition
    assert g.cards[same].boosts == 0 and g.cards[theirs].boosts == 0 and g.cards[keeper].boosts == 0
    assert stats(g, keeper) == (1, 3, 1)


def test_alt_core_b_or_13_r2_the_other_expedition_is_relative_to_where_it_joins():
    g, p = start()
    hero_side = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    companion_side = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    keeper = put(g, p, "ALT_CORE_B_OR_13_R2")
    play(g, keeper, "companion")
    assert g.cards[hero_side].boosts == 2 and g.cards[companion_side].boosts == 0
