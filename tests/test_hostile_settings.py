"""A hostile settings.json (nested deeply, a FIFO, a link to an endless device, huge) never
stops a command: one warning line, then the default settings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from altered_tui.cli import main
from altered_tui.i18n import settings
from altered_tui.i18n.settings import MAX_SETTINGS_BYTES, settings_path


@pytest.fixture(autouse=True)
def fresh_warnings(monkeypatch):
    monkeypatch.setattr(settings, "_warned", set())


def _settings_file() -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _run_settings(capsys) -> tuple[int, list[str], list[str]]:
    code = main(["settings"])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err.splitlines()


def test_a_settings_file_nested_deeply_gives_one_warning_and_the_defaults(capsys):
    depth = MAX_SETTINGS_BYTES // 2 - 10  # within the size limit, far past the recursion limit
    _settings_file().write_text("[" * depth + "]" * depth)
    code, out, err = _run_settings(capsys)
    assert code == 0
    assert out[0] == "lang = en"
    assert len(err) == 1 and err[0].startswith("warning: ") and "default settings" in err[0]


def test_a_huge_settings_file_is_refused_before_it_is_read(capsys):
    keys = {f"key{i}": "x" * 100 for i in range(2000)}
    _settings_file().write_text(json.dumps(keys))
    code, out, err = _run_settings(capsys)
    assert code == 0 and out[0] == "lang = en"
    assert len(err) == 1 and "too large" in err[0]


def test_settings_shows_only_the_settings_the_program_has_each_cut_short(capsys):
    _settings_file().write_text(json.dumps({"lang": "fr", "theme": "t" * 5000,
                                            "password": "hunter2", "api_key": "secret"}))
    code, out, err = _run_settings(capsys)
    text = "\n".join(out)
    assert code == 0 and err == []
    assert out[0] == "lang = fr"
    assert out[1].startswith("theme = ttt") and "(5,000 characters)" in out[1]
    assert len(out[1]) < 120
    assert "hunter2" not in text and "secret" not in text and "password" not in text


def test_a_settings_value_with_terminal_escapes_is_shown_harmless(capsys):
    _settings_file().write_text(json.dumps({"theme": "nord\x1b[2J\x1b]0;owned\x07"}))
    code, out, _ = _run_settings(capsys)
    assert code == 0
    assert "\x1b" not in "\n".join(out) and "\x07" not in "\n".join(out)
    assert out[1] == r"theme = nord\x1b[2J\x1b]0;owned\x07"


def _run_in_child(env_dir: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, ALTERED_TUI_CONFIG=str(env_dir))
    return subprocess.run([sys.executable, "-m", "altered_tui", *args], capture_output=True,
                          text=True, env=env, timeout=60, stdin=subprocess.DEVNULL)


def test_a_settings_file_that_is_a_fifo_does_not_hang_a_command():
    path = _settings_file()
    os.mkfifo(path)
    done = _run_in_child(path.parent, "glossary", "Rush")  # a hang ends in TimeoutExpired
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        f"warning: {path}: is a pipe (FIFO), not a file; using the default settings"]
    assert "Rush" in done.stdout


def test_a_settings_file_linked_to_dev_zero_is_refused_without_reading_it():
    path = _settings_file()
    path.symlink_to("/dev/zero")
    done = _run_in_child(path.parent, "settings")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        f"warning: {path}: is a device, not a file; using the default settings"]
    assert done.stdout.splitlines()[0] == "lang = en"
