"""The result of the match, with a rematch offer and a look back at the board and log."""

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
        Binding("b", "finish('board')", "Board and log"),
        Binding("q", "finish('quit')", "Quit"),
    ]

    def __init__(self, winner: str, reason: str, day: int, tiebreak: bool, seed: int,
                 details: list[str] | None = None):
        """`reason`: how the game was won, in words (`win_reason_text`); `details`: lines
        that explain it (each player's distance)."""
        super().__init__()
        self.winner, self.reason, self.day = winner, reason, day
        self.tiebreak = tiebreak  # the reason says it too: "won more terrains in the Arena"
        self.seed = seed
        self.details = details or []

    def body(self) -> ComposeResult:
        with Vertical(id="gameover-box"):
            yield Static(_("{name} wins!").format(name=self.winner), id="gameover-title",
                         markup=False)  # a name is plain text
            yield Static(_("How: {reason}.\nOn day {day} (seed {seed}).").format(
                reason=self.reason, day=self.day, seed=self.seed),
                id="gameover-reason", markup=False)
            if self.details:
                yield Static("\n".join(self.details), id="gameover-details", markup=False)
            yield Static(_("r: rematch    b: look at the board and the log    q: quit"),
                         id="gameover-keys")
        yield KeyBar()

    def action_finish(self, choice: str) -> None:
        self.dismiss(choice)
