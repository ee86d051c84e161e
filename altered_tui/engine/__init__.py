"""The rules core of Altered: pure Python, no screen, no global randomness."""

from altered_tui.engine.actions import Action, ActionError, parse
from altered_tui.engine.api import (
    apply,
    apply_inplace,
    clone,
    legal_actions,
    new_game,
    state_hash,
    to_action,
)
from altered_tui.engine.observation import observation
from altered_tui.engine.state import GameState

__all__ = [
    "Action",
    "ActionError",
    "GameState",
    "apply",
    "apply_inplace",
    "clone",
    "legal_actions",
    "new_game",
    "observation",
    "parse",
    "state_hash",
    "to_action",
]
