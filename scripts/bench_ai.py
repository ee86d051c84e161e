"""Benchmark the computer players and the card pool; compare with the last run.

    python scripts/bench_ai.py [--decisions 30]

Prints: card pool load + validation time, engine random games per second, and the mean /
p99 decision time of each AI level (search at its default 0.9 s budget is timed with a
0.2 s budget and 60 iterations cap to keep the run short). Figures are stored in
scripts/bench_last.json; each line shows the ratio to the previous run (new / old).
Not part of the test run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

LAST = Path(__file__).with_name("bench_last.json")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30)
    args = parser.parse_args()
    clock = time.perf_counter
    t = clock()
    from altered_tui.cards.pool import decks_dir, load_pool_from, card_files, data_dir
    pool = load_pool_from(card_files(data_dir()))
    figures = {"pool_load_s": clock() - t}
    from altered_tui.ai import GreedyPlayer, RandomPlayer, SearchPlayer
    from altered_tui.cards.decks import load_deck
    from altered_tui.engine import apply_inplace, legal_actions, new_game, observation
    from altered_tui.engine.rng import Rng

    decks = (load_deck(decks_dir() / "bravos-practice.yaml", pool),
             load_deck(decks_dir() / "lyra-practice.yaml", pool))
    t, games = clock(), 40
    for seed in range(games):
        g, rng = new_game(*decks, pool, seed=seed), Rng(seed)
        while not g.over and g.day <= 60:
            legal = legal_actions(g)
            apply_inplace(g, legal[rng.below(len(legal))])
    figures["random_games_per_s"] = games / (clock() - t)
    levels = {"random": RandomPlayer(1, decks, pool), "greedy": GreedyPlayer(1, decks, pool),
              "search": SearchPlayer(1, decks, pool, time_limit=0.2, iterations=60)}
    for name, player in levels.items():
        times: list[float] = []
        seed = 0
        while len(times) < args.decisions:
            g, rng = new_game(*decks, pool, seed=seed), Rng(seed)
            seed += 1
            while not g.over and len(times) < args.decisions:
                actor = g.pending.player
                view = observation(g, actor, log_from=len(g.log))
                if len(view["pending"]["options"]) > 1:
                    t = clock()
                    player.choose(view)
                    times.append(clock() - t)
                legal = legal_actions(g)
                apply_inplace(g, legal[rng.below(len(legal))])
        times.sort()
        figures[f"{name}_mean_ms"] = statistics.fmean(times) * 1000
        figures[f"{name}_p99_ms"] = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    old = json.loads(LAST.read_text()) if LAST.exists() else {}
    for key, value in figures.items():
        ratio = f"  (x{value / old[key]:.2f} vs last run)" if old.get(key) else ""
        print(f"{key:22s} {value:10.3f}{ratio}")
    LAST.write_text(json.dumps({k: round(v, 4) for k, v in figures.items()}, indent=1) + "\n")


if __name__ == "__main__":
    main()
