"""Benchmark the rules engine: random games between two bundled decks.

    python scripts/bench_engine.py [--games 200] [--seed 0] [--decks bravos-starter lyra-starter]
    python scripts/bench_engine.py --random-decks   # legal decks drawn from the whole pool

Prints games per second, the mean and p99 decision time (time per `apply_inplace`), and
actions per game. Not part of the test run.
"""

from __future__ import annotations

import argparse
import statistics
import time

from altered_tui.cards.deckgen import random_deck
from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game
from altered_tui.engine.rng import Rng

MAX_DAYS = 60


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", nargs=2, default=["bravos-practice", "lyra-practice"],
                        help="two deck names from cards/decks (without .yaml)")
    parser.add_argument("--random-decks", action="store_true",
                        help="a new pair of legal decks drawn from the whole pool for each game")
    args = parser.parse_args()
    pool = default_pool()
    named = tuple(load_deck(decks_dir() / f"{name}.yaml", pool) for name in args.decks)
    decisions: list[float] = []
    actions: list[int] = []
    finished = 0
    clock = time.perf_counter
    start = clock()
    for seed in range(args.seed, args.seed + args.games):
        decks = (random_deck(pool, 2 * seed), random_deck(pool, 2 * seed + 1)) if args.random_decks \
            else named
        g = new_game(*decks, pool, seed=seed)
        rng = Rng(seed * 2 + 1)
        n = 0
        while not g.over and g.day <= MAX_DAYS:
            legal = legal_actions(g)
            action = legal[rng.below(len(legal))]
            t = clock()
            apply_inplace(g, action)
            decisions.append(clock() - t)
            n += 1
        finished += g.over
        actions.append(n)
    total = clock() - start
    decisions.sort()
    p99 = decisions[min(len(decisions) - 1, int(len(decisions) * 0.99))]
    print(f"games:            {args.games} ({finished} finished) in {total:.2f} s")
    print(f"games/second:     {args.games / total:.1f}")
    print(f"decision time:    mean {statistics.fmean(decisions) * 1e6:.1f} us, "
          f"p99 {p99 * 1e6:.1f} us ({len(decisions)} decisions)")
    print(f"actions per game: mean {statistics.fmean(actions):.1f}, "
          f"min {min(actions)}, max {max(actions)}")


if __name__ == "__main__":
    main()
