"""The board fits 80×24; smaller terminals get a clear message instead, and a screen hidden
behind it takes no key."""

from __future__ import annotations

from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.handover import HandoverScreen
from tests.ui.helpers import make_app, run_async, screen_text


@run_async
async def test_small_terminal_shows_message_and_blocks_keys():
    app = make_app()
    async with app.run_test(size=(79, 23)) as pilot:
        await pilot.press("enter")  # the handover is hidden: Enter does not dismiss it
        assert isinstance(app.screen, HandoverScreen)
        assert "too small" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)  # enlarging shows the handover, no hand
        assert "Pass to" in screen_text(app)
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen)
        await pilot.resize_terminal(79, 23)
        await pilot.pause()
        assert "too small" in screen_text(app)
        await pilot.press("1")  # keys do nothing while the board cannot be seen
        assert app.controller.state.actions_taken == 0
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "too small" not in screen_text(app)
        await pilot.press("1")
        assert app.controller.state.actions_taken == 1
