"""After a Rematch the board starts afresh: each player's log holds the new match's
events as they happen, and "Since you last looked" sums up the new match."""

from __future__ import annotations

import pytest

from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.handover import HandoverScreen
from altered_tui.ui.widgets.log import GameLog
from altered_tui.ui.widgets.since import SinceView
from tests.ui.helpers import (advance, make_app, next_is_game_over, number_keys,
                              pass_shared_screens, run_async, to_game_over)


def assert_log_is_the_new_matchs(app) -> None:
    board = app.board
    log = board.query_one(f"#log-{board.viewer}", GameLog)
    state = app.controller.state
    assert log.shown == len(state.log)  # every event of this match, none of the last one
    assert [e["seq"] for e in log.events] == [e.seq for e in state.log]
    assert not log.notes


@pytest.mark.parametrize("sizes", [[(100, 30)], [(80, 24), (100, 30)]])
def test_after_a_rematch_the_log_and_the_summary_follow_the_new_match(sizes):
    @run_async
    async def run():
        app = make_app()
        advance(app, next_is_game_over)
        async with app.run_test(size=sizes[0]) as pilot:
            await to_game_over(pilot)
            await pilot.press("r")
            assert isinstance(app.screen, HandoverScreen)
            for size in sizes[1:]:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            board = app.board
            assert isinstance(app.screen, BoardScreen)
            since = board.query_one(SinceView)
            assert since.display and "chosen at random" in since.content.plain
            assert_log_is_the_new_matchs(app)
            for _ in range(8):  # the new match goes on through handovers: the log follows
                await pilot.press(*number_keys(0, len(board.options)))
                await pass_shared_screens(pilot)
                await pilot.pause()
                assert_log_is_the_new_matchs(app)
            assert app.controller.state.actions_taken >= 8
    run()
