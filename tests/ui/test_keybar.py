"""The key bar at the bottom: never cut at any size from 80 columns, in English and French;
the most important keys and the help key stay; a click on a key presses it."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from altered_tui.i18n import set_language
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.widgets.keybar import KeyBar
from tests.ui.helpers import advance, kind_is, make_app, run_async

FIRST_KEYS = ("0-9", "⏎", "p")  # choose by number, play / choose, pass


async def _board_bar(size: tuple[int, int]) -> tuple[str, KeyBar]:
    app = make_app()
    advance(app, kind_is("turn"))
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        bar = app.screen.query_one(KeyBar)
        return bar.render().plain, bar


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (160, 50)])
@run_async
async def test_the_board_keys_fit_and_keep_the_help_key(lang, size):
    set_language(lang)
    line, bar = await _board_bar(size)
    help_key = next(k for k in bar.keys if k.action == "help")
    assert cell_len(line.rstrip()) <= size[0]
    assert f"{help_key.display} {help_key.description}" in line
    shown = line.split()
    assert all(key in shown for key in FIRST_KEYS)
    if size[0] >= 160:  # room for every key, each with its whole description
        assert all(f"{k.display} {k.description}" in line for k in bar.keys)
    # every key shown is whole: its description follows it in full
    for key in bar.keys:
        if f" {key.display} " in f" {line}" and key.display not in FIRST_KEYS[:1]:
            assert f"{key.display} {key.description}" in line


@run_async
async def test_a_click_on_a_key_presses_it():
    app = make_app()
    advance(app, kind_is("turn"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        column = bar.render().plain.index("?/F1")
        await pilot.click(KeyBar, offset=(column, 0))
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
