"""Leshy: {J} I gain 1 boost for each Expedition in Forest (the R1 is also Gigantic)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, start

WATER_ONLY = 2  # a region of the test adventure without Forest


def _boosts_for_forest_expeditions(version: str, side: str = "hero") -> int:
    """Three of the four Expeditions are in Forest (the opponent's Hero one is not)."""
    g, p = start()
    add_mana(g, p, 2)
    g.players[1 - p].positions[Side.HERO] = WATER_ONLY
    leshy = put(g, p, version, Zone.HAND)
    play(g, leshy, side=side)
    return g.cards[leshy].boosts


def test_alt_alize_b_mu_38_c_a_boost_for_each_expedition_in_forest():
    assert _boosts_for_forest_expeditions("ALT_ALIZE_B_MU_38_C") == 3


def test_alt_alize_b_mu_38_r1_gigantic_and_boosted_for_each_forest_expedition():
    from altered_tui.engine.characteristics import is_gigantic

    g, p = start()
    add_mana(g, p, 2)
    leshy = put(g, p, "ALT_ALIZE_B_MU_38_R1", Zone.HAND)
    play(g, leshy)
    assert g.cards[leshy].boosts == 4 and is_gigantic(g, leshy)


def test_alt_alize_b_mu_38_r2_a_boost_for_each_expedition_in_forest():
    assert _boosts_for_forest_expeditions("ALT_ALIZE_B_MU_38_R2", side="companion") == 3
