"""Magic Beans: {J} target Character in my Expedition gains 1 boost; my region is Forest in
addition to its other types (the rares: my region and the region of the Expedition facing me
are Forest and lose their other types)."""

from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, add_mana, can_pick, pick_if_asked, put, start

WATER_ONLY, MOUNTAIN_ONLY = 2, 4  # regions of the test adventure


def _played(version: str):
    """The Beans join the Hero Expedition (in Water only, facing Mountain only) beside a
    Skald; another Skald is in the Companion Expedition."""
    g, p = start()
    add_mana(g, p, 1)
    g.players[p].positions[Side.HERO] = WATER_ONLY
    g.players[1 - p].positions[Side.HERO] = MOUNTAIN_ONLY
    beside = put(g, p, SKALD, Zone.EXPEDITION)
    other = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    beans = put(g, p, version)
    play(g, beans)
    assert not can_pick(g, other)
    pick_if_asked(g, beside)
    assert g.cards[beside].boosts == 1 and g.cards[other].boosts == 0
    return g, p


def test_alt_alize_b_mu_43_c_boosts_a_character_beside_me_and_my_region_is_also_forest():
    g, p = _played("ALT_ALIZE_B_MU_43_C")
    assert expedition_terrains(g, p, Side.HERO) == ["water", "forest"]
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["mountain"]


def _forest_only(version: str) -> None:
    g, p = _played(version)
    assert expedition_terrains(g, p, Side.HERO) == ["forest"]
    assert expedition_terrains(g, 1 - p, Side.HERO) == ["forest"]


def test_alt_alize_b_mu_43_r1_my_region_and_the_facing_one_are_forest_only():
    _forest_only("ALT_ALIZE_B_MU_43_R1")


def test_alt_alize_b_mu_43_r2_my_region_and_the_facing_one_are_forest_only():
    _forest_only("ALT_ALIZE_B_MU_43_R2")
