"""Tiebreakers (CR 4.3) and Gigantic during tiebreakers (CR 7.4.4.l)."""

from altered_tui.engine.adventure import move_backward, move_forward
from altered_tui.engine.types import TERRAINS, Status

from tests.engine.builders import (
    COMPANION, HERO, afternoon, character, events, pass_both, run_until, set_positions,
)


def tiebreak_game():
    """Day 2 Afternoon with tiebreakers started at the end of day 1 (sums 7 and 7)."""
    g = afternoon(0)
    set_positions(g, 0, 3, 3)
    set_positions(g, 1, 4, 4)
    pass_both(g)
    assert g.tiebreak and g.winner is None
    return run_until(g, lambda s: s.pending.kind == "turn")


def arena(g):
    pass_both(g)
    return events(g, "arena")[-2:]


def test_4_3_a_c_the_adventure_becomes_one_arena_with_every_terrain():
    g = tiebreak_game()
    assert len(g.regions) == 1
    assert g.regions[0].kind == "arena" and g.regions[0].terrains == TERRAINS


def test_4_3_d_expeditions_cannot_move_during_tiebreakers():
    g = tiebreak_game()
    before = [dict(p.positions) for p in g.players]
    assert not move_forward(g, 0, HERO, "test") and not move_backward(g, 0, COMPANION, "test")
    character(g, 0, HERO, (3, 3, 3))
    character(g, 1, HERO, (3, 3, 3))
    start = len(g.log)
    arena(g)
    assert [dict(p.positions) for p in g.players] == before
    assert g.progress_report["tiebreak"] and not events(g, "progress", since=start)


def test_4_3_e_more_terrains_won_with_summed_expeditions_wins():
    g = tiebreak_game()
    character(g, 0, HERO, (2, 0, 0))
    character(g, 0, COMPANION, (0, 2, 0))
    character(g, 1, HERO, (1, 1, 5))
    arena(g)
    assert g.progress_report["totals"] == [[2, 2, 0], [1, 1, 5]]
    assert g.winner == 0 and events(g, "victory")[-1].rule == "4.3.e"


def test_4_3_e_winning_needs_a_positive_statistic():
    g = tiebreak_game()
    character(g, 0, HERO, (0, 0, 1))
    character(g, 1, HERO, (-1, -1, 0))
    arena(g)
    assert g.progress_report["won"] == [["water"], []] and g.winner == 0


def test_4_3_e_equal_terrain_counts_continue_the_game():
    g = tiebreak_game()
    character(g, 0, HERO, (3, 0, 0))
    character(g, 1, COMPANION, (0, 3, 0))
    arena(g)
    assert g.winner is None and events(g, "arena_tie")[-1].rule == "4.3.e"


def test_4_3_f_tiebreakers_may_last_several_days_and_check_victory_does_nothing():
    g = tiebreak_game()
    for _ in range(2):
        set_positions(g, 0, 7, 0)  # a 14 would win outside tiebreakers
        arena(g)
        assert g.winner is None
        run_until(g, lambda s: s.pending.kind == "turn")
    assert g.day == 4 and g.tiebreak
    character(g, 1, HERO, (0, 1, 0))
    arena(g)
    assert g.winner == 1 and g.day == 4


def test_7_4_4_l_a_gigantic_character_counts_twice_in_the_arena():
    g = tiebreak_game()
    character(g, 0, HERO, (1, 1, 1), gigantic=True)
    character(g, 1, HERO, (1, 1, 1))
    character(g, 1, COMPANION, (0, 0, 1))
    arena(g)
    assert g.progress_report["totals"] == [[2, 2, 2], [1, 1, 2]]
    assert g.winner == 0


def test_2_4_3_asleep_characters_do_not_count_in_the_arena():
    g = tiebreak_game()
    character(g, 0, HERO, (5, 5, 5), status=Status.ASLEEP)
    character(g, 1, HERO, (1, 1, 0))
    arena(g)
    assert g.progress_report["totals"][0] == [0, 0, 0] and g.winner == 1
