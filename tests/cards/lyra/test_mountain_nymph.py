"""Mountain Nymph: {H} if I'm facing an Expedition in Mountain, an Aerolith token in your
Landmarks (rares: target player's; CR 1.2.3.c, 7.5.2.a; README: Landmark tokens); the Lyra
rare also {R}: you may move a Mountain Terrain Marker to my region (README rulings: Terrain
Markers); the Axiom rare's is {J}, from anywhere."""

from altered_tui.engine.adventure import place_marker
from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Terrain, Zone

from tests.abilities.support import act, options
from tests.cards.builders import add_mana, check_facts, landmark_tokens, play, put, settle, start

C, R1, R2 = "ALT_CYCLONE_B_LY_70_C", "ALT_CYCLONE_B_LY_70_R1", "ALT_CYCLONE_B_LY_70_R2"


def _played(version: str, src: str = "hand", water_only: bool = False, whom: str = "theirs"):
    g, p = start()
    add_mana(g, p, 2)
    if water_only:  # region 0 is Water only: the Expedition faced is not in Mountain
        place_marker(g, p, 0, Terrain.WATER, None, "test")
    nymph = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, nymph, src=src)
    settle(g)
    if g.pending.kind == "player":
        act(g, f"player {whom}")
    return g, p


def test_alt_cyclone_b_ly_70_c_an_aerolith_in_your_landmarks_when_facing_mountain():
    g, p = _played(C)
    assert len(landmark_tokens(g, p)) == 1
    g, p = _played(C, water_only=True)
    assert not landmark_tokens(g, p)
    g, p = _played(C, src="reserve")  # {H}: not from Reserve
    assert not landmark_tokens(g, p)
    check_facts(C, 3, 2, (0, 4, 0), "LY")


def test_alt_cyclone_b_ly_70_r1_target_players_aerolith_and_a_mountain_marker_from_reserve():
    g, p = _played(R1)
    assert len(landmark_tokens(g, 1 - p)) == 1 and not landmark_tokens(g, p)
    g, p = start()
    place_marker(g, 1 - p, 7, Terrain.MOUNTAIN, None, "test")
    nymph = put(g, p, R1, Zone.RESERVE)
    play(g, nymph, src="reserve")
    settle(g)
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert terrains_at(g, 0) == [Terrain.MOUNTAIN] and terrains_at(g, 7) == list(Terrain)
    assert not landmark_tokens(g, p) and not landmark_tokens(g, 1 - p)
    check_facts(R1, 3, 2, (0, 4, 0), "LY")


def test_alt_cyclone_b_ly_70_r2_axiom_version_works_from_reserve_too():
    g, p = _played(R2, src="reserve", whom="yours")
    assert len(landmark_tokens(g, p)) == 1
    g, p = _played(R2, water_only=True)
    assert not landmark_tokens(g, p) and not landmark_tokens(g, 1 - p)
    check_facts(R2, 3, 2, (0, 4, 0), "AX")
