"""The `altered-tui` command line: simulate, and input errors."""

import json
from pathlib import Path

from altered_tui.cards.pool import decks_dir
from altered_tui.cli import main


def test_simulate_200_games_reports_every_game_without_errors(capsys):
    assert main(["simulate", "--games", "200", "--seed", "0", "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    summary = json.loads(out[0])
    assert summary["games"] == 200 and summary["errors"] == 0
    assert summary["error_seeds"] == []
    assert sum(summary["wins"]) + summary["draws_or_unfinished"] == 200
    assert min(summary["wins"]) > 0


def test_simulate_is_deterministic_for_a_seed(capsys):
    main(["simulate", "--games", "20", "--seed", "7", "--json"])
    first = json.loads(capsys.readouterr().out)
    main(["simulate", "--games", "20", "--seed", "7", "--json"])
    second = json.loads(capsys.readouterr().out)
    for key in ("wins", "draws_or_unfinished", "mean_days"):
        assert first[key] == second[key]


def test_a_missing_deck_file_is_a_one_line_error_without_traceback(tmp_path, capsys):
    missing = tmp_path / "nope.yaml"
    good = decks_dir() / "lyra-practice.yaml"
    assert main(["simulate", str(missing), str(good), "--games", "1"]) == 1
    captured = capsys.readouterr()
    assert captured.err.strip().splitlines() == [f"error: {missing}: no such file"]
    assert "Traceback" not in captured.err and captured.out == ""


def test_a_single_deck_argument_is_an_error(capsys, tmp_path):
    assert main(["simulate", str(tmp_path / "one.yaml"), "--games", "1"]) == 1
    assert capsys.readouterr().err.startswith("error: ")


def test_python_dash_m_runs_the_command_line():
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "altered_tui", "validate", "cards/"],
                         capture_output=True, text=True, cwd=Path(__file__).parents[1])
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1].startswith("ok:")
