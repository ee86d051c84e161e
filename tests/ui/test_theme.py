"""The colour theme chosen in the command palette is kept in the user settings and used at
the next start; a bad settings file or an unknown theme leaves the default, never a crash."""

from __future__ import annotations

import json

import pytest

from altered_tui.i18n.settings import load_settings, settings_path
from tests.ui.helpers import make_app, run_async

DEFAULT = "textual-dark"


async def _theme_at_start() -> str:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        return app.theme


@run_async
async def test_a_theme_chosen_is_saved_and_used_at_the_next_start():
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        assert app.theme == DEFAULT
        app.theme = "nord"  # what the palette's Theme command does
        await pilot.pause()
    assert load_settings()["theme"] == "nord"
    assert await _theme_at_start() == "nord"


@run_async
async def test_the_theme_is_saved_beside_the_language():
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"lang": "en"}))
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.theme = "gruvbox"
        await pilot.pause()
    assert load_settings() == {"lang": "en", "theme": "gruvbox"}


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"theme": 7}',
                                     '{"theme": "no-such-theme"}', "\x00\xff"])
def test_a_bad_settings_file_or_unknown_theme_starts_with_the_default(content):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(content)
    import asyncio

    assert asyncio.run(_theme_at_start()) == DEFAULT


@run_async
async def test_a_settings_folder_that_cannot_be_written_does_not_stop_the_match():
    settings_path().parent.parent.mkdir(parents=True, exist_ok=True)
    settings_path().parent.write_text("a file where the folder should be")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.theme = "nord"
        await pilot.pause()
        assert app.theme == "nord" and app.is_running
