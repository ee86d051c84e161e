"""Ending the game."""

from __future__ import annotations

from typing import Any

from altered_tui.engine.log import log
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase


def end_game(g: GameState, winner: int, reason: dict[str, Any], rule: str, cause: str) -> None:
    """`reason`: how the game was won, as data: `via` met, crossed (with the two total
    distances `mine` and `theirs`), arena (the terrains won by each) or ability (`card`)."""
    g.winner = winner
    g.win_reason = reason
    g.pending = None
    g.stack.clear()
    log(g, "victory", rule=rule, cause=cause, player=winner,
        data={"who": winner, "reason": reason})
    g.phase = Phase.OVER
