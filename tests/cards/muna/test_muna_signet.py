"""Muna Signet: choose one (rares: Fleeting, choose two): target three Expeditions and create a
Woollyback token in each; target Character with Hand Cost {3} or less gains Anchored; place a
Forest Terrain Marker on target visible region (CR 6.5.g; README rulings: Terrain Markers)."""

from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Side, Status, Terrain, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, ACHILLES, answer, check_facts, pick_if_asked, play_spell, put, start, tokens_named,
)

C, R1, R2 = "ALT_CYCLONE_B_MU_79_C", "ALT_CYCLONE_B_MU_79_R1", "ALT_CYCLONE_B_MU_79_R2"


def _cast(version: str):
    g, p = start()
    small = put(g, 1 - p, AMELIA, Zone.EXPEDITION)  # Hand Cost 3
    big = put(g, 1 - p, ACHILLES, Zone.EXPEDITION)  # Hand Cost 5
    signet = put(g, p, version)
    play_spell(g, signet)
    return g, p, signet, small, big


def _sheep_mode(g):
    answer(g, "mode 1")
    for where in ("hero theirs", "companion theirs", "hero yours"):
        act(g, f"expedition -> {where}")


def test_alt_cyclone_b_mu_79_c_each_mode_alone():
    g, p, signet, small, big = _cast(C)
    _sheep_mode(g)
    assert len(tokens_named(g, 1 - p, "Woollyback")) == 2
    assert len(tokens_named(g, p, "Woollyback", Side.HERO)) == 1
    g, p, signet, small, big = _cast(C)
    answer(g, "mode 2")
    pick_if_asked(g, small)  # Achilles costs 5: not a legal target
    assert g.cards[small].has(Status.ANCHORED) and not g.cards[big].has(Status.ANCHORED)
    g, p, signet, small, big = _cast(C)
    answer(g, "mode 3")
    act(g, "region 0")
    assert terrains_at(g, 0) == [Terrain.FOREST]
    assert signet in g.players[p].reserve  # not Fleeting
    check_facts(C, 2, 4, None, "MU")


def _two_modes(version: str, faction: str):
    g, p, signet, small, big = _cast(version)
    answer(g, "mode 1")
    answer(g, "mode 3")  # both chosen first, then done in that order (CR 6.5.g)
    for where in ("hero theirs", "companion theirs", "hero yours"):
        act(g, f"expedition -> {where}")
    act(g, "region 7")
    assert len(tokens_named(g, 1 - p, "Woollyback")) == 2
    assert terrains_at(g, 7) == [Terrain.FOREST]
    assert signet in g.players[p].discard  # Fleeting
    check_facts(version, 3, 3, None, faction)


def test_alt_cyclone_b_mu_79_r1_choose_two_modes():
    _two_modes(R1, "MU")


def test_alt_cyclone_b_mu_79_r2_choose_two_modes():
    _two_modes(R2, "LY")
