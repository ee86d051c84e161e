"""A read-only board that steps through a saved match, forwards and backwards."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding

from altered_tui.cards.pool import CardPool
from altered_tui.engine import GameState, observation
from altered_tui.saves.model import MatchSave
from altered_tui.i18n import _, labelled
from altered_tui.i18n.textual import translate_bindings
from altered_tui.ui.controller import SPECTATOR
from altered_tui.ui.crash import CrashSafeApp
from altered_tui.ui.options import OptionLabel, describe_options
from altered_tui.ui.theme import ThemeFromSettings
from altered_tui.ui.screens.board import BoardScreen
from altered_tui.ui.screens.help import HelpScreen
from altered_tui.ui.screens.inspector import InspectorScreen
from altered_tui.ui.widgets.log import GameLog

# Board keys that would take a decision: a replay takes none.
_DECIDING = {"digit", "choose", "pass", "answer", "next_option", "previous_option", "undo"}


class ReplaySource:
    """Stands in for the match controller: the states of a replay, one at a time."""

    def __init__(self, save: MatchSave, states: list[GameState], pool: CardPool,
                 reveal: bool = True):
        self.save, self.states, self.pool = save, states, pool
        # False for a match not over: only what a spectator sees (no hand, no action text,
        # which may name a card put face down, no seed)
        self.reveal = reveal
        self.index = len(states) - 1  # start at the end: the final board
        self.history: list[str] = []  # nothing to undo
        self.seed = save.seed

    @property
    def state(self) -> GameState:
        return self.states[self.index]

    def observe(self, viewer: int, log_from: int = 0) -> dict[str, Any]:
        return observation(self.state, viewer, log_from)

    def describe_options(self, viewer: int, options: list[str]) -> list[OptionLabel]:
        """What each option of this step did, in words (ui.options)."""
        return describe_options(self.state, options, viewer)


class ReplayScreen(BoardScreen):
    result_on_enter = False  # a replay has no result screen
    BINDINGS = [
        Binding("left", "step(-1)", "Back", key_display="←"),
        Binding("right", "step(1)", "Forward", key_display="→"),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("v", "next_view", "View"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, source: ReplaySource, viewer: int = SPECTATOR):
        super().__init__(source)  # type: ignore[arg-type]
        self.source = source
        self.chosen_viewer = viewer

    def on_mount(self) -> None:
        super().on_mount()
        self.redraw()

    def redraw(self, rewind: bool = False) -> None:
        for log in self.query(GameLog):
            if rewind or log.shown > len(self.source.state.log):
                log.rewind()
        self.show_for(self.chosen_viewer)

    def _log(self, viewer: int) -> GameLog | None:
        # The neutral view has a log too (public texts), in the first log widget.
        return self.query_one(f"#log-{max(viewer, 0)}", GameLog)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in _DECIDING or (action == "next_view" and not self.source.reveal):
            return False
        return super().check_action(action, parameters)

    def _status_line(self, obs: dict[str, Any]) -> Text:
        line = super()._status_line(obs)
        src = self.source
        total = len(src.states) - 1
        line.append("   " + _("replay {index}/{total}").format(index=src.index, total=total),
                    style="bold magenta")
        if src.index and src.reveal:
            line.append(labelled("") + src.save.actions[src.index - 1].text, style="magenta")
        names = [p["name"] for p in obs["players"]]
        view = _("neutral") if self.chosen_viewer == SPECTATOR else names[self.chosen_viewer]
        line.append("   " + _("view: {view}").format(view=view), style="dim")
        if src.reveal:  # the match is over, or both players agreed
            line.append("   " + _("seed {seed}").format(seed=src.seed), style="dim")
        if obs["winner"] is not None and src.index == total:
            line.append("   " + _("{name} wins").format(name=names[obs['winner']]),
                        style="bold green")
        return line

    def action_step(self, delta: int) -> None:
        self._go(self.source.index + delta)

    def action_jump(self, where: int) -> None:
        self._go(where if where >= 0 else len(self.source.states) - 1)

    def _go(self, index: int) -> None:
        index = max(0, min(len(self.source.states) - 1, index))
        if index != self.source.index:
            self.source.index = index
            self.redraw()

    def action_next_view(self) -> None:
        order = [SPECTATOR, 0, 1]
        self.chosen_viewer = order[(order.index(self.chosen_viewer) + 1) % len(order)]
        self.redraw(rewind=True)


class ReplayApp(ThemeFromSettings, CrashSafeApp[int]):
    TITLE = "Altered — replay"
    ENABLE_COMMAND_PALETTE = False
    CSS_PATH = ["../app.tcss", "screens.tcss", "../widgets/widgets.tcss"]
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", priority=True)]

    def __init__(self, save: MatchSave, states: list[GameState], pool: CardPool,
                 viewer: int = SPECTATOR, reveal: bool = True):
        super().__init__()
        translate_bindings(self)
        self.source = ReplaySource(save, states, pool, reveal)
        self.replay = ReplayScreen(self.source, viewer)

    async def on_mount(self) -> None:
        await self.push_screen(self.replay)

    def on_board_screen_help_requested(self, _message: BoardScreen.HelpRequested) -> None:
        self.push_screen(HelpScreen([*ReplayScreen.BINDINGS, *self.BINDINGS]))

    def on_board_screen_inspect_requested(self, message: BoardScreen.InspectRequested) -> None:
        card_def = self.source.pool.get(message.view.get("id", ""))
        self.push_screen(InspectorScreen(message.view, card_def, message.where))
