"""Quitting while saving fails: the prompt says the match is not saved, offers another
folder, and after `y` the match is written there before the program ends."""

from __future__ import annotations

from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import DATA_ENV, read_save
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import MatchController
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.confirm import ConfirmScreen
from tests.ui.helpers import (NAMES, SEED, number_keys, pass_shared_screens, pool_and_decks,
                              run_async)


def _app_saving_into_a_file(tmp_path, monkeypatch) -> AlteredApp:
    """A match whose saves folder is a regular file: every write there fails (even as root)."""
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    blocked = tmp_path / "saves"
    blocked.write_text("not a folder")
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    pool, (deck1, deck2) = pool_and_decks()
    return AlteredApp(MatchController(deck1, deck2, pool, seed=SEED, names=NAMES,
                                      autosave_to=blocked))


async def _play_two_actions(pilot) -> None:
    app = pilot.app
    for _ in range(2):
        await pass_shared_screens(pilot)
        await pilot.press(*number_keys(0, len(app.board.options)))
        await pilot.pause()
    await pass_shared_screens(pilot)


@run_async
async def test_quit_when_saving_fails_says_not_saved_and_saves_elsewhere_after_y(
        tmp_path, monkeypatch):
    app = _app_saving_into_a_file(tmp_path, monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await _play_two_actions(pilot)
        assert app.controller.recorder.write_error  # the saves folder refused it
        taken = app.controller.state.actions_taken
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.question
        assert "It is saved" not in question and "NOT saved" in question
        assert str(tmp_path / "here") in question  # where it offers to write it
        await pilot.press("n")
        assert isinstance(app.screen, BoardScreen) and app.is_running
        await pilot.press("ctrl+q", "y")
    assert app.return_code == 0
    saved = list((tmp_path / "here").glob("*.json"))
    assert len(saved) == 1
    save = read_save(saved[0])
    pool, _ = pool_and_decks()
    assert rebuild(save, pool, saved[0]).state.actions_taken == taken  # nothing lost


@run_async
async def test_after_y_the_match_goes_on_if_no_folder_takes_it(tmp_path, monkeypatch):
    app = _app_saving_into_a_file(tmp_path, monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await _play_two_actions(pilot)
        monkeypatch.setattr(app.controller, "other_folders", lambda: [tmp_path / "saves"])
        await pilot.press("ctrl+q")
        assert "NOT saved" in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, BoardScreen)  # not lost: still open
