"""Game over explains the distance result, names the computer by its seat, and lets the
players look at the board and the log before a rematch."""

from __future__ import annotations

import re

from altered_tui.engine.objects import distance
from altered_tui.engine.types import Side
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import COMPUTER_SEAT, MatchController
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.widgets.log import GameLog
from tests.ui.helpers import (advance, make_app, next_is_game_over, pool_and_decks, run_async,
                              screen_text, to_game_over)


@run_async
async def test_game_over_gives_each_players_distance_and_shows_the_board_and_log_on_b():
    app = make_app()
    advance(app, next_is_game_over)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_game_over(pilot)
        state = app.controller.state
        assert state.win_reason["via"] in ("met", "crossed")
        text = screen_text(app)
        for p in state.players:
            hero, companion = (distance(side, p.positions[side]) for side in Side)
            assert (f"{p.name}: hero expedition {hero} + companion expedition {companion} = "
                    f"distance {hero + companion}") in text
        mine, theirs = state.win_reason["mine"], state.win_reason["theirs"]
        assert re.search(rf"distance of {mine} against {theirs}", text)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        log = app.board.query_one(f"#log-{app.board.viewer}", GameLog)
        assert log.display and any(e["kind"] == "victory" for e in log.events)
        assert "Enter: the result" in screen_text(app)
        await pilot.press("l", "up")  # the log can be read line by line
        assert log.selected is not None
        await pilot.press("escape", "enter")
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("r")
        assert app.controller.state.winner is None


@run_async
async def test_game_over_against_the_computer_names_it_by_its_seat():
    pool, (deck1, deck2) = pool_and_decks("practice")
    controller = MatchController(deck1, deck2, pool, seed=3, names=("Ann", "Bob"),
                                 settings={"vs_ai": "random"})
    app = AlteredApp(controller)
    advance(app, next_is_game_over)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(30):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press(*(["1"] if app.board.options else ["enter"]))
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        computer = controller.state.players[COMPUTER_SEAT].name
        assert f"{computer} (the computer, second seat)" in text
