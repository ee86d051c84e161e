"""BLISS Bassist. Support: when you play another Character with a base statistic of 0, I gain
1 boost up to 2 (Yzmir R2: when you play a Spell). The rares, while boosted in play: other
Characters you control have their three statistics equal to their highest (CR 2.3)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, PLAY_ZERO_STAT, SKALD, check_facts, gains_up_to, put, start,
)


def test_alt_bise_b_ly_49_c_support_gains_a_boost_per_zero_statistic_character_up_to_2():
    assert gains_up_to("ALT_BISE_B_LY_49_C", PLAY_ZERO_STAT, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_LY_49_C", PLAY_CHARACTER, 1) == [0]  # no statistic of 0
    check_facts("ALT_BISE_B_LY_49_C", 1, 2, (0, 0, 2), "LY")


def _equalises(version: str) -> None:
    g, p = start()
    bassist = put(g, p, version, Zone.EXPEDITION, Side.HERO)
    mine = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)  # 3/0/2
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION)
    assert stats(g, mine) == (3, 0, 2)  # not boosted: no change
    g.cards[bassist].counters["boost"] = 1
    assert stats(g, mine) == (3, 3, 3)  # the other Expedition too
    assert stats(g, bassist) == (1, 1, 4)  # not itself: 0/0/3 and its boost
    assert stats(g, theirs) == (3, 0, 2)  # not the opponent's


def test_alt_bise_b_ly_49_r1_boosted_evens_out_other_characters_statistics():
    _equalises("ALT_BISE_B_LY_49_R1")
    assert gains_up_to("ALT_BISE_B_LY_49_R1", PLAY_ZERO_STAT, 3) == [1, 2, 2]
    check_facts("ALT_BISE_B_LY_49_R1", 2, 3, (0, 0, 3), "LY")


def test_alt_bise_b_ly_49_r2_boosted_evens_out_statistics_and_support_counts_spells():
    _equalises("ALT_BISE_B_LY_49_R2")
    assert gains_up_to("ALT_BISE_B_LY_49_R2", PLAY_SPELL, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_LY_49_R2", PLAY_ZERO_STAT, 1) == [0]
    check_facts("ALT_BISE_B_LY_49_R2", 2, 3, (0, 0, 3), "YZ")
