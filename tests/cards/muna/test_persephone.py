"""Persephone: my region is Forest in addition to its other types (the rares: my region and
the region of the Expedition facing me are Forest and lose their other types)."""

from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, start, until_pending

WATER_ONLY, MOUNTAIN_ONLY = 2, 4  # regions of the test adventure


def _played(version: str):
    g, p = start()
    add_mana(g, p, 1)
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[1 - p].positions[Side.HERO] = MOUNTAIN_ONLY
    persephone = put(g, p, version)
    play(g, persephone)
    return g, p


def test_alt_alize_b_mu_33_c_my_region_is_also_forest_and_i_move_forward_in_it():
    g, p = _played("ALT_ALIZE_B_MU_33_C")
    assert expedition_terrains(g, p, Side.HERO) == ["water", "forest"]
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["mountain"]
    day = g.day
    until_pending(g, "expand", p)  # through Dusk: Forest 3 against 0 there
    assert g.day == day + 1 and g.players[p].positions[Side.HERO] == WATER_ONLY + 1


def _both_regions_are_forest_only(version: str) -> None:
    g, p = _played(version)
    assert expedition_terrains(g, p, Side.HERO) == ["forest"]
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["forest"]
    assert len(expedition_terrains(g, p, Side.COMPANION)) == 3  # the Companion Region: all three


def test_alt_alize_b_mu_33_r1_my_region_and_the_facing_one_are_forest_only():
    _both_regions_are_forest_only("ALT_ALIZE_B_MU_33_R1")


def test_alt_alize_b_mu_33_r2_my_region_and_the_facing_one_are_forest_only():
    _both_regions_are_forest_only("ALT_ALIZE_B_MU_33_R2")
