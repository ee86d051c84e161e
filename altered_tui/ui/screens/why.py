"""The "Why?" answer for one log line: the rule and the numbers that decided it."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.explain import why
from altered_tui.ui.widgets.keybar import KeyBar


class WhyScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    WhyScreen { align: center middle; }
    #why-box { width: 80; height: auto; max-height: 90%; border: thick $accent;
               padding: 1 2; background: $panel; }
    """
    BINDINGS = [Binding("escape,enter,w", "close", "Close")]

    def __init__(self, event: dict[str, Any], names: list[str]):
        super().__init__()
        self.event, self.names = event, names

    def compose(self) -> ComposeResult:
        title, lines = why(self.event, self.names)
        text = Text(_("Why?") + "  ", style="bold yellow")
        text.append(title + "\n\n", style="bold")
        text.append("\n".join(lines))
        with Vertical(id="why-box"):
            yield Static(text)
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
