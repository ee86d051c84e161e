"""The log wraps its lines at its full width: after a handover, which hides it, and after
the terminal is resized."""

from __future__ import annotations

from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.widgets.log import GameLog
from tests.ui.helpers import make_app, number_keys, pass_shared_screens, run_async


def _log_width(log: GameLog) -> int:
    """The columns a log line may use: the log's width inside its padding, but the scroll
    bar's column."""
    return log.content_region.width - log.scrollbar_size_vertical


def _assert_lines_use_the_full_width(log: GameLog) -> None:
    """Each event takes the rows its line needs when wrapped at the log's full width."""
    width = _log_width(log)
    assert len(log.event_rows) == len(log.events) > 5
    ends = [*log.event_rows[1:], len(log.lines)]
    longest = 0
    for event, start, end in zip(log.events, log.event_rows, ends):
        line = GameLog._line(event)
        longest = max(longest, line.cell_len)
        assert end - start == len(line.wrap(log.app.console, width)), line.plain
        assert all(strip.cell_length <= width for strip in log.lines[start:end])
    assert longest > width  # some lines were wrapped


@run_async
async def test_the_log_wraps_at_its_full_width_after_handovers_and_a_resize():
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        viewers = set()
        for _ in range(12):  # through the setup's handovers, and beyond
            await pass_shared_screens(pilot)
            assert isinstance(app.screen, BoardScreen)
            viewers.add(app.board.viewer)
            await pilot.press(*number_keys(0, len(app.board.options)))
        await pass_shared_screens(pilot)
        await pilot.pause()
        assert viewers == {0, 1}  # the keyboard changed hands
        log = app.board.query_one(f"#log-{app.board.viewer}", GameLog)
        _assert_lines_use_the_full_width(log)
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        await pilot.pause()
        assert _log_width(log) > 40
        _assert_lines_use_the_full_width(log)
