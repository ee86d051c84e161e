"""Headless games between computer players, for deck testing and smoke tests."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from altered_tui.ai import PLAYERS
from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import apply_inplace, new_game
from altered_tui.engine.adventure import total_distance
from altered_tui.engine.observation import decision_view
from altered_tui.engine.state import GameState

MAX_DAYS = 60  # a game still going after this many days counts as unfinished


@dataclass
class GameResult:
    seed: int
    winner: int | None  # 0: DECK1's player, 1: DECK2's player
    days: int
    actions: int
    first_player: int
    distances: tuple[int, int]
    error: str = ""


@dataclass
class Summary:
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws_or_unfinished: int = 0
    errors: int = 0
    mean_days: float = 0.0
    seconds: float = 0.0
    error_seeds: list[int] = field(default_factory=list)
    results: list[GameResult] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": self.wins,
            "draws_or_unfinished": self.draws_or_unfinished,
            "errors": self.errors,
            "mean_days": round(self.mean_days, 3),
            "seconds": round(self.seconds, 3),
            "error_seeds": self.error_seeds,
        }


def play_one(deck1: Deck, deck2: Deck, pool: CardPool, seed: int,
             ai: tuple[str, str] = ("random", "random")) -> tuple[GameState | None, GameResult]:
    """Play one game; errors are caught and reported in the result, never raised."""
    players = [PLAYERS[ai[0]](seed * 2 + 1), PLAYERS[ai[1]](seed * 2 + 2)]
    g = None
    try:
        g = new_game(deck1, deck2, pool, seed=seed)
        while not g.over and g.day <= MAX_DAYS:
            actor = g.pending.player  # type: ignore[union-attr]
            choice = players[actor].choose(decision_view(g, actor))
            apply_inplace(g, choice)
        return g, _result(g, seed)
    except Exception as exc:  # an engine error is a finding to report, not a crash
        result = _result(g, seed) if g is not None else GameResult(seed, None, 0, 0, 0, (0, 0))
        result.error = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        result.winner = None
        return g, result


def _result(g: GameState, seed: int) -> GameResult:
    first = g.log[0].data.get("first_player", 0) if g.log else 0
    return GameResult(seed, g.winner, g.day, g.actions_taken, first,
                      (total_distance(g, 0), total_distance(g, 1)))


def simulate(deck1: Deck, deck2: Deck, pool: CardPool, games: int, seed: int = 0,
             ai: tuple[str, str] = ("random", "random"),
             on_game: Callable[[GameResult], None] | None = None) -> Summary:
    start = time.perf_counter()
    s = Summary()
    days = 0
    for i in range(games):
        _, r = play_one(deck1, deck2, pool, seed + i, ai)
        s.games += 1
        s.results.append(r)
        days += r.days
        if r.error:
            s.errors += 1
            s.error_seeds.append(r.seed)
        elif r.winner is None:
            s.draws_or_unfinished += 1
        else:
            s.wins[r.winner] += 1
        if on_game:
            on_game(r)
    s.mean_days = days / games if games else 0.0
    s.seconds = time.perf_counter() - start
    return s
