"""Text from data (card texts, names, log lines, the symbols' words) is shown as written:
words in square brackets are never read as style tags."""

from __future__ import annotations

from rich.console import Console
from textual.content import Content

from altered_tui.cards.pool import default_pool
from altered_tui.i18n import _
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.cardtext import SYMBOLS
from altered_tui.ui.controller import MatchController
from altered_tui.ui.screens.help import HelpScreen, symbols_table
from altered_tui.ui.widgets.log import GameLog
from tests.ui.helpers import pass_shared_screens, pool_and_decks, run_async, screen_text


def rendered(renderable) -> str:
    console = Console(width=100, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def test_the_symbol_legend_gives_each_symbols_words():
    text = rendered(symbols_table())
    for symbol, words in SYMBOLS.items():
        row = next(line for line in text.splitlines() if line.strip().startswith(symbol))
        assert _(words) in row, (symbol, row)


@run_async
async def test_the_help_screen_shows_each_symbols_words():
    pool, (deck1, deck2) = pool_and_decks("practice")
    app = AlteredApp(MatchController(deck1, deck2, pool, seed=3, names=("Ann", "Bob")))
    async with app.run_test(size=(120, 50)) as pilot:
        await pass_shared_screens(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        for symbol, words in SYMBOLS.items():
            assert f"{symbol}  {_(words)}" in text, (symbol, words)


def subtitle_text(log: GameLog) -> str:
    """The log's subtitle as it reads on screen (it is kept as markup)."""
    return Content.from_markup(str(log.border_subtitle or "")).plain


NAMES = ("[bold]Ann[/bold]", "[red]Bob")


@run_async
async def test_names_in_brackets_are_shown_as_written_on_the_board_and_in_the_log():
    pool, (deck1, deck2) = pool_and_decks("practice")
    app = AlteredApp(MatchController(deck1, deck2, pool, seed=3, names=NAMES))
    async with app.run_test(size=(160, 50)) as pilot:
        await pass_shared_screens(pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "at the keyboard: " + NAMES[app.board.viewer] in text
        await pilot.press("l")  # into the log: the selected line shows under it
        log = app.board.query_one(f"#log-{app.board.viewer}", GameLog)
        for _step in range(20):
            await pilot.press("up")
            if any(name in subtitle_text(log) for name in NAMES):
                break
        await pilot.pause()
        subtitle = subtitle_text(log)
        assert any(name in subtitle for name in NAMES), subtitle
        assert subtitle[:16] in screen_text(app)  # drawn with its brackets
