"""Every test runs with its own settings and data folders, in English: the machine's saved
language and autosaves never change a test's result, and tests never write to them. The
card pool cache goes to a folder of the test run's own (set before any test module loads
the pool)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

os.environ["ALTERED_TUI_CACHE"] = tempfile.mkdtemp(prefix="altered-tui-cache-")
atexit.register(shutil.rmtree, os.environ["ALTERED_TUI_CACHE"], ignore_errors=True)

from altered_tui.i18n import set_language


@pytest.fixture(autouse=True)
def isolated_user_folders(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("ALTERED_TUI_CONFIG", str(home / "config"))
    monkeypatch.setenv("ALTERED_TUI_DATA", str(home / "data"))
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def ui_at_test_speed(monkeypatch):
    """Tests press keys faster than any person and need not watch the computer move: the
    guard against carried-over keys and the pause after each computer move are off (the
    tests of the guard turn it back on)."""
    from altered_tui.ui import app, keyguard

    monkeypatch.setattr(keyguard, "GUARD_SECONDS", 0.0)
    monkeypatch.setattr(app, "COMPUTER_MOVE_SECONDS", 0.0)
