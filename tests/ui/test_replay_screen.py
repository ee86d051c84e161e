"""The replay screen steps through a saved match; the resume prompt picks a save."""

from __future__ import annotations

from pathlib import Path

from altered_tui.saves.replay import rebuild
from altered_tui.ui.controller import SPECTATOR
from altered_tui.ui.screens.replay import ReplayApp
from altered_tui.ui.screens.resume import ResumeApp
from tests.saves.helpers import pool_and_decks, recorded_game
from tests.ui.helpers import run_async, screen_text


@run_async
async def test_replay_steps_backwards_and_forwards_without_deciding():
    pool, _ = pool_and_decks()
    _, recorder = recorded_game(4)
    save = recorder.save
    states = rebuild(save, pool, "x", keep_states=True).states
    app = ReplayApp(save, states, pool, SPECTATOR)
    async with app.run_test(size=(120, 40)) as pilot:
        source = app.source
        last = len(states) - 1
        assert source.index == last and "wins" in screen_text(app)
        assert f"seed {save.seed}" in screen_text(app)  # a replay may show it: the match is over
        await pilot.press("home")
        assert source.index == 0 and f"replay 0/{last}" in screen_text(app)
        await pilot.press("right", "right", "right", "left")
        assert source.index == 2
        assert save.actions[1].text in screen_text(app)
        assert app.replay.obs["day"] == states[2].day
        await pilot.press("1", "enter", "p")  # deciding keys do nothing in a replay
        assert source.index == 2 and len(source.states) == last + 1
        await pilot.press("v")  # player 1's view: their hand is shown
        assert app.replay.obs["players"][0]["hand"] is not None
        await pilot.press("end")
        assert source.index == last


@run_async
async def test_the_resume_prompt_returns_the_chosen_save_or_none():
    _, recorder = recorded_game(4)
    saves = [(Path("a.json"), recorder.save), (Path("b.json"), recorder.save)]
    app = ResumeApp(saves)
    async with app.run_test(size=(120, 30)) as pilot:
        assert "Ann" in screen_text(app)
        await pilot.press("2")
    assert app.return_value == Path("b.json")
    app = ResumeApp(saves)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("n")
    assert app.return_value is None



@run_async
async def test_the_resume_key_bar_names_only_the_digits_there_are_saves_for():
    _, recorder = recorded_game(4)
    app = ResumeApp([(Path("a.json"), recorder.save)])
    async with app.run_test(size=(120, 30)) as pilot:
        text = " ".join(screen_text(app).split())
        assert "1-9" not in text and "1 Resume" in text
        await pilot.press("2")  # no second save: nothing happens
        await pilot.pause()
        assert app.is_running
        await pilot.press("1")
    assert app.return_value == Path("a.json")
