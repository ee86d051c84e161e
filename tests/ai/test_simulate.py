"""simulate: results independent of the process count, Wilson intervals, summary keys."""

import json

import pytest

from altered_tui.cli import main
from altered_tui.simulate import simulate, wilson

from tests.engine.builders import BRAVOS, LYRA, POOL


def test_wilson_interval_matches_known_values():
    lo, hi = wilson(8, 10)
    assert (round(lo, 3), round(hi, 3)) == (0.490, 0.943)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_results_do_not_depend_on_the_number_of_processes():
    one = simulate(BRAVOS, LYRA, POOL, 8, seed=40, ai=("greedy", "random"), jobs=1)
    two = simulate(BRAVOS, LYRA, POOL, 8, seed=40, ai=("greedy", "random"), jobs=2)
    assert [(r.seed, r.winner, r.days, r.actions) for r in one.results] == \
        [(r.seed, r.winner, r.days, r.actions) for r in two.results]
    drop = {"seconds"}
    assert {k: v for k, v in one.as_json().items() if k not in drop} == \
        {k: v for k, v in two.as_json().items() if k not in drop}


def test_summary_counts_first_player_wins_and_distances():
    s = simulate(BRAVOS, LYRA, POOL, 10, seed=0)
    decided = [r for r in s.results if r.winner is not None]
    assert s.first_player_wins == sum(r.winner == r.first_player for r in decided)
    assert s.mean_distance[0] == sum(r.distances[0] for r in s.results) / 10
    assert max(max(r.distances) for r in decided) >= 7  # someone reached the end


def test_cli_json_keeps_the_old_keys_and_adds_the_new(capsys):
    assert main(["simulate", "--games", "4", "--ai", "greedy,random", "--jobs", "2",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("games", "wins", "draws_or_unfinished", "errors", "mean_days", "seconds",
                "win_rate_ci95", "first_player_win_rate", "mean_final_distance"):
        assert key in data
    assert data["games"] == 4 and data["wins"][0] >= 3


@pytest.mark.parametrize("bad", ["greedy,smart", "a,b,c"])
def test_cli_rejects_unknown_ai_levels(capsys, bad):
    assert main(["simulate", "--games", "1", "--ai", bad]) == 1
    assert capsys.readouterr().err.startswith("error: --ai")


def test_cli_table_shows_confidence_interval_and_first_player(capsys):
    assert main(["simulate", "--games", "3", "--ai", "greedy,random"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "first player wins" in out and "mean final distance" in out
