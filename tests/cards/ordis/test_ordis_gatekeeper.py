"""Ordis Gatekeeper: {J} a Recruit in your other Expedition.

Ordis Gatekeeper (rare): {J} a Recruit in each of your Expeditions."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import confirm_own_only_target, play
from tests.cards.builders import play_from_hand, put, recruits, start


def test_alt_core_b_or_13_c_creates_a_recruit_in_the_other_expedition_when_it_joins():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_13_C", Side.HERO)
    assert (paid, stats(g, cid)) == (3, (1, 3, 1))
    assert len(recruits(g, p, Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []


def test_alt_core_b_or_13_c_from_the_companion_expedition_the_recruit_goes_to_the_hero_one():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_13_C", Side.COMPANION)
    assert len(recruits(g, p, Side.HERO)) == 1
    assert recruits(g, p, Side.COMPANION) == []


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
    confirm_own_only_target(g, other)
    assert g.cards[other].boosts == 2  # the only Character in the other Expedition
    assert g.cards[same].boosts == 0 and g.cards[theirs].boosts == 0 and g.cards[keeper].boosts == 0
    assert stats(g, keeper) == (1, 3, 1)


def test_alt_core_b_or_13_r2_the_other_expedition_is_relative_to_where_it_joins():
    g, p = start()
    hero_side = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    companion_side = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    keeper = put(g, p, "ALT_CORE_B_OR_13_R2")
    play(g, keeper, "companion")
    confirm_own_only_target(g, hero_side)
    assert g.cards[hero_side].boosts == 2 and g.cards[companion_side].boosts == 0
