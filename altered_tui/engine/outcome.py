"""Ending the game."""

from __future__ import annotations

from altered_tui.engine.log import log
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase


def end_game(g: GameState, winner: int, reason: str, rule: str, cause: str) -> None:
    g.winner = winner
    g.win_reason = reason
    g.pending = None
    g.stack.clear()
    log(g, "victory", f"{g.players[winner].name} wins: {reason}", rule=rule, cause=cause,
        player=winner, data={"winner": winner, "reason": reason})
    g.phase = Phase.OVER
