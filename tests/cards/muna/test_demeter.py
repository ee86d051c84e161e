"""Demeter: if I am in a Forest region, I am Eternal (Rest leaves me in play, CR 7.4.3); R1
adds {J} target Character gains Anchored."""

from altered_tui.engine.characteristics import is_eternal
from altered_tui.engine.state import Region
from altered_tui.engine.types import Status, Terrain, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, add_mana, pick_if_asked, put, start


def _eternal_only_in_forest(version: str) -> None:
    g, p = start()
    demeter = put(g, p, version, Zone.EXPEDITION)
    assert is_eternal(g, demeter)  # the Hero's starting region has every terrain
    g.regions[0] = Region("hero", (Terrain.MOUNTAIN, Terrain.WATER), face_up=True)
    assert not is_eternal(g, demeter)


def test_alt_alize_b_mu_40_c_is_eternal_in_forest():
    _eternal_only_in_forest("ALT_ALIZE_B_MU_40_C")


def test_alt_alize_b_mu_40_r1_is_eternal_in_forest():
    _eternal_only_in_forest("ALT_ALIZE_B_MU_40_R1")


def test_alt_alize_b_mu_40_r2_is_eternal_in_forest():
    _eternal_only_in_forest("ALT_ALIZE_B_MU_40_R2")


def test_alt_alize_b_mu_40_r1_joining_anchors_target_character():
    g, p = start()
    add_mana(g, p, 4)
    skald = put(g, p, SKALD, Zone.EXPEDITION)
    demeter = put(g, p, "ALT_ALIZE_B_MU_40_R1")
    play(g, demeter)
    pick_if_asked(g, skald)
    assert g.cards[skald].has(Status.ANCHORED)
