"""The opaque screen shown whenever the keyboard passes to the other player.

One is made per match and shown again at each handover (`for_player`): building a screen
costs more than drawing it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.keyguard import KeyGuard
from altered_tui.ui.screens.base import GuardedScreen
from altered_tui.ui.widgets.keybar import KeyBar


class HandoverScreen(GuardedScreen):
    BINDINGS = [Binding("enter", "continue", "Continue"),
                Binding("u", "undo", "Undo (the player who just acted)")]

    class UndoRequested(Message):
        """The player who just acted takes it back before handing over the keyboard."""

    def __init__(self, player_name: str):
        super().__init__()
        self.player_name = player_name
        self.guard = KeyGuard()
        self.undoable = False  # whether the action before may still be taken back
        self._hidden = False

    def for_player(self, name: str, undoable: bool = False) -> HandoverScreen:
        """This screen, to be shown again for the player `name`; `undoable`: the player who
        just acted may take it back from here (`u`)."""
        self.player_name, self.undoable = name, undoable
        if self.is_mounted:
            self.query_one("#handover-text", Static).update(self._text())
            self.refresh_bindings()
        return self

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo" and not self.undoable:
            return False
        return super().check_action(action, parameters)

    def _apply_size(self) -> None:
        super()._apply_size()
        hidden, self._hidden = self._hidden, self.is_too_small
        if hidden and not self._hidden:
            self.guard.restart()  # a key held while it was hidden must not dismiss it

    def action_undo(self) -> None:
        if not self.guard.fresh:
            self.post_message(self.UndoRequested())

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
