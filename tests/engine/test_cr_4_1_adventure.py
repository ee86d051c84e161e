"""The Adventure (CR 1.1.7.f, 3.2.1, 4.1.b-d) and moving Expeditions (CR 7.3.16, 7.3.17)."""

from collections import Counter

from altered_tui.engine import observation
from altered_tui.engine.adventure import move_backward, move_forward
from altered_tui.engine.types import TERRAINS, Terrain

from tests.engine.builders import COMPANION, HERO, afternoon, events, game, set_positions

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def test_4_1_b_the_adventure_has_eight_regions_with_hero_and_companion_at_the_ends():
    g = game(0)
    kinds = [r.kind for r in g.regions]
    assert kinds == ["hero"] + ["tumult"] * 6 + ["companion"]
    assert g.regions[0].terrains == TERRAINS and g.regions[7].terrains == TERRAINS


def test_1_1_7_f_three_tumult_cards_with_the_right_terrain_pairs():
    g = game(0)
    cards = {}
    for r in g.regions[1:7]:
        cards.setdefault(r.tumult, []).append(frozenset(r.terrains))
    assert sorted(cards) == [0, 1, 2]
    pairs = {frozenset(halves) for halves in cards.values()}
    assert pairs == {
        frozenset({frozenset({F}), frozenset({M, W})}),
        frozenset({frozenset({M}), frozenset({F, W})}),
        frozenset({frozenset({W}), frozenset({F, M})}),
    }
    for i in (1, 3, 5):  # the two halves of one card are next to each other
        assert g.regions[i].tumult == g.regions[i + 1].tumult


def test_4_1_c_tumult_order_and_orientation_vary_with_the_seed():
    layouts = Counter(tuple(tuple(r.terrains) for r in game(s).regions[1:7]) for s in range(40))
    orders = {tuple(r.tumult for r in game(s).regions[1:7:2]) for s in range(40)}
    assert len(orders) == 6  # all 3! orders of the Tumult cards happen
    assert len(layouts) > 20  # and orientations differ too (48 layouts in all)


def test_4_1_c_tumult_halves_start_face_down_and_show_no_terrain():
    g = game(5)
    assert all(not r.face_up and r.visible_terrains == () for r in g.regions[1:7])
    for viewer in (0, 1):
        regions = observation(g, viewer)["regions"]
        assert all(r["terrains"] == [] for r in regions[1:7])
        assert regions[0]["terrains"] == ["forest", "mountain", "water"]


def test_4_1_d_expeditions_start_in_their_own_regions():
    g = game(0)
    for p in g.players:
        assert p.positions == {HERO: 0, COMPANION: 7}


def test_7_3_17_b_moving_onto_a_face_down_half_reveals_the_whole_tumult_card():
    g = afternoon(0)
    assert move_forward(g, 0, HERO, "test")
    assert g.players[0].positions[HERO] == 1
    card = g.regions[1].tumult
    assert all(r.face_up for r in g.regions if r.tumult == card)
    assert all(not r.face_up for r in g.regions if r.tumult not in (card, None))
    assert events(g, "reveal")[-1].rule == "7.3.17.b"


def test_7_3_17_a_companion_expedition_moves_towards_the_hero_region():
    g = afternoon(0)
    assert move_forward(g, 1, COMPANION, "test")
    assert g.players[1].positions[COMPANION] == 6 and g.regions[6].face_up


def test_7_3_17_c_an_expedition_at_the_far_end_does_not_move_forward():
    g = afternoon(0)
    set_positions(g, 0, 7, 0)
    assert not move_forward(g, 0, HERO, "test") and not move_forward(g, 0, COMPANION, "test")
    assert g.players[0].positions == {HERO: 7, COMPANION: 0}
    assert events(g, "no_move")[-1].rule == "7.3.17.c"


def test_7_3_16_a_moving_backward_goes_towards_the_origin():
    g = afternoon(0)
    set_positions(g, 0, 3, 4)
    assert move_backward(g, 0, HERO, "test") and move_backward(g, 0, COMPANION, "test")
    assert g.players[0].positions == {HERO: 2, COMPANION: 5}


def test_7_3_16_b_an_expedition_in_its_origin_does_not_move_backward():
    g = afternoon(0)
    assert not move_backward(g, 0, HERO, "test") and not move_backward(g, 0, COMPANION, "test")
    assert g.players[0].positions == {HERO: 0, COMPANION: 7}
    assert events(g, "no_move")[-1].rule == "7.3.16.b"
