"""Saskia, Sly Naturalist: {J} you may have another target Character in Forest gain 2 boosts
(the R1: any number of other target Characters in Forest)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import SKALD, can_pick, pick, put, start

WATER_ONLY = 2  # a region of the test adventure without Forest


def _table(version: str):
    """Saskia joins the Hero Expedition; one Character of each player is in Forest, the
    opponent's Hero Expedition is in Water only."""
    g, p = start()
    g.players[1 - p].positions[Side.HERO] = WATER_ONLY
    mine = put(g, p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.COMPANION)
    in_water = put(g, 1 - p, SKALD, Zone.EXPEDITION, Side.HERO)
    saskia = put(g, p, version)
    play(g, saskia)
    return g, p, saskia, mine, theirs, in_water


def _may_boost_one_in_forest(version: str) -> None:
    g, p, saskia, mine, theirs, in_water = _table(version)
    act(g, "yes")
    assert not can_pick(g, in_water) and not can_pick(g, saskia) and can_pick(g, mine)
    pick(g, theirs)
    assert g.cards[theirs].boosts == 2 and g.cards[mine].boosts == 0
    assert g.cards[saskia].boosts == 0


def test_alt_alize_b_mu_35_c_may_give_another_character_in_forest_two_boosts():
    _may_boost_one_in_forest("ALT_ALIZE_B_MU_35_C")


def test_alt_alize_b_mu_35_r1_any_number_of_characters_in_forest():
    g, p, saskia, mine, theirs, in_water = _table("ALT_ALIZE_B_MU_35_R1")
    assert not can_pick(g, in_water) and not can_pick(g, saskia)
    pick(g, mine)
    pick(g, theirs)
    assert g.cards[mine].boosts == 2 and g.cards[theirs].boosts == 2
    assert g.cards[in_water].boosts == 0


def test_alt_alize_b_mu_35_r2_may_give_another_character_in_forest_two_boosts():
    _may_boost_one_in_forest("ALT_ALIZE_B_MU_35_R2")
