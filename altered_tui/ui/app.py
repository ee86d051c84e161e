"""The hot-seat Textual app: one match (and rematches) for two players at one keyboard."""

from __future__ import annotations

from collections import deque
from typing import Any

from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import ActionError
from altered_tui.ui.controller import MatchController, Outcome
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.confirm import ConfirmScreen
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.gameover import GameOverScreen
from altered_tui.ui.screens.handover import HandoverScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.screens.inspector import InspectorScreen


class AlteredApp(App[int]):
    TITLE = "Altered"
    ENABLE_COMMAND_PALETTE = False  # every command is a key shown in the Footer
    CSS_PATH = ["app.tcss", "screens/screens.tcss", "widgets/widgets.tcss"]
    BINDINGS = [Binding("ctrl+q", "request_quit", "Quit", priority=True)]

    def __init__(self, controller: MatchController):
        super().__init__()
        self.controller = controller
        self.board = BoardScreen(controller)
        self._queued: deque[Screen[Any]] = deque()

    async def on_mount(self) -> None:
        await self.push_screen(self.board)
        self._start_match()

    # -- flow between screens ------------------------------------------------------------

    def _start_match(self) -> None:
        self.board.conceal()
        player = self.controller.deciding_player
        if player is not None:
            self._show_in_turn([HandoverScreen(self._player_name(player))])
        else:
            self._after_action(Outcome(None, None, None, self.controller.over))

    def _player_name(self, player: int) -> str:
        return self.controller.state.players[player].name

    def _show_in_turn(self, screens: list[Screen[Any]]) -> None:
        self._queued.extend(screens)
        self._show_next()

    def _show_next(self, result: Any = None) -> None:
        if result in ("rematch", "quit"):  # the game over screen's answer
            self._finish_match(result)
            return
        if self._queued:
            self.push_screen(self._queued.popleft(), callback=self._show_next)
            return
        player = self.controller.deciding_player
        if player is not None:
            self.board.show_for(player)

    def on_board_screen_action_chosen(self, message: BoardScreen.ActionChosen) -> None:
        try:
            outcome = self.controller.choose(message.text)
        except ActionError as exc:  # cannot happen with listed options; never crash a match
            self.notify(str(exc), severity="error")
            return
        self._after_action(outcome)

    def _after_action(self, outcome: Outcome) -> None:
        screens: list[Screen[Any]] = []
        state = self.controller.state
        names = [p.name for p in state.players]
        if outcome.dusk is not None:
            screens.append(DuskScreen(outcome.dusk, names, state.day))
        if outcome.game_over:
            screens.append(GameOverScreen(names[state.winner], state.win_reason, state.day,
                                          state.tiebreak, self.controller.seed))
        elif outcome.player_changed:
            screens.append(HandoverScreen(names[outcome.next_player]))
        if screens:
            self.board.conceal()  # nothing hidden stays drawn behind shared screens
            self._show_in_turn(screens)
        else:
            self._show_next()

    # -- requests from the board ---------------------------------------------------------

    def on_board_screen_help_requested(self, _message: BoardScreen.HelpRequested) -> None:
        self.push_screen(HelpScreen([*BoardScreen.BINDINGS, *self.BINDINGS]))

    def on_board_screen_inspect_requested(self, message: BoardScreen.InspectRequested) -> None:
        card_def = self.controller.pool.get(message.view.get("id", ""))
        self.push_screen(InspectorScreen(message.view, card_def, message.where))

    def action_request_quit(self) -> None:
        if self.controller.over:
            self.exit(0)
            return
        if isinstance(self.screen, ConfirmScreen):
            return
        self.push_screen(ConfirmScreen("Quit the match in progress?"),
                         callback=lambda yes: self.exit(0) if yes else None)

    def _finish_match(self, choice: str) -> None:
        if choice == "rematch":
            self.controller.rematch()
            self._start_match()
        else:
            self.exit(0)


def run_match(deck1: Deck, deck2: Deck, pool: CardPool, seed: int | None = None,
              names: tuple[str, str] = ("P1", "P2")) -> int:
    """Play a hot-seat match in the terminal; returns the process exit code."""
    app = AlteredApp(MatchController(deck1, deck2, pool, seed=seed, names=names))
    result = app.run()
    return result or 0
