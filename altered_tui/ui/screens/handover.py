"""The opaque screen shown whenever the keyboard passes to the other player."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Static

from altered_tui.i18n import _
from altered_tui.ui.keyguard import KeyGuard
from altered_tui.ui.screens.base import GuardedScreen


class HandoverScreen(GuardedScreen):
    BINDINGS = [Binding("enter", "continue", "Continue")]

    def __init__(self, player_name: str):
        super().__init__()
        self.player_name = player_name
        self.guard = KeyGuard()

    def body(self) -> ComposeResult:
        yield Static(_("Pass to {name} — press Enter").format(name=self.player_name), id="handover-text",
                     markup=False)  # a name is plain text, even with [brackets]
        yield Static(_("(the other player should look away)"), id="handover-hint")
        yield Footer()

    def on_screen_resume(self) -> None:
        self.guard.restart()  # the Enter of the action before must not dismiss it

    def action_continue(self) -> None:
        if not self.guard.fresh:
            self.dismiss(None)
