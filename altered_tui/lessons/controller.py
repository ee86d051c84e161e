"""A match that starts from a scenario (a lesson, or `play --scenario`) instead of decks.

It is kept in memory only (no autosave: a scenario is not a deck list the save format can
replay), so undo is refused. A lesson's opponent may be `PassiveOpponent`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from altered_tui.cards.pool import CardPool
from altered_tui.engine import GameState, clone
from altered_tui.i18n import N_
from altered_tui.saves.undo import Refusal, UndoRefused
from altered_tui.scenarios import Scenario, build_state, load_scenario_file
from altered_tui.ui.controller import MatchController

# Options a passive opponent takes whenever it can: it never plays a card.
DECLINE = ("pass", "expand none", "no", "done")


class PassiveOpponent:
    """A scripted opponent for lessons: it takes the moves of its `script` in order, each
    the first option that contains it, as soon as one is offered; otherwise it passes and
    declines, or takes the first option."""

    def __init__(self, script: list[str] | None = None):
        self.script = list(script or [])

    def choose(self, view: dict[str, Any]) -> str:
        options = view["pending"]["options"]
        if self.script:
            scripted = [text for text in options if self.script[0] in text]
            if scripted:
                self.script.pop(0)
                return scripted[0]
        for text in DECLINE:
            if text in options:
                return text
        return options[0]


class _NoRecord:
    """Stands in for the save recorder: a scenario match is not saved."""

    path = None
    write_error = None

    def record(self, *_args: Any, **_kwargs: Any) -> None:
        pass

    def settle(self, _state: Any) -> None:
        pass

    def flush(self, _state: Any) -> None:
        pass

    def close(self) -> None:
        pass


class ScenarioController(MatchController):
    def __init__(self, scenario: Scenario, pool: CardPool, where: str = "scenario"):
        # No call to MatchController.__init__: it deals decks; this starts from a position.
        self.scenario = scenario
        self.where = where
        self.pool = pool
        self.decks = ()
        self.names = tuple(p.name for p in scenario.players)
        self.seed = scenario.seed
        self.match_number = 1
        self.settings: dict[str, Any] = {}
        self.autosave_to = None
        self.recorder = _NoRecord()  # type: ignore[assignment]
        self.start = build_state(scenario, pool, where)
        self.state: GameState = clone(self.start)
        self.history: list[str] = []
        self.automatic_tail = 0
        self.undo_mark = None
        self.forced_passes: dict[int, list[int]] = {}

    @classmethod
    def from_file(cls, path: Path, pool: CardPool) -> ScenarioController:
        return cls(load_scenario_file(path), pool, str(path))

    def may_take_back(self, player: int) -> bool:
        return False  # a scenario is restarted, not taken back: no undo key

    def undo(self) -> tuple[int, str]:
        why = N_("undo is not available in a scenario; restart it instead")
        raise UndoRefused(why, Refusal(why))

    def set_passive_opponent(self, script: list[str] | None = None) -> None:
        self.computer = PassiveOpponent(script)

    def rematch(self) -> None:
        """Start the same position again."""
        self.match_number += 1
        self.state = clone(self.start)
        self.history = []
        self.forced_passes = {}
