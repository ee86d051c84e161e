"""The glossary: the game's terms with their French names and rule numbers; typing filters."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Input, Static

from altered_tui.i18n import _, current_language, ngettext
from altered_tui.i18n.glossary import GlossaryEntry, search
from altered_tui.ui.screens.base import GuardedModal
from altered_tui.ui.widgets.keybar import KeyBar


def glossary_table(entries: list[GlossaryEntry], title: str | None = None) -> Table:
    """The entries as a Rich table (shared by the screen and `altered-tui glossary`)."""
    french = current_language() == "fr"
    table = Table(title=title, header_style="bold", expand=True, show_lines=False)
    table.add_column(_("term"), style="bold", no_wrap=True)
    table.add_column(_("English") if french else _("French"), style="cyan", no_wrap=True)
    table.add_column(_("rule"), style="yellow", no_wrap=True)
    table.add_column(_("definition"), ratio=1)
    for e in entries:
        table.add_row(*map(Text, (e.fr if french else e.term, e.term if french else e.fr,
                                  e.rule, e.definition_in())))  # plain text, never markup
    return table


class GlossaryScreen(GuardedModal):
    DEFAULT_CSS = """
    GlossaryScreen { align: center middle; }
    GlossaryScreen #body { align: center middle; }
    #glossary-box { width: 96%; height: 90%; border: round $accent; background: $surface;
                    padding: 0 1; }
    #glossary-title { text-style: bold; }
    #glossary-list { height: 1fr; }
    """
    BINDINGS = [Binding("escape", "close", "Close")]

    def body(self) -> ComposeResult:
        with Vertical(id="glossary-box"):
            yield Static(_("Glossary"), id="glossary-title")
            search = Input(placeholder=_("Type to filter…"), id="glossary-filter")
            # A steady cursor when no one watches (headless runs), so screenshots are stable.
            search.cursor_blink = not self.app.is_headless
            yield search
            yield Static(id="glossary-count")
            with VerticalScroll(id="glossary-list"):
                yield Static(id="glossary-table")
        yield KeyBar()

    def on_mount(self) -> None:
        super().on_mount()
        self._show("")
        self.query_one(Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._show(event.value)

    def _show(self, needle: str) -> None:
        entries = search(needle)
        self.query_one("#glossary-count", Static).update(
            Text(ngettext("{count} term", "{count} terms", len(entries)).format(
                count=len(entries)), style="dim"))
        self.query_one("#glossary-table", Static).update(
            glossary_table(entries) if entries else Text(_("No term matches."), style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)
