"""A first run says what to do: `altered-tui` alone names the lessons and a match, and the
first `play` at a terminal offers the lessons, once."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from altered_tui import welcome
from altered_tui.cli import main
from altered_tui.lessons import all_lessons
from altered_tui.ui import app as match_app
from altered_tui.ui.screens import lesson as lesson_screen

LESSONS = len(all_lessons())  # the number the first run says, as many as there are


@pytest.fixture
def opened(monkeypatch):
    """What `play` opened: ["lessons"] or ["match"] (neither screen really starts)."""
    seen: list[str] = []
    monkeypatch.setattr(match_app, "run_match", lambda *a, **k: seen.append("match") or 0)
    monkeypatch.setattr(lesson_screen, "run_lessons", lambda *a, **k: seen.append("lessons") or 0)
    return seen


def _at_a_terminal(monkeypatch, answers: list[str]) -> list[str]:
    """stdin and stdout are a terminal where the player types `answers`; the questions
    asked are returned."""
    asked: list[str] = []
    monkeypatch.setattr(welcome, "at_a_terminal", lambda: True)
    monkeypatch.setattr("builtins.input", lambda q: asked.append(q) or answers.pop(0))
    return asked


def test_altered_tui_alone_says_to_start_with_the_lessons(capsys, opened):
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "altered-tui learn" in out and f"{LESSONS} short lessons (start here)" in out
    assert "altered-tui play" in out and "altered-tui --help" in out
    assert opened == []  # not at a terminal: nothing is asked, nothing opens
    assert not welcome.lessons_offered()


def test_python_dash_m_alone_prints_the_welcome_and_exits_0(tmp_path):
    env = {"ALTERED_TUI_CONFIG": str(tmp_path), "ALTERED_TUI_DATA": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-m", "altered_tui"], capture_output=True, text=True,
                         cwd=Path(__file__).parents[1], env=env, stdin=subprocess.DEVNULL)
    assert out.returncode == 0, out.stderr
    assert "altered-tui learn" in out.stdout and out.stderr == ""


def test_the_first_play_offers_the_lessons_and_enter_opens_them(monkeypatch, capsys, opened):
    asked = _at_a_terminal(monkeypatch, [""])
    assert main(["play"]) == 0
    assert opened == ["lessons"] and asked == ["Open the lessons now? [Y/n] "]
    assert f"{LESSONS} short lessons (`altered-tui learn`)" in capsys.readouterr().out
    assert main(["play"]) == 0  # the next play: a match, without asking again
    assert opened == ["lessons", "match"] and len(asked) == 1


def test_no_to_the_lessons_starts_the_match_and_is_not_asked_again(monkeypatch, opened):
    asked = _at_a_terminal(monkeypatch, ["n"])
    assert main(["play", "--vs-ai", "random"]) == 0
    assert opened == ["match"] and len(asked) == 1
    assert main(["play"]) == 0
    assert opened == ["match", "match"] and len(asked) == 1


def test_the_offer_speaks_french_and_takes_a_french_yes(monkeypatch, opened):
    asked = _at_a_terminal(monkeypatch, ["oui"])
    assert main(["play", "--lang", "fr"]) == 0
    assert opened == ["lessons"] and asked == ["Ouvrir les leçons maintenant ? [O/n] "]


def test_play_in_a_pipe_never_asks(monkeypatch, opened):
    monkeypatch.setattr("builtins.input", lambda q: pytest.fail("asked in a pipe"))
    assert main(["play"]) == 0
    assert opened == ["match"]


def test_altered_tui_alone_at_a_terminal_offers_the_lessons_the_first_time(monkeypatch, opened):
    asked = _at_a_terminal(monkeypatch, ["y"])
    assert main([]) == 0
    assert opened == ["lessons"] and len(asked) == 1
    assert main([]) == 0  # once only
    assert opened == ["lessons"] and len(asked) == 1


def test_a_player_with_saved_matches_is_not_new_and_is_not_asked(monkeypatch, opened):
    from altered_tui.saves.store import saves_dir

    saves_dir().mkdir(parents=True)
    (saves_dir() / "20260101T100000-abcd1234.json").write_text("{}")
    monkeypatch.setattr("builtins.input", lambda q: pytest.fail("asked a player who played"))
    monkeypatch.setattr(welcome, "at_a_terminal", lambda: True)
    assert main(["play"]) == 0
    assert opened == ["match"]
