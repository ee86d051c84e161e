"""A one-step lookahead player: try each option on a determinization of its observation
and keep the one the hand-written evaluation likes best."""

from __future__ import annotations

from typing import Any

from altered_tui.ai.base import Player, worth_choosing
from altered_tui.ai.determinize import Unsupported, determinize, supported
from altered_tui.ai.evaluate import evaluate
from altered_tui.engine import apply_inplace, clone
from altered_tui.engine.state import GameState


def best_by_lookahead(g: GameState, player: int, options: list[str]) -> str:
    """The option whose resulting position evaluates best; the first one on ties."""
    best, best_value = options[0], float("-inf")
    for text in options:
        after = clone(g)
        apply_inplace(after, text)
        value = evaluate(after, player)
        if value > best_value:
            best, best_value = text, value
    return best


def fallback(options: list[str]) -> str:
    """For decisions that cannot be rebuilt (targets, modes...): the first real choice."""
    for text in options:
        if not text.endswith(" none") and text not in ("pass", "no"):
            return text
    return options[0]


class GreedyPlayer(Player):
    name = "greedy"

    def choose(self, view: dict[str, Any]) -> str:
        options = worth_choosing(view)
        if len(options) == 1:
            return options[0]
        if self.decks is None or self.pool is None or not supported(view):
            return fallback(options)
        try:
            g = determinize(view, self.decks, self.pool, self.rng)
        except Unsupported:
            return fallback(options)
        return best_by_lookahead(g, view["viewer"], options)
