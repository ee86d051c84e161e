"""Help generated from the key bindings of the screen below and of the app."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from altered_tui.i18n import N_, _
from altered_tui.ui.cardtext import SYMBOLS
from altered_tui.ui.screens.base import GuardedModal
from altered_tui.ui.widgets.keybar import KeyBar

INTRO = N_("Every decision lists its legal options, numbered: type the number (then Enter "
         "if a longer number could follow). Move the card cursor to a card and press Enter "
         "to take the option for that card (when several exist the list narrows to them). "
         "A click on a card or an option selects it (a second click on an option takes it). "
         "ctrl+p opens the command palette: the main commands and the colour themes.")


def bindings_table(bindings: list[Binding]) -> Table:
    table = Table(box=None, show_header=True, header_style="bold", padding=(0, 2))
    table.add_column(_("key"))
    table.add_column(_("does"))
    seen: set[str] = set()
    for binding in bindings:
        if not binding.description or binding.description in seen:
            continue
        seen.add(binding.description)
        keys = binding.key_display or " / ".join(k.strip() for k in binding.key.split(","))
        table.add_row(Text(keys), Text(_(binding.description)))
    return table


def symbols_table() -> Table:
    """The legend of the symbols of card texts, as the board writes them."""
    table = Table(box=None, show_header=True, header_style="bold", padding=(0, 2),
                  title=_("Symbols in card texts [1.1.6]"), title_justify="left")
    table.add_column(_("card"))
    table.add_column(_("on screen"))
    for symbol, words in SYMBOLS.items():  # words in brackets: plain text, not style tags
        table.add_row(Text(symbol), Text(_(words)))
    return table


class HelpScreen(GuardedModal):
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", "Close help")]

    def __init__(self, bindings: list[Binding]):
        super().__init__()
        self.bindings_to_explain = bindings

    def body(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Static(_("Keys"), id="help-title")
            yield Static(_(INTRO), id="help-intro")
            yield Static(bindings_table(self.bindings_to_explain))
            yield Static(symbols_table(), id="help-symbols")
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
