"""Benchmark the rules engine against a stored baseline commit, side by side in one run.

    python scripts/bench_engine.py                  # starter decks, every pairing in turn
    python scripts/bench_engine.py --random-decks   # a new pair of legal whole-pool decks a game
    python scripts/bench_engine.py --games 100 --rounds 3 --baseline 16d5bde

The baseline commit's package and cards are extracted (`git archive`) into a temporary
folder. Each round plays the same seeded games with random legal actions, once with the
baseline and once with this tree, each in its own process, alternating which goes first. A
decision is `legal_actions` + `apply_inplace`, timed in the process's CPU time. Prints decisions per second, games per second
and the decision time of both, their ratios, and whether both ended every game in the same
state (`state_hash`). Not part of the test run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
REPO = HERE.parents[1]
BASELINE = "16d5bde"  # the engine before its layers and speed work
MAX_DAYS = 60


def play(games: int, seed: int, random_decks: bool) -> dict:
    """Worker: play the games with whatever `altered_tui` is first on the path."""
    import altered_tui
    from altered_tui.cards.deckgen import random_deck
    from altered_tui.cards.decks import load_deck
    from altered_tui.cards.pool import decks_dir, default_pool
    from altered_tui.engine import apply_inplace, legal_actions, new_game, state_hash
    from altered_tui.engine.rng import Rng

    pool = default_pool()
    starters = [load_deck(f, pool) for f in sorted(decks_dir().glob("*-starter.yaml"))]
    pairs = [(a, b) for i, a in enumerate(starters) for b in starters[i + 1:]]
    clock = time.process_time  # CPU time: other work on the machine weighs less than on a wall clock
    times: list[float] = []
    hashes: list[str] = []
    finished = 0
    wall = 0.0  # setting up and playing the games; decks and final hashes left out
    for s in range(seed, seed + games):
        decks = ((random_deck(pool, 2 * s), random_deck(pool, 2 * s + 1)) if random_decks
                 else pairs[s % len(pairs)])
        start = clock()
        g = new_game(*decks, pool, seed=s)
        rng = Rng(s * 2 + 1)
        while not g.over and g.day <= MAX_DAYS:
            t = clock()
            legal = legal_actions(g)
            apply_inplace(g, legal[rng.below(len(legal))])
            times.append(clock() - t)
        wall += clock() - start
        finished += g.over
        hashes.append(state_hash(g))
    return {"module": altered_tui.__file__, "games": games, "finished": finished,
            "wall": wall, "times": times, "hashes": hashes}


def extract(commit: str, into: Path) -> None:
    archive = into / "tree.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "-C", str(REPO), "archive", commit, "altered_tui", "cards"],
                       stdout=out, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")


def run_worker(tree: Path, args: argparse.Namespace, seed: int) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    cmd = [sys.executable, str(HERE), "--worker", "--games", str(args.games), "--seed", str(seed)]
    if args.random_decks:
        cmd.append("--random-decks")
    out = subprocess.run(cmd, env=env, cwd=tree, capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    assert Path(result["module"]).resolve().is_relative_to(tree.resolve()), result["module"]
    return result


def summary(runs: list[dict]) -> dict:
    times = sorted(t for r in runs for t in r["times"])
    return {"decisions": len(times), "decisions_per_s": len(times) / sum(times),
            "games_per_s": sum(r["games"] for r in runs) / sum(r["wall"] for r in runs),
            "mean_us": statistics.fmean(times) * 1e6,
            "p99_us": times[min(len(times) - 1, int(len(times) * 0.99))] * 1e6,
            "finished": sum(r["finished"] for r in runs), "games": sum(r["games"] for r in runs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per version per round")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--random-decks", action="store_true",
                        help="a new pair of legal decks drawn from the whole pool for each game")
    parser.add_argument("--baseline", default=BASELINE, help="the commit to compare with")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(play(args.games, args.seed, args.random_decks)))
        return
    runs: dict[str, list[dict]] = {"baseline": [], "this tree": []}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        extract(args.baseline, base)
        trees = {"baseline": base, "this tree": REPO}
        for r in range(args.rounds):
            seed = args.seed + r * args.games
            order = ["baseline", "this tree"] if r % 2 else ["this tree", "baseline"]
            for name in order:
                runs[name].append(run_worker(trees[name], args, seed))
    pairs = [(a, b) for x, y in zip(runs["baseline"], runs["this tree"])
             for a, b in zip(x["hashes"], y["hashes"])]
    same = sum(a == b for a, b in pairs)
    old, new = summary(runs["baseline"]), summary(runs["this tree"])
    decks = "random whole-pool decks" if args.random_decks else "starter decks, every pairing"
    print(f"{new['games']} games a version ({decks}), {args.rounds} rounds alternating; "
          f"baseline {args.baseline}")
    print(f"{'':22}{'baseline':>12}{'this tree':>12}{'ratio':>8}")
    for label, key, fmt in (("decisions/s", "decisions_per_s", "{:12.0f}"),
                            ("games/s", "games_per_s", "{:12.1f}"),
                            ("decision mean (us)", "mean_us", "{:12.1f}"),
                            ("decision p99 (us)", "p99_us", "{:12.1f}")):
        ratio = new[key] / old[key]
        print(f"{label:22}{fmt.format(old[key])}{fmt.format(new[key])}{ratio:8.2f}")
    print(f"decisions: {old['decisions']} / {new['decisions']}; finished games: "
          f"{old['finished']} / {new['finished']}; same final state_hash: {same} of {len(pairs)} "
          "games")


if __name__ == "__main__":
    main()
