"""Dusk: Progress (CR 4.2.4), Asleep (2.4.3), Gigantic (7.4.4.b/e), Defender (7.4.2)."""

from tests.log_text import line
from altered_tui.engine.types import Status, Terrain

from tests.engine.builders import COMPANION, HERO, afternoon, character, events, pass_both


def dusk(g):
    """Run the Afternoon out; return {(player, side): progress report entry}."""
    pass_both(g)
    return {(e["player"], e["side"]): e for e in g.progress_report["expeditions"]}


def moved(g):
    """Which expeditions left their starting region (positions after Dusk)."""
    return {(p.index, s.value) for p in g.players for s in (HERO, COMPANION)
            if p.positions[s] != (0 if s is HERO else 7)}


def put_on_region(g, player, side, terrains):
    """Place an Expedition on the (revealed) Tumult half with exactly these terrains."""
    index = next(i for i, r in enumerate(g.regions) if set(r.terrains) == set(terrains)
                 and r.kind == "tumult")
    g.regions[index].face_up = True
    g.players[player].positions[side] = index
    return index


def test_4_2_4_b_a_greater_statistic_moves_the_expedition_forward():
    g = afternoon(0)
    character(g, 0, HERO, (2, 0, 0))
    character(g, 1, HERO, (1, 0, 0))
    report = dusk(g)
    assert moved(g) == {(0, "hero")} and g.players[0].positions[HERO] == 1
    assert report[(0, "hero")]["wins"] == ["forest"] and report[(1, "hero")]["wins"] == []


def test_4_2_4_b_each_expedition_faces_the_opponents_expedition_of_the_same_side():
    g = afternoon(0)
    character(g, 0, COMPANION, (0, 0, 2))
    character(g, 1, HERO, (0, 0, 5))
    report = dusk(g)
    assert moved(g) == {(0, "companion"), (1, "hero")}
    assert report[(0, "companion")]["facing"] == [0, 0, 0]


def test_4_2_4_b_only_terrains_of_the_expeditions_own_region_count():
    g = afternoon(0)
    put_on_region(g, 0, HERO, {Terrain.FOREST})
    start = g.players[0].positions[HERO]
    character(g, 0, HERO, (0, 9, 9))
    report = dusk(g)
    assert g.players[0].positions[HERO] == start
    assert report[(0, "hero")]["terrains"] == ["forest"]
    assert any(n["via"] == "outside" for n in report[(0, "hero")]["notes"])


def test_4_2_4_b_a_region_terrain_won_moves_even_if_others_are_lost():
    g = afternoon(0)
    put_on_region(g, 0, HERO, {Terrain.MOUNTAIN, Terrain.WATER})
    start = g.players[0].positions[HERO]
    character(g, 0, HERO, (0, 0, 3))
    character(g, 1, HERO, (9, 9, 0))
    dusk(g)
    assert g.players[0].positions[HERO] == start + 1


def test_4_2_4_e_a_tie_is_not_enough():
    g = afternoon(0)
    character(g, 0, HERO, (2, 3, 1))
    character(g, 1, HERO, (2, 3, 1))
    report = dusk(g)
    assert moved(g) == set()
    assert sum(n["via"] == "tie" for n in report[(0, "hero")]["notes"]) == 3


def test_4_2_4_f_zero_never_moves_even_against_negative():
    g = afternoon(0)
    character(g, 0, HERO, (0, 0, 0))
    character(g, 1, HERO, (-1, -2, -3))
    report = dusk(g)
    assert moved(g) == set()
    assert sum(n["via"] == "zero" for n in report[(0, "hero")]["notes"]) == 3


def test_4_2_4_f_negative_statistics_lower_the_sum():
    g = afternoon(0)
    character(g, 0, HERO, (3, 0, 0))
    character(g, 0, HERO, (-2, 0, 0))
    character(g, 1, HERO, (2, 0, 0))
    report = dusk(g)
    assert report[(0, "hero")]["stats"] == [1, 0, 0] and moved(g) == {(1, "hero")}


def test_4_2_4_g_an_expedition_moves_only_once_when_winning_several_terrains():
    g = afternoon(0)
    character(g, 0, HERO, (3, 3, 3))
    report = dusk(g)
    assert report[(0, "hero")]["wins"] == ["forest", "mountain", "water"]
    assert g.players[0].positions[HERO] == 1


def test_4_2_4_h_all_successful_expeditions_move_simultaneously():
    g = afternoon(0)
    for p in (0, 1):
        character(g, p, HERO, (1, 0, 0) if p == 0 else (0, 1, 0))
        character(g, p, COMPANION, (0, 0, 1) if p == 0 else (1, 0, 0))
    start = len(g.log)
    dusk(g)
    assert len(moved(g)) == 4
    kinds = [e.kind for e in g.log[start:] if e.kind in ("progress", "reveal")]
    assert kinds[:4] == ["progress"] * 4 and "progress" not in kinds[4:]


def test_2_4_3_an_asleep_characters_statistics_are_not_counted():
    g = afternoon(0)
    character(g, 0, HERO, (5, 5, 5), status=Status.ASLEEP)
    character(g, 0, HERO, (1, 0, 0))
    character(g, 1, HERO, (2, 0, 0))
    report = dusk(g)
    assert report[(0, "hero")]["stats"] == [1, 0, 0] and moved(g) == {(1, "hero")}


def test_7_4_4_b_e_a_gigantic_character_counts_in_both_expeditions():
    g = afternoon(0)
    character(g, 0, HERO, (1, 0, 0), gigantic=True)
    character(g, 1, COMPANION, (0, 0, 0))
    report = dusk(g)
    assert report[(0, "hero")]["stats"] == report[(0, "companion")]["stats"] == [1, 0, 0]
    assert moved(g) == {(0, "hero"), (0, "companion")}


def test_7_4_2_b_a_defender_stops_its_expedition_from_moving():
    g = afternoon(0)
    character(g, 0, HERO, (3, 3, 3))
    character(g, 0, HERO, (0, 0, 0), defender=True)
    character(g, 0, COMPANION, (1, 1, 1))
    report = dusk(g)
    assert moved(g) == {(0, "companion")}
    assert report[(0, "hero")]["blocked"]["rule"] == "7.4.2.b"
    assert events(g, "progress")[0].rule == "4.2.4.i"


def test_7_4_2_b_a_gigantic_defender_stops_both_expeditions():
    g = afternoon(0)
    character(g, 0, COMPANION, (2, 2, 2), defender=True, gigantic=True)
    dusk(g)
    assert moved(g) == set()


def test_4_2_4_i_progress_log_notes_carry_rule_numbers():
    g = afternoon(0)
    character(g, 0, HERO, (2, 1, 0))
    character(g, 1, HERO, (1, 1, 0))
    dusk(g)
    log = {(e.player, e.data["side"]): e for e in events(g, "progress")}
    assert log[(0, "hero")].rule == "4.2.4.b" and "moves forward" in line(g, log[(0, "hero")])
    assert log[(1, "hero")].rule == "4.2.4.i" and "fails to move" in line(g, log[(1, "hero")])
    text = line(g, log[(0, "hero")])
    assert "[4.2.4.b]" in text and "[4.2.4.e]" in text and "[4.2.4.f]" in text
