"""The key bar at the bottom: never cut at any size from 80 columns, in English and French;
the most important keys and the help key stay; a click on a key presses it."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from altered_tui.i18n import set_language
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.widgets.keybar import KeyBar
from tests.ui.helpers import advance, kind_is, make_app, pass_shared_screens, run_async

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


async def _bar_text(app, pilot) -> str:
    await pilot.pause()
    return app.screen.query_one(KeyBar).render().plain


@pytest.mark.parametrize("kind", ["setup_mana", "cleanup"])
@run_async
async def test_the_pass_key_shows_only_when_there_is_something_to_pass(kind):
    app = make_app()
    advance(app, kind_is(kind))
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        board = app.board
        assert isinstance(app.screen, BoardScreen) and board.options
        assert not set(board.options) & {"pass", "expand none", "no", "done"}
        line = await _bar_text(app, pilot)
        assert "Pass" not in line and "Choose by number" in line
        taken = len(app.controller.history)
        await pilot.press("p")  # and the key indeed does nothing
        await pilot.pause()
        assert len(app.controller.history) == taken


@run_async
async def test_every_key_shown_on_the_board_does_something():
    app = make_app()
    advance(app, kind_is("setup_mana"))
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        assert bar.keys and all(key.enabled for key in bar.keys)
        assert "Undo" not in bar.render().plain  # nothing to take back yet


@run_async
async def test_quit_is_shown_once_on_the_game_over_screen():
    from tests.ui.helpers import next_is_game_over, to_game_over

    app = make_app()
    advance(app, next_is_game_over)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_game_over(pilot)
        assert (await _bar_text(app, pilot)).count("Quit") == 1


@run_async
async def test_quit_is_shown_once_on_the_lesson_list():
    from altered_tui.ui.screens.lesson import LessonListScreen
    from tests.lessons.helpers import lesson_app

    app = lesson_app()
    async with app.run_test(size=(100, 30)) as pilot:
        assert isinstance(app.screen, LessonListScreen)
        assert (await _bar_text(app, pilot)).count("Quit") == 1


@run_async
async def test_undo_shows_only_when_the_last_action_is_the_players_own():
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        from tests.ui.helpers import number_keys, pass_shared_screens

        await pass_shared_screens(pilot)
        first = app.board.viewer
        await pilot.press(*number_keys(0, len(app.board.options)))
        await pass_shared_screens(pilot)
        assert app.board.viewer == first  # still deciding: their action can be taken back
        assert "Undo" in await _bar_text(app, pilot)
        for _ in range(10):
            await pilot.press(*number_keys(0, len(app.board.options)))
            await pass_shared_screens(pilot)
            if app.board.viewer != first:
                break
        assert app.board.viewer != first and app.controller.history
        assert "Undo" not in await _bar_text(app, pilot)  # the other player's action


@run_async
async def test_a_yes_no_question_offers_yes_and_no_and_not_pass_as_well():
    app = make_app(seed=5, kind="starter")  # option 1 leads to a "you may" question
    advance(app, kind_is("may"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pass_shared_screens(pilot)
        assert isinstance(app.screen, BoardScreen) and "no" in app.screen.options
        shown = [key.action for key in app.screen.query_one(KeyBar).keys]
        assert "answer('yes')" in shown and "answer('no')" in shown
        assert "pass" not in shown  # it answers no as well, which n already says
