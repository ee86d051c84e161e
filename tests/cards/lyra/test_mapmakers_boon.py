"""Mapmaker's Boon: with three or more single-terrain regions visible, target Character gains
4 boosts, otherwise 2 (README rulings: Terrain Markers; CR 6.5.d, 7.3.6)."""

from altered_tui.engine.adventure import reveal_tumult
from altered_tui.engine.types import Zone

from tests.cards.builders import SKALD, check_facts, play_spell, put, start, target

C, R1, R2 = "ALT_CYCLONE_B_LY_80_C", "ALT_CYCLONE_B_LY_80_R1", "ALT_CYCLONE_B_LY_80_R2"


def _boosts_given(version: str, revealed: bool) -> int:
    g, p = start()
    if revealed:  # each Tumult card shows a single-terrain half: three of them
        for index in (1, 3, 5):
            reveal_tumult(g, index, "test")
    friend = put(g, p, SKALD, Zone.EXPEDITION)
    boon = put(g, p, version)
    play_spell(g, boon)
    if g.pending.kind == "target":
        target(g, friend)
    return g.cards[friend].boosts


def test_alt_cyclone_b_ly_80_c_four_boosts_with_three_single_terrain_regions_else_two():
    assert _boosts_given(C, revealed=True) == 4
    assert _boosts_given(C, revealed=False) == 2
    check_facts(C, 3, 3, None, "LY")


def test_alt_cyclone_b_ly_80_r1_cheaper_from_hand_same_boosts():
    assert _boosts_given(R1, revealed=True) == 4
    assert _boosts_given(R1, revealed=False) == 2
    check_facts(R1, 2, 3, None, "LY")


def test_alt_cyclone_b_ly_80_r2_muna_version_same_boosts():
    assert _boosts_given(R2, revealed=True) == 4
    assert _boosts_given(R2, revealed=False) == 2
    check_facts(R2, 2, 3, None, "MU")
