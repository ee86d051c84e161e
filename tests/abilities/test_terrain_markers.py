"""Terrain Markers (README rulings: Terrain Markers): a Marker on a visible region gives it the
Marker's terrain only, in timestamp order with the passives that change regions (CR 2.2.2.p,
2.3); a Hero may begin with Markers (CR 4.1.h); they leave with the regions (CR 4.3.a)."""

import dataclasses

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType
from altered_tui.cards.render import render_passive, render_step
from altered_tui.engine import new_game
from altered_tui.engine.adventure import reveal_tumult, start_tiebreakers
from altered_tui.engine.objects import single_terrain_regions, terrains_at
from altered_tui.engine.observation import observation
from altered_tui.engine.progress import compute_progress
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play, reaction

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
HERO_REGION, COMPANION_REGION = 0, 7


def _my_turn(g, p):
    """The opponent passes if it is their turn: the rest of the Afternoon is p's."""
    if g.pending.player != p:
        act(g, "pass")


def _place(terrain=None) -> ab.PlaceMarker:
    return ab.PlaceMarker(kind="place_marker", terrain=terrain)


def _markers_hero() -> CardDef:
    return CardDef(id="TEST_MARKER_HERO", name="Marker Hero", type=CardType.HERO,
                   abilities=(ab.PassiveAbility(kind="passive", effect=ab.StartMarkers(
                       kind="start_markers", terrains=["forest", "mountain", "water"])),))


def test_passive_start_markers_4_1_h_the_hero_begins_with_its_markers_on_no_region():
    from tests.engine.builders import BRAVOS, LYRA, POOL

    d = _markers_hero()
    pool = POOL.__class__({**POOL.defs, d.id: d})
    g = new_game(dataclasses.replace(BRAVOS, hero=d.id), LYRA, pool, seed=1)
    assert g.players[0].markers == [F, M, W] and g.players[1].markers == []
    assert all(not r.markers for r in g.regions)
    assert [e.data["terrain"] for e in g.log if e.kind == "marker"] == ["forest", "mountain", "water"]
    assert observation(g, 1)["players"][0]["markers"] == ["forest", "mountain", "water"]
    assert render_passive(d.abilities[0].effect) == ("I begin the game with a Forest Terrain "
                                                      "Marker, a Mountain Terrain Marker and a Water "
                                                      "Terrain Marker, on no region yet.")


def test_step_place_marker_2_2_2_p_the_region_has_the_markers_terrain_only():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(5, 5, 0)), Zone.EXPEDITION, Side.HERO)
    mine = next(e for e in compute_progress(g)["expeditions"] if e["player"] == p and e["side"] == "hero")
    assert mine["moves"]
    cast(g, _place("water"))
    # only the visible regions: the face-down Tumult halves are not (CR 3.1.3, 2.2.1.e)
    assert options(g) == ["region 0", "region 7"]
    act(g, "region 0")
    assert terrains_at(g, HERO_REGION) == [W] and terrains_at(g, COMPANION_REGION) == [F, M, W]
    assert g.regions[HERO_REGION].markers[0].owner is None
    line = next(e for e in reversed(g.log) if e.kind == "marker")
    assert line.data == {"via": "place", "who": p, "terrain": "water", "region": 0}
    mine = next(e for e in compute_progress(g)["expeditions"] if e["player"] == p and e["side"] == "hero")
    assert mine["terrains"] == ["water"] and not mine["moves"]  # 0 Water: nothing to win (4.2.4)
    assert {"via": "marker", "terrain": "water"} in mine["notes"]
    view = observation(g, 1 - p)["regions"][HERO_REGION]
    assert view["now"] == ["water"] and view["markers"][0]["terrain"] == "water"
    assert render_step(_place("water")).startswith("Place a Water Terrain Marker on target visible region")


def test_step_place_marker_2_3_the_latest_marker_counts_and_one_of_mine_moves():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].markers = [F, M, W]
    act(g, "pass")  # p passes first: the opponent plays the rest of the Afternoon
    p = 1 - p
    g.players[p].markers = [F, M, W]
    cast(g, _place())
    assert options(g) == ["marker forest", "marker mountain", "marker water"]
    act(g, "marker forest")
    act(g, "region 7")
    assert g.players[p].markers == [M, W] and terrains_at(g, COMPANION_REGION) == [F]
    cast(g, _place("water"))  # a later Marker on the same region: it counts (CR 2.3)
    act(g, "region 7")
    assert terrains_at(g, COMPANION_REGION) == [W]
    cast(g, _place())
    act(g, "marker forest")  # the one already on region 7 moves to region 0
    act(g, "region 0")
    assert [m.terrain for m in g.regions[COMPANION_REGION].markers] == [W]
    assert terrains_at(g, HERO_REGION) == [F] and g.players[p].markers == [M, W]
    line = next(e for e in reversed(g.log) if e.kind == "marker")
    assert line.data["via"] == "move" and line.data["from_region"] == 7


def test_step_place_marker_4_3_a_markers_leave_with_the_regions_a_heros_go_back():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[p].markers = [F, M, W]
    cast(g, _place())
    act(g, "marker mountain")
    act(g, "region 0")
    cast(g, _place("water"))
    act(g, "region 7")
    start_tiebreakers(g)
    assert g.players[p].markers == [F, M, W] and g.regions[0].markers == []
    assert terrains_at(g, 0) == [F, M, W]
    cast(g, _place("forest"))  # the Arena is the one visible region: no choice
    assert terrains_at(g, 0) == [F]


def test_step_move_marker_2_3_a_marker_moves_to_my_region():
    g = game_at_first_turn()
    p = g.pending.player

    def mover():
        return give(g, p, character(reaction("joins", ab.May(kind="may", steps=[
            ab.MoveMarker(kind="move_marker", terrain="water")]))))

    play(g, mover(), side="companion")  # the companion Expedition is on region 7
    assert options(g) == ["no"]  # no Water Marker anywhere: saying yes would do nothing (CR 6.5.f)
    act(g, "no")
    cast(g, _place("water"))  # the opponent's Spell
    act(g, "region 0")
    assert g.pending.player == p
    play(g, mover(), side="companion")
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    assert terrains_at(g, COMPANION_REGION) == [W] and terrains_at(g, HERO_REGION) == [F, M, W]
    line = next(e for e in reversed(g.log) if e.kind == "marker")
    assert line.data == {"via": "move", "who": p, "terrain": "water", "region": 7, "from_region": 0}
    assert render_step(ab.MoveMarker(kind="move_marker", terrain="water")) == \
        "Move a Water Terrain Marker from any region to my region"


def test_step_condition_single_terrain_regions_at_least_2_2_2_k_counts_visible_regions_of_one_terrain():
    g = game_at_first_turn()
    p = g.pending.player
    assert single_terrain_regions(g) == 0  # Hero and Companion regions have three terrains
    for index in (1, 3, 5):
        reveal_tumult(g, index, "test")
    assert single_terrain_regions(g) == 3  # one half of each Tumult card has one terrain
    booster = ab.If(kind="if", condition=ab.StepCondition(single_terrain_regions_at_least=4),
                    steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)])
    first = give(g, p, character(reaction("joins", booster)))
    play(g, first)
    assert g.cards[first].boosts == 0
    cast(g, _place("mountain"))
    act(g, "region 7")
    assert single_terrain_regions(g) == 4
    if g.pending.player != p:
        act(g, "pass")
    second = give(g, p, character(reaction("joins", booster)))
    play(g, second)
    assert g.cards[second].boosts == 1
    assert render_step(booster) == "If four or more single-terrain regions are visible, I gain 1 boost"


def test_step_place_marker_6_5_f_with_no_marker_of_mine_yes_is_not_offered():
    g = game_at_first_turn()
    p = g.pending.player
    assert g.players[p].markers == []
    cast(g, ab.May(kind="may", steps=[_place()]))
    assert options(g) == ["no"]
    act(g, "no")
    g.players[g.pending.player].markers = [W]
    cast(g, ab.May(kind="may", steps=[_place()]))
    assert options(g) == ["yes", "no"]
