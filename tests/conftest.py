"""Every test runs with its own settings and data folders, in English: the machine's saved
language and autosaves never change a test's result, and tests never write to them."""

from __future__ import annotations

import pytest

from altered_tui.i18n import set_language


@pytest.fixture(autouse=True)
def isolated_user_folders(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("ALTERED_TUI_CONFIG", str(home / "config"))
    monkeypatch.setenv("ALTERED_TUI_DATA", str(home / "data"))
    set_language("en")
    yield
    set_language("en")
