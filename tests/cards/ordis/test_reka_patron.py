"""Reka Patron: when my Expedition fails to move forward during Dusk (CR 7.5.6), create a
Manaseed token in your Landmarks (CR 7.3.4)."""

from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import ACHILLES, check_facts, put, run_until, start


def seeds_after_dusk(version: str, outmatched: bool) -> int:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    if outmatched:
        put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # 5/5/5 faces my Patron
    run_until(g, 1, Phase.NIGHT)
    return sum(1 for c in g.players[p].landmarks if g.cdef(c).name == "Manaseed")


def test_alt_duster_b_or_89_c_a_manaseed_when_my_expedition_fails_to_move():
    assert seeds_after_dusk("ALT_DUSTER_B_OR_89_C", True) == 1
    assert seeds_after_dusk("ALT_DUSTER_B_OR_89_C", False) == 0
    check_facts("ALT_DUSTER_B_OR_89_C", 2, 2, (2, 1, 1), "OR")


def test_alt_duster_b_or_89_r1_a_manaseed_when_my_expedition_fails_to_move():
    assert seeds_after_dusk("ALT_DUSTER_B_OR_89_R1", True) == 1
    assert seeds_after_dusk("ALT_DUSTER_B_OR_89_R1", False) == 0
    check_facts("ALT_DUSTER_B_OR_89_R1", 2, 2, (2, 2, 2), "OR")


def test_alt_duster_b_or_89_r2_a_manaseed_when_my_expedition_fails_to_move():
    assert seeds_after_dusk("ALT_DUSTER_B_OR_89_R2", True) == 1
    check_facts("ALT_DUSTER_B_OR_89_R2", 2, 2, (2, 2, 2), "YZ")
