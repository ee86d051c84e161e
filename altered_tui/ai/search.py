"""The strongest computer player: Monte-Carlo search over determinizations.

Each iteration samples the hidden cards consistently with the observation (determinize.py),
picks a root option by UCB1, plays it, plays on with the fast playout policy to the start
of a later day, and scores the result with the evaluation. The most visited option wins.
With `iterations` set and no `time_limit` it is deterministic for a seed; with a
`time_limit` it stops at the deadline (checked between iterations).
"""

from __future__ import annotations

import math
import time
from typing import Any

from altered_tui.ai.base import Player, worth_choosing
from altered_tui.ai.determinize import Unsupported, determinize, supported
from altered_tui.ai.evaluate import evaluate
from altered_tui.ai.greedy import best_by_lookahead, fallback
from altered_tui.ai.rollout import playout
from altered_tui.engine import ActionError, apply_inplace

SCALE = 25.0  # evaluation points for which the squashed value moves from 0.5 to ~0.73
EXPLORATION = 0.4


def squash(value: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, value / SCALE))))


class SearchPlayer(Player):
    name = "search"

    def __init__(self, seed: int = 0, decks=None, pool=None, time_limit: float | None = 0.9,
                 iterations: int | None = None, horizon_days: int = 1):
        super().__init__(seed, decks, pool)
        self.time_limit = time_limit
        self.iterations = iterations
        self.horizon_days = horizon_days
        self.last_iterations = 0

    def choose(self, view: dict[str, Any]) -> str:
        start = time.perf_counter()
        options = worth_choosing(view)
        self.last_iterations = 0
        if len(options) == 1:
            return options[0]
        if self.decks is None or self.pool is None or not supported(view):
            return fallback(options)
        me = view["viewer"]
        try:
            first = determinize(view, self.decks, self.pool, self.rng)
        except Unsupported:
            return fallback(options)
        if view["pending"]["kind"] == "setup_mana":
            return best_by_lookahead(first, me, options)
        deadline = None if self.time_limit is None else start + self.time_limit
        visits = [0] * len(options)
        totals = [0.0] * len(options)
        until_day = view["day"] + self.horizon_days
        n = 0
        g = first
        while self.iterations is None or n < self.iterations:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if n:
                g = determinize(view, self.decks, self.pool, self.rng)
            i = self._select(visits, totals, n)
            try:
                apply_inplace(g, options[i])
            except ActionError:  # cannot happen if the rebuild is faithful; never crash
                visits[i] += 1
                n += 1
                continue
            playout(g, self.rng, until_day)
            visits[i] += 1
            totals[i] += squash(evaluate(g, me))
            n += 1
        self.last_iterations = n
        if n == 0:
            return best_by_lookahead(first, me, options)
        best = max(range(len(options)),
                   key=lambda k: (visits[k], totals[k] / visits[k] if visits[k] else 0.0, -k))
        return options[best]

    @staticmethod
    def _select(visits: list[int], totals: list[float], n: int) -> int:
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_n = math.log(n)
        return max(range(len(visits)), key=lambda i: totals[i] / visits[i]
                   + EXPLORATION * math.sqrt(log_n / visits[i]))
