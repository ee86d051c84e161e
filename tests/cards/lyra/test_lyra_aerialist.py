"""Lyra Aerialist: a vanilla Artist (3/3, 0-5-3); its rares: with three or more single-terrain
regions visible, my Forest, Mountain and Water are equal to my highest statistic (CR 2.3,
2.2.10; README rulings: Terrain Markers)."""

from altered_tui.engine.adventure import reveal_tumult
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.cards.builders import SKALD, check_facts, plays_for_its_printed_costs, put, start

C, R1, R2 = "ALT_CYCLONE_B_LY_72_C", "ALT_CYCLONE_B_LY_72_R1", "ALT_CYCLONE_B_LY_72_R2"


def test_alt_cyclone_b_ly_72_c_vanilla_for_its_printed_costs_and_statistics():
    plays_for_its_printed_costs(C)
    check_facts(C, 3, 3, (0, 5, 3), "LY")


def _rare(version: str, faction: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION)
    friend = put(g, p, SKALD, Zone.EXPEDITION)
    assert stats(g, me) == (0, 5, 3)
    for index in (1, 3, 5):
        reveal_tumult(g, index, "test")
    assert stats(g, me) == (5, 5, 5)
    assert stats(g, friend) == (3, 0, 2)  # mine only
    g.cards[me].counters["boost"] = 1
    assert stats(g, me) == (6, 6, 6)
    check_facts(version, 3, 3, (0, 5, 3), faction)


def test_alt_cyclone_b_ly_72_r1_all_statistics_equal_the_highest_with_three_single_terrain_regions():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_72_r2_bravos_version_same_passive():
    _rare(R2, "BR")
