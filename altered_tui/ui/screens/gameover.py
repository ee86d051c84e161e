"""The result of the match, with a rematch offer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.screens.base import GuardedScreen
from altered_tui.ui.widgets.keybar import KeyBar


class GameOverScreen(GuardedScreen):
    BINDINGS = [
        Binding("r", "finish('rematch')", "Rematch"),
        Binding("q", "finish('quit')", "Quit"),
    ]

    def __init__(self, winner: str, reason: str, day: int, tiebreak: bool, seed: int):
        """`reason`: how the game was won, in words (`win_reason_text`)."""
        super().__init__()
        self.winner, self.reason, self.day = winner, reason, day
        self.tiebreak = tiebreak  # the reason says it too: "won more terrains in the Arena"
        self.seed = seed

    def body(self) -> ComposeResult:
        with Vertical(id="gameover-box"):
            yield Static(_("{name} wins!").format(name=self.winner), id="gameover-title",
                         markup=False)  # a name is plain text
            yield Static(_("How: {reason}.\nOn day {day} (seed {seed}).").format(
                reason=self.reason, day=self.day, seed=self.seed),
                id="gameover-reason", markup=False)
            yield Static(_("r: rematch    q: quit"), id="gameover-keys")
        yield KeyBar()

    def action_finish(self, choice: str) -> None:
        self.dismiss(choice)
