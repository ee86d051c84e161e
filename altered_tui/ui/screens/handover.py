"""The opaque screen shown whenever the keyboard passes to the other player.

One is made per match and shown again at each handover (`for_player`): building a screen
costs more than drawing it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.keyguard import KeyGuard
from altered_tui.ui.screens.base import GuardedScreen
from altered_tui.ui.widgets.keybar import KeyBar


class HandoverScreen(GuardedScreen):
    BINDINGS = [Binding("enter", "continue", "Continue")]

    def __init__(self, player_name: str):
        super().__init__()
        self.player_name = player_name
        self.guard = KeyGuard()

    def for_player(self, name: str) -> HandoverScreen:
        """This screen, to be shown again for the player `name`."""
        self.player_name = name
        if self.is_mounted:
            self.query_one("#handover-text", Static).update(self._text())
        return self

    def _text(self) -> str:
        return _("Pass to {name} — press Enter").format(name=self.player_name)

    def body(self) -> ComposeResult:
        yield Static(self._text(), id="handover-text",
                     markup=False)  # a name is plain text, even with [brackets]
        yield Static(_("(the other player should look away)"), id="handover-hint")
        yield KeyBar()

    def on_screen_resume(self) -> None:
        self.guard.restart()  # the Enter of the action before must not dismiss it

    def action_continue(self) -> None:
        if not self.guard.fresh:
            self.dismiss(None)
