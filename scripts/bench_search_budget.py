"""How closely the search player keeps its time budget.

    python scripts/bench_search_budget.py [--positions 20] [--budgets 0.1,0.3,0.9]

For each budget, the search decides in Afternoon positions of random games (Bravos vs
Lyra starter decks) with no iteration cap; prints the mean, p95 and worst time past the
budget, and the iterations per decision. The search checks its deadline between
iterations, so the overrun is about one iteration (a rollout to the end of the day).
Not part of the test run: the tests keep only a generous bound.
"""

from __future__ import annotations

import argparse
import statistics
import time


def positions(count: int):
    from altered_tui.cards.decks import load_deck
    from altered_tui.cards.pool import decks_dir, default_pool
    from altered_tui.engine import apply_inplace, legal_actions, new_game
    from altered_tui.engine.rng import Rng

    pool = default_pool()
    decks = tuple(load_deck(decks_dir() / f"{f}-starter.yaml", pool) for f in ("bravos", "lyra"))
    found, seed = [], 0
    while len(found) < count:
        g, rng = new_game(*decks, pool, seed=seed), Rng(seed)
        seed += 1
        while not g.over and g.phase.value != "afternoon":
            legal = legal_actions(g)
            apply_inplace(g, legal[rng.below(len(legal))])
        if not g.over and len(legal_actions(g)) > 1:
            found.append(g)
    return pool, decks, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--budgets", default="0.1,0.3,0.9")
    args = parser.parse_args()
    from altered_tui.ai import SearchPlayer
    from altered_tui.engine import observation

    pool, decks, games = positions(args.positions)
    for budget in (float(b) for b in args.budgets.split(",")):
        over, iterations = [], []
        for i, g in enumerate(games):
            player = SearchPlayer(i, decks, pool, time_limit=budget, iterations=None)
            view = observation(g, g.pending.player)
            start = time.perf_counter()
            player.choose(view)
            over.append((time.perf_counter() - start - budget) * 1000)
            iterations.append(player.last_iterations)
        over.sort()
        p95 = over[min(len(over) - 1, int(len(over) * 0.95))]
        print(f"budget {budget:.1f} s: past it by mean {statistics.fmean(over):6.1f} ms, "
              f"p95 {p95:6.1f} ms, worst {over[-1]:6.1f} ms; "
              f"{statistics.fmean(iterations):.0f} iterations per decision")


if __name__ == "__main__":
    main()
