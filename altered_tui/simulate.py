"""Headless games between computer players, for deck testing and smoke tests.

Game i uses seed `seed + i` (for the game and both players), so a run's results do not
depend on how many processes play it.
"""

from __future__ import annotations

import math
import multiprocessing
import signal
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable

from altered_tui.ai import PLAYERS, Player, SearchPlayer
from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import apply_inplace, new_game
from altered_tui.engine.adventure import total_distance
from altered_tui.engine.observation import decision_view, observation
from altered_tui.engine.state import GameState

MAX_DAYS = 60  # a game still going after this many days counts as unfinished
SEARCH_ITERATIONS = 48  # per decision in simulations: fixed, so results are reproducible


@dataclass
class GameResult:
    seed: int
    winner: int | None  # 0: DECK1's player, 1: DECK2's player
    days: int
    actions: int
    first_player: int
    distances: tuple[int, int]
    error: str = ""


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for z = 1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


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
    first_player_wins: int = 0  # games won by whoever went first
    mean_distance: tuple[float, float] = (0.0, 0.0)  # final total distance of each deck
    stopped: bool = False  # ctrl+c ended the run before all its games were played

    @property
    def decided(self) -> int:
        return self.wins[0] + self.wins[1]

    def win_interval(self, player: int) -> tuple[float, float]:
        return wilson(self.wins[player], self.games)

    def add(self, r: GameResult) -> None:
        self.games += 1
        self.results.append(r)
        if r.error:
            self.errors += 1
            self.error_seeds.append(r.seed)
        elif r.winner is None:
            self.draws_or_unfinished += 1
        else:
            self.wins[r.winner] += 1
            self.first_player_wins += r.winner == r.first_player

    def finish(self, seconds: float) -> None:
        n = self.games or 1
        self.mean_days = sum(r.days for r in self.results) / n
        self.mean_distance = (sum(r.distances[0] for r in self.results) / n,
                              sum(r.distances[1] for r in self.results) / n)
        self.seconds = seconds

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "stopped": self.stopped,
            "wins": self.wins,
            "draws_or_unfinished": self.draws_or_unfinished,
            "errors": self.errors,
            "mean_days": round(self.mean_days, 3),
            "seconds": round(self.seconds, 3),
            "error_seeds": self.error_seeds,
            "win_rate": [round(w / self.games, 4) if self.games else 0.0 for w in self.wins],
            "win_rate_ci95": [[round(x, 4) for x in self.win_interval(p)] for p in (0, 1)],
            "first_player_wins": self.first_player_wins,
            "first_player_win_rate": round(self.first_player_wins / self.decided, 4)
            if self.decided else None,
            "first_player_ci95": [round(x, 4) for x in wilson(self.first_player_wins,
                                                               self.decided)],
            "mean_final_distance": [round(d, 3) for d in self.mean_distance],
        }


def make_player(name: str, seed: int, decks: tuple[Deck, Deck], pool: CardPool,
                search_iterations: int | None = SEARCH_ITERATIONS) -> Player:
    """A computer player for simulations: search gets a fixed iteration budget, no clock."""
    if name == "search":
        return SearchPlayer(seed, decks, pool, time_limit=None, iterations=search_iterations)
    return PLAYERS[name](seed, decks, pool)


def play_one(deck1: Deck, deck2: Deck, pool: CardPool, seed: int,
             ai: tuple[str, str] = ("random", "random"),
             search_iterations: int = SEARCH_ITERATIONS) -> tuple[GameState | None, GameResult]:
    """Play one game; errors are caught and reported in the result, never raised."""
    decks = (deck1, deck2)
    players = [make_player(ai[0], seed * 2 + 1, decks, pool, search_iterations),
               make_player(ai[1], seed * 2 + 2, decks, pool, search_iterations)]
    g = None
    try:
        g = new_game(deck1, deck2, pool, seed=seed)
        while not g.over and g.day <= MAX_DAYS:
            actor = g.pending.player  # type: ignore[union-attr]
            player = players[actor]
            view = (observation(g, actor, log_from=len(g.log)) if player.needs_observation
                    else decision_view(g, actor))
            apply_inplace(g, player.choose(view))
        return g, _result(g, seed)
    except Exception as exc:  # an engine error is a finding to report, not a crash
        result = _result(g, seed) if g is not None else GameResult(seed, None, 0, 0, 0, (0, 0))
        result.error = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        result.winner = None
        return g, result


def _result(g: GameState, seed: int) -> GameResult:
    first = g.log[0].data.get("who", 0) if g.log else 0
    return GameResult(seed, g.winner, g.day, g.actions_taken, first,
                      (total_distance(g, 0), total_distance(g, 1)))


_WORKER: dict[str, Any] = {}


def _init_worker(deck1: Deck, deck2: Deck, pool: CardPool, ai: tuple[str, str],
                 search_iterations: int) -> None:
    # ctrl+c reaches the whole process group: the parent alone decides to stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER.update(deck1=deck1, deck2=deck2, pool=pool, ai=ai, search_iterations=search_iterations)


def _play_batch(seeds: range) -> list[GameResult]:
    w = _WORKER
    return [play_one(w["deck1"], w["deck2"], w["pool"], sd, w["ai"], w["search_iterations"])[1]
            for sd in seeds]


def batches(seeds: range, jobs: int) -> list[range]:
    """Contiguous runs of seeds, at least eight per process and at most 16 games each:
    handing one out costs nothing beside its games, no process waits long on a slow one,
    and ctrl+c loses at most one batch per process."""
    size = max(1, min(16, len(seeds) // (jobs * 8)))
    return [seeds[i:i + size] for i in range(0, len(seeds), size)]


def simulate(deck1: Deck, deck2: Deck, pool: CardPool, games: int, seed: int = 0,
             ai: tuple[str, str] = ("random", "random"),
             on_game: Callable[[GameResult], None] | None = None, jobs: int = 1,
             search_iterations: int = SEARCH_ITERATIONS) -> Summary:
    """Play `games` games (seeds seed..seed+games-1) on `jobs` processes.

    The summary lists the games in seed order whatever `jobs` is. On ctrl+c the games
    finished so far are summed up (`Summary.stopped`) instead of lost."""
    start = time.perf_counter()
    done: list[GameResult] = []

    def finished(r: GameResult) -> None:
        done.append(r)
        if on_game:
            on_game(r)

    seeds = range(seed, seed + games)
    stopped = False
    try:
        if jobs <= 1 or games <= 1:
            for sd in seeds:
                finished(play_one(deck1, deck2, pool, sd, ai, search_iterations)[1])
        else:
            _play_parallel(batches(seeds, jobs), jobs, finished,
                           (deck1, deck2, pool, ai, search_iterations))
    except KeyboardInterrupt:
        stopped = True
    s = Summary(stopped=stopped)
    for r in sorted(done, key=lambda r: r.seed):
        s.add(r)
    s.finish(time.perf_counter() - start)
    return s


def _play_parallel(work: list[range], jobs: int, finished: Callable[[GameResult], None],
                   setup: tuple) -> None:
    """Each process is set up once (forked with the decks and the pool where the system
    can) and plays whole batches; results come back a batch at a time, as they finish."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    procs = context.Pool(jobs, initializer=_init_worker, initargs=setup)
    try:
        for results in procs.imap_unordered(_play_batch, work):
            for r in results:
                finished(r)
        procs.close()
    finally:
        procs.terminate()  # at once on ctrl+c; after close() it only reaps the processes
        procs.join()
