"""The hot-seat Textual app: one match (and rematches) for two players at one keyboard."""

from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from typing import Any

from functools import partial
from typing import Iterable

from textual.app import SystemCommand
from textual.command import CommandPalette
from textual.binding import Binding
from textual.screen import Screen

from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import ActionError
from altered_tui.i18n import N_, _
from altered_tui.i18n.textual import translate_bindings
from altered_tui.saves.model import SaveError
from altered_tui.saves.store import saves_dir
from altered_tui.saves.undo import UndoRefused
from altered_tui.ui.cardtext import win_reason_text
from altered_tui.engine.objects import distance
from altered_tui.engine.types import Side
from altered_tui.ui.controller import COMPUTER_SEAT, SPECTATOR, MatchController, Outcome
from altered_tui.ui.crash import CrashSafeApp, run_app
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.confirm import ConfirmScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.screens.glossary import GlossaryScreen
from altered_tui.ui.screens.handover import HandoverScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.screens.inspector import InspectorScreen
from altered_tui.ui.theme import ThemeFromSettings

# Board commands offered by the command palette (ctrl+p), with what each does.
PALETTE_ACTIONS = {
    "help": N_("Every key and what it does"),
    "glossary": N_("The game's terms, with their rules"),
    "toggle_explain": N_("Narrate each phase and daily effect in the log"),
    "undo": N_("Take back your last action, if it revealed nothing"),
    "inspect": N_("The full text of the card under the cursor"),
    "hero_ability": N_("Your Hero's full ability"),
    "focus_log": N_("Move into the log: pick a line and ask why"),
    "pass": N_("End your Afternoon (or decline)"),
}

# The computer's moves are shown one by one: each stays at least this long on the board.
COMPUTER_MOVE_SECONDS = 0.6


class AlteredApp(ThemeFromSettings, CrashSafeApp[int]):
    TITLE = "Altered"
    COMMAND_PALETTE_BINDING = "ctrl+p"  # the main commands and Textual's themes
    CSS_PATH = ["app.tcss", "screens/screens.tcss", "widgets/widgets.tcss"]
    BINDINGS = [Binding("ctrl+q", "request_quit", "Quit", priority=True)]
    _save_failing = False  # the last autosave failed (the warning was shown)
    # The player whose hand the board last showed; None after a screen both players watch
    # (Dusk) and before the first board: the next board then comes after a handover.
    _at_keyboard: int | None = None

    @property
    def hands_over(self) -> bool:
        """Whether the keyboard passes between two people (hot-seat): then every change of
        the player it serves goes through the handover screen."""
        return self.controller.computer is None

    def __init__(self, controller: MatchController):
        super().__init__()
        translate_bindings(self)
        self.controller = controller
        self.board = BoardScreen(controller)
        self._queued: deque[Screen[Any]] = deque()

    async def on_mount(self) -> None:
        # A hot-seat match opens on a handover: the board is composed beneath it once it is
        # drawn, so the first screen comes sooner.
        self.board.body_deferred = self._opens_on_handover()
        await self.push_screen(self.board)
        self._start_match()
        if self.board.body_deferred:
            self.call_after_refresh(self.board.compose_body)

    def _opens_on_handover(self) -> bool:
        return self.controller.deciding_player is not None and self.hands_over

    def action_command_palette(self) -> None:
        """Textual's command palette, with its search line in the interface's language."""
        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(CommandPalette(id="--command-palette",
                                            placeholder=_("Search for commands…")))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The command palette: Textual's theme switcher, then the board's main commands."""
        for command in super().get_system_commands(screen):
            if command.title == "Theme":
                yield SystemCommand(_("Theme"), _("Change the colours (Textual's themes)"),
                                    command.callback)
        if isinstance(screen, BoardScreen):
            for binding in BoardScreen.BINDINGS:
                if binding.action in PALETTE_ACTIONS and screen.check_action(binding.action, ()):
                    yield SystemCommand(_(binding.description), _(PALETTE_ACTIONS[binding.action]),
                                        partial(screen.run_action, binding.action))
        yield SystemCommand(_("Quit"), _("Leave the match (it is saved after every action)"),
                            self.action_request_quit)

    # -- flow between screens ------------------------------------------------------------

    def _start_match(self) -> None:
        if not self.board.body_deferred:
            self.board.conceal()
        self._at_keyboard = None
        if self.controller.deciding_player is not None:
            self._show_next()
        else:
            self._after_action(Outcome(None, None, None, self.controller.over))

    def _player_name(self, player: int) -> str:
        return self.controller.state.players[player].name

    def _handover(self, player: int, undoable: bool = False) -> HandoverScreen:
        """The handover screen (one per app, kept installed), for `player`; `undoable`: the
        player who just acted may still take it back there."""
        if not self.is_screen_installed("handover"):
            self.install_screen(HandoverScreen(""), "handover")
        screen = self.get_screen("handover")
        assert isinstance(screen, HandoverScreen)
        return screen.for_player(self._player_name(player), undoable)

    def _show_in_turn(self, screens: list[Screen[Any]]) -> None:
        self._queued.extend(screens)
        self._show_next()

    def _show_next(self, result: Any = None) -> None:
        if result in ("rematch", "quit"):  # the game over screen's answer
            self._finish_match(result)
            return
        if result == "board":  # the game over screen's: the last board and log, to look at
            self.board.show_for(self.board.perspective)
            return
        if self._queued:
            screen = self._queued.popleft()
            if isinstance(screen, DuskScreen):  # both players watch it
                self._at_keyboard = None
            self.push_screen(screen, callback=self._show_next)
            return
        if self.controller.computer_to_move:
            self._computer_turn()
            return
        player = self.controller.deciding_player
        if player is not None and self.hands_over and player != self._at_keyboard:  # every change of hands goes through a handover
            if not self.board.body_deferred:
                self.board.conceal()
            actor, self._at_keyboard = self._at_keyboard, player
            undoable = actor is not None and bool(self.controller.history) and \
                self.controller.may_take_back(actor, handed_over=False)
            self.push_screen(self._handover(player, undoable), callback=self._show_next)
            return
        if player is not None and self.board.body_deferred:  # the handover was dismissed at once
            self.call_later(self._show_when_composed)
        elif player is not None:
            self.board.show_for(player)

    async def _show_when_composed(self) -> None:
        await self.board.compose_body()
        self._show_next()

    # -- the computer opponent -----------------------------------------------------------

    def _computer_turn(self) -> None:
        """Show the human's view and let the computer think in a worker thread."""
        self.board.show_for(1 - COMPUTER_SEAT)  # never the computer's hand
        self.sub_title = _("⠋ computer is thinking…")
        self.run_worker(self._think, thread=True, exclusive=True, group="computer")

    def _think(self) -> None:
        started = time.monotonic()
        text = self.controller.computer_choice()  # reads an observation only
        time.sleep(max(0.0, COMPUTER_MOVE_SECONDS - (time.monotonic() - started)))
        self.call_from_thread(self._computer_chose, text)

    def _computer_chose(self, text: str) -> None:
        self.sub_title = ""
        if not self.controller.computer_to_move:  # e.g. the match was left meanwhile
            return
        try:
            outcome = self.controller.choose(text, save=False)
        except ActionError as exc:
            self.notify(_("computer: {error}").format(error=exc), severity="error", markup=False)
            return
        self._save_after_drawing()
        self.board.came_back = True  # sum up the computer's moves for the human
        self._after_action(outcome)

    def on_board_screen_action_chosen(self, message: BoardScreen.ActionChosen) -> None:
        try:
            outcome = self.controller.choose(message.text, save=False)
        except ActionError as exc:  # cannot happen with listed options; never crash a match
            self.notify(str(exc), severity="error", markup=False)
            return
        self._save_after_drawing()
        self._after_action(outcome)

    def _save_after_drawing(self) -> None:
        """The action is written to the save once the screen shows its result: the key is
        answered first (hashing and writing a long match take longer than drawing it)."""
        self.call_after_refresh(lambda: self._warn_if_not_saved(self.controller.save()))

    def _warn_if_not_saved(self, error: str | None) -> None:
        """Say when autosaving starts failing (and when it works again); the match goes on."""
        if error and not self._save_failing:
            self.notify(_("The match could not be saved: {error}. Play goes on; saving is "
                          "tried again after every action.").format(error=error),
                        title=_("Not saved"), severity="error", timeout=30, markup=False)
        elif not error and self._save_failing:
            self.notify(_("The match is saved again."), severity="information")
        self._save_failing = bool(error)

    def _after_action(self, outcome: Outcome) -> None:
        screens: list[Screen[Any]] = []
        state = self.controller.state
        names = [p.name for p in state.players]
        if outcome.dusk is not None:
            screens.append(DuskScreen(outcome.dusk, names, outcome.dusk["day"]))
        if outcome.game_over:
            screens.append(self._game_over_screen())
        if screens:
            self.board.conceal()  # nothing hidden stays drawn behind shared screens
            self._show_in_turn(screens)
        else:
            self._show_next()

    def _seat_name(self, player: int) -> str:
        """A player's name, with the seat the computer plays when it is that player."""
        name = self.controller.observe(SPECTATOR)["players"][player]["name"]
        if self.controller.computer is not None and player == COMPUTER_SEAT:
            return _("{name} (the computer, second seat)").format(name=name)
        return name

    def _game_over_screen(self) -> GameOverScreen:
        state = self.controller.state
        details = []
        if (state.win_reason or {}).get("via") in ("met", "crossed"):
            details.append(_("A player's distance is how many regions their two Expeditions "
                             "have moved forward, added up; at Night 7 or more, and more than "
                             "the other player's, wins [4.2.5.d]."))
            for player in (0, 1):
                p = state.players[player]
                hero, companion = (distance(side, p.positions[side]) for side in Side)
                details.append(_("{name}: hero expedition {hero} + companion expedition "
                                 "{companion} = distance {total}").format(
                    name=self._seat_name(player), hero=hero, companion=companion,
                    total=hero + companion))
        return GameOverScreen(self._seat_name(state.winner), win_reason_text(state), state.day,
                              state.tiebreak, self.controller.seed, details)

    def on_board_screen_result_requested(self, _message: BoardScreen.ResultRequested) -> None:
        """Back from the board to the result, once the players have looked."""
        if self.controller.over and self.screen is self.board:
            self.push_screen(self._game_over_screen(), callback=self._show_next)

    # -- requests from the board ---------------------------------------------------------

    def on_board_screen_help_requested(self, _message: BoardScreen.HelpRequested) -> None:
        self.push_screen(HelpScreen([*BoardScreen.BINDINGS, *self.BINDINGS]))

    def on_board_screen_undo_requested(self, _message: BoardScreen.UndoRequested) -> None:
        self._undo()

    def on_handover_screen_undo_requested(self, message: HandoverScreen.UndoRequested) -> None:
        """`u` on the handover: the player who just acted takes it back before the other
        player takes the keyboard, and keeps it."""
        handover = self.screen
        if isinstance(handover, HandoverScreen) and self._undo(handed_over=False):
            handover.dismiss(None)

    def _undo(self, handed_over: bool = True) -> bool:
        """Take back the last action; False (and a notice saying why) when refused."""
        try:
            player, text = self.controller.undo(handed_over)
        except UndoRefused as exc:
            # On the handover the other player may be looking: the reason, not the action.
            notice = self._refusal_text(exc) if handed_over else _("Cannot undo: {reason}").format(
                reason=exc.refusal.text(_) if exc.refusal else exc)
            self.notify(notice, severity="warning", markup=False)
            return False
        except SaveError as exc:  # the record no longer replays: keep playing, say so
            self.notify(_("cannot undo: {error}").format(error=exc), severity="error", markup=False)
            return False
        self._at_keyboard = player
        name = self._player_name(player)
        action = self.controller.describe_options(player, [text])[0].label  # legal again
        # The other player never saw the action (undo stops at a handover): don't name it.
        self.board.after_undo(player, _("↶ {name} took back: {action}").format(name=name, action=action),
                              _("↶ {name} took back an action").format(name=name))
        return True

    def _refusal_text(self, exc: UndoRefused) -> str:
        """Why `u` did nothing, in words: the action as its option read, and the reason."""
        if exc.refusal is None:
            return str(exc)
        reason = exc.refusal.text(_)
        if exc.action is None or exc.before is None or exc.player is None:
            return _("Cannot undo: {reason}").format(reason=reason)
        from altered_tui.ui.options import describe  # lazy: loaded with the first board

        action = describe(exc.before, exc.action, exc.player).label
        return _("Cannot undo “{action}”: {reason}").format(action=action, reason=reason)

    def on_board_screen_glossary_requested(self, _message: BoardScreen.GlossaryRequested) -> None:
        self.push_screen(GlossaryScreen())

    def on_board_screen_inspect_requested(self, message: BoardScreen.InspectRequested) -> None:
        card_def = self.controller.pool.get(message.view.get("id", ""))
        self.push_screen(InspectorScreen(message.view, card_def, message.where))

    def action_request_quit(self) -> None:
        if self.controller.over:
            self.exit(0)
            return
        if isinstance(self.screen, ConfirmScreen):
            return
        error = self.controller.save()
        if error is None:
            self.push_screen(ConfirmScreen(_("Quit the match in progress?\n(It is saved: "
                                             "`altered-tui resume` continues it.)")),
                             callback=lambda yes: self.exit(0) if yes else None)
            return
        folders = self.controller.other_folders()
        if not folders:
            self.push_screen(ConfirmScreen(_("Quit the match in progress?\nIt is NOT saved "
                                             "({error}), and quitting loses it.").format(
                                               error=error)),
                             callback=lambda yes: self.exit(0) if yes else None)
            return
        self.push_screen(ConfirmScreen(_("Quit the match in progress?\nIt is NOT saved "
                                         "({error}).\ny: save it in {folder} and quit    "
                                         "n: go back to the match").format(
                                           error=error, folder=folders[0])),
                         callback=lambda yes: self._quit_saving_elsewhere(folders) if yes
                         else None)

    def _quit_saving_elsewhere(self, folders: list[Path]) -> None:
        """Quit only once the match is written somewhere (else it goes on, and says so)."""
        where, error = self.controller.save_elsewhere(folders)
        if where is None:
            self.notify(_("The match could not be saved anywhere ({error}); it goes on.")
                        .format(error=error), title=_("Not saved"), severity="error",
                        timeout=30)
            return
        self.exit(0, message=_("The match is saved in {path}: `altered-tui resume {path}` "
                               "continues it.").format(path=where))

    def _finish_match(self, choice: str) -> None:
        if choice == "rematch":
            self.controller.rematch()
            self.board.new_match()
            self._start_match()
        else:
            self.exit(0)


def run_match(deck1: Deck, deck2: Deck, pool: CardPool, seed: int | None = None,
              names: tuple[str, str] = ("P1", "P2"), vs_ai: str | None = None) -> int:
    """Play a hot-seat match in the terminal; returns the process exit code."""
    # The computer takes player 2's decisions; the level is saved, so `resume` keeps it.
    controller = MatchController(deck1, deck2, pool, seed=seed, names=names,
                                 autosave_to=saves_dir(),
                                 settings={"vs_ai": vs_ai} if vs_ai else None)
    return run_controller(controller)


def run_controller(controller: MatchController) -> int:
    """Play (or go on with) the controller's match in the terminal; the exit code."""
    try:
        return run_app(AlteredApp(controller)) or 0
    finally:
        controller.save()  # an action taken just before quitting
        _say_where_saved(controller)


def _say_where_saved(controller: MatchController) -> None:
    """Once the screen is gone: where the match is kept, and the command that finds it."""
    path = controller.recorder.path
    if path is None or not path.exists():
        return  # nobody played (nothing is kept), or a lesson's match
    if controller.over:
        print(_("The match is saved in {path}\n`altered-tui replay` lists the finished "
                "matches.").format(path=path))
    else:
        print(_("The match is saved in {path}\n`altered-tui resume` continues it.").format(
            path=path))
