"""A yes/no question (e.g. quitting in the middle of a match)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.i18n.textual import translate_bindings
from altered_tui.ui.widgets.keybar import KeyBar


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str):
        super().__init__()
        self.question = question
        translate_bindings(self)

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question", markup=False)
            yield Static(_("y: yes    n / esc: no"), id="confirm-keys")
        yield KeyBar()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
