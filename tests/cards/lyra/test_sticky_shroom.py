"""Sticky Shroom: {J} I gain Anchored (CR 2.4.2); the rares also at Noon: if I'm in Forest, an
Aerolith token in target player's Landmarks (CR 4.2.2, 7.5.2.a; README: Landmark tokens)."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.types import Phase, Status, Terrain, Zone

from tests.abilities.support import act
from tests.cards.builders import (advance_to_noon, check_facts, landmark_tokens, play, put,
                                  settle, start)

C, R1, R2 = "ALT_CYCLONE_B_LY_67_C", "ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2"


def _anchored(version: str, src: str) -> bool:
    g, p = start()
    shroom = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, shroom, src=src)
    settle(g)
    return g.cards[shroom].has(Status.ANCHORED)


def _noon(version: str, water_only: bool = False):
    g, p = start()
    shroom = put(g, p, version, Zone.EXPEDITION)  # in the hero Expedition, region 0
    g.cards[shroom].status |= Status.ANCHORED  # as its {J} gives: it stays through Rest (2.4.2)
    if water_only:
        place_marker(g, p, 0, Terrain.WATER, None, "test")

    def asked(g):
        return g.phase is Phase.NOON and g.pending.kind == "player" and g.pending.player == p

    advance_to_noon(g, stop=asked)
    if asked(g):
        act(g, "player theirs")
    return g, p


def test_alt_cyclone_b_ly_67_c_gains_anchored_as_it_joins():
    assert _anchored(C, "hand") and _anchored(C, "reserve")
    g, p = _noon(C)
    assert not landmark_tokens(g, p) and not landmark_tokens(g, 1 - p)
    check_facts(C, 2, 2, (2, 0, 0), "LY")


def _rare(version: str, faction: str) -> None:
    assert _anchored(version, "hand") and _anchored(version, "reserve")
    g, p = _noon(version)
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)
    g, p = _noon(version, water_only=True)  # not in Forest: nothing
    assert not landmark_tokens(g, p) and not landmark_tokens(g, 1 - p)
    check_facts(version, 2, 2, (2, 0, 0), faction)


def test_alt_cyclone_b_ly_67_r1_an_aerolith_at_noon_when_in_forest():
    _rare(R1, "LY")


def test_alt_cyclone_b_ly_67_r2_muna_version_same_abilities():
    _rare(R2, "MU")
