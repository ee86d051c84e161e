"""Nadir & Bubbles (Hero): begins the game with a Forest, a Mountain and a Water Terrain Marker;
at Noon may place one of them on target visible region (README rulings: Terrain Markers;
CR 4.1.h, 2.2.2.p, 4.2.2)."""

from altered_tui.engine.objects import terrains_at
from altered_tui.engine.types import Phase, Terrain

from tests.abilities.support import act, options
from tests.cards.builders import card, new_game_with_hero, run_until

NADIR = "ALT_CYCLONE_B_LY_65_C"
F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def _noon_may(g, player):
    while not (g.phase is Phase.NOON and g.pending.kind == "may" and g.pending.player == player):
        act(g, "pass" if "pass" in options(g) else "expand none" if "expand none" in options(g)
            else "no" if "no" in options(g) else options(g)[0])


def test_alt_cyclone_b_ly_65_c_facts_and_three_markers_at_the_start():
    d = card(NADIR)
    assert (d.type.value, d.faction.value, d.reserve_limit, d.landmark_limit) == ("hero", "LY", 2, 2)
    g = new_game_with_hero(NADIR)
    assert g.players[0].markers == [F, M, W] and g.players[1].markers == [F, M, W]
    assert all(not r.markers for r in g.regions)


def test_alt_cyclone_b_ly_65_c_at_noon_places_a_marker_then_moves_it():
    g = new_game_with_hero(NADIR)
    first = g.first_player
    _noon_may(g, first)  # the first Noon of the game (its Reaction is not limited to later Days)
    act(g, "yes")
    assert options(g) == ["marker forest", "marker mountain", "marker water"]
    act(g, "marker water")
    assert options(g) == ["region 0", "region 7"]  # the face-down Tumult halves are not visible
    act(g, "region 7")
    assert terrains_at(g, 7) == [W] and g.players[first].markers == [F, M]
    _noon_may(g, 1 - first)
    act(g, "no")  # the other player keeps theirs
    assert g.players[1 - first].markers == [F, M, W]
    run_until(g, g.day + 1, Phase.NOON)
    _noon_may(g, first)
    act(g, "yes")
    act(g, "marker water")  # the one on region 7 moves (README rulings: Terrain Markers)
    act(g, "region 0")
    assert terrains_at(g, 0) == [W] and terrains_at(g, 7) == [F, M, W]
    assert g.players[first].markers == [F, M]
