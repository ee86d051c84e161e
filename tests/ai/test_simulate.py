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


def test_batches_hand_out_every_seed_once_in_contiguous_runs():
    from altered_tui.simulate import batches

    for games, jobs in [(1, 2), (7, 2), (100, 2), (2000, 2), (2000, 8), (33, 5)]:
        seeds = range(10, 10 + games)
        work = batches(seeds, jobs)
        assert [sd for batch in work for sd in batch] == list(seeds)
        assert all(len(b) == b.stop - b.start for b in work)  # contiguous
        assert len(work) >= min(games, jobs)  # no process left without work


def test_results_are_in_seed_order_whatever_the_process_count():
    runs = [simulate(BRAVOS, LYRA, POOL, 24, seed=500, jobs=j) for j in (1, 2, 3)]
    for s in runs:
        assert [r.seed for r in s.results] == list(range(500, 524))
    assert runs[0].as_json() | {"seconds": 0} == runs[1].as_json() | {"seconds": 0} == \
        runs[2].as_json() | {"seconds": 0}


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_sums_up_the_games_played_so_far(jobs):
    seen = []

    def interrupt_after_five(r):
        seen.append(r)
        if len(seen) == 5:
            raise KeyboardInterrupt

    s = simulate(BRAVOS, LYRA, POOL, 400, seed=0, jobs=jobs, on_game=interrupt_after_five)
    assert s.stopped and s.as_json()["stopped"] is True
    assert s.games == 5 == len(seen)
    assert sorted(r.seed for r in seen) == [r.seed for r in s.results]


def test_ctrl_c_on_the_command_prints_the_partial_results_and_exits_130(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time

    proc = subprocess.Popen(
        [sys.executable, "-m", "altered_tui", "simulate", "--games", "1000000", "--jobs", "2"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "ALTERED_TUI_CACHE": str(tmp_path)}, start_new_session=True)
    deadline = time.monotonic() + 120
    while len(_children(proc.pid)) < 2:  # the pool is loaded once the games are handed out
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.1)
    time.sleep(3)  # a few batches of games are played
    os.killpg(proc.pid, signal.SIGINT)  # as a terminal's ctrl+c: to the whole group
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert "stopped by ctrl+c:" in out and "of the 1000000 games were played" in out
    assert "win rate (95% CI)" in out  # the table of the games that were played


def _children(pid: int) -> list[int]:
    """The processes whose parent is `pid`, read from /proc."""
    from pathlib import Path

    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found
