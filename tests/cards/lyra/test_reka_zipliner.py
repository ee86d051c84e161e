"""Reka Zipliner: no ability (3/3/0). R1 and Ordis R2: {H} if I'm in Water (CR 7.5.7.b), create
a Manaseed token in your Landmarks (CR 7.3.4)."""

from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import check_facts, plays_for_its_printed_costs, put, settle, start

FOREST_ONLY = 5  # in the test Adventure, region 5 is Forest only (the Hero region has all three)


def _seeds(version: str, in_water: bool) -> int:
    g, p = start()
    if not in_water:
        g.players[p].positions[Side.HERO] = FOREST_ONLY
    me = put(g, p, version)
    play(g, me, side="hero")
    settle(g)
    return sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")


def test_alt_duster_b_ly_88_c_plays_for_its_printed_costs_and_statistics():
    plays_for_its_printed_costs("ALT_DUSTER_B_LY_88_C")
    check_facts("ALT_DUSTER_B_LY_88_C", 2, 2, (3, 3, 0), "LY")


def test_alt_duster_b_ly_88_r1_in_water_from_hand_creates_a_manaseed():
    assert _seeds("ALT_DUSTER_B_LY_88_R1", True) == 1
    assert _seeds("ALT_DUSTER_B_LY_88_R1", False) == 0
    check_facts("ALT_DUSTER_B_LY_88_R1", 2, 2, (2, 2, 0), "LY")


def test_alt_duster_b_ly_88_r2_in_water_from_hand_creates_a_manaseed():
    assert _seeds("ALT_DUSTER_B_LY_88_R2", True) == 1
    assert _seeds("ALT_DUSTER_B_LY_88_R2", False) == 0
    check_facts("ALT_DUSTER_B_LY_88_R2", 2, 2, (2, 2, 0), "OR")
