"""Benchmark loading and validating the whole bundled card pool.

    python scripts/bench_pool.py [--repeat 10]

Prints the median time of (1) loading every card file into the pool and (2) the whole
`altered-tui validate cards/` check (card files, ids, decks), in-process, plus the time to
import the card modules and run `altered-tui validate cards/` as a fresh process. Not part
of the test run.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

T0 = time.perf_counter()
from altered_tui.cards.pool import card_files, data_dir, load_pool_from  # noqa: E402
from altered_tui.cards.validation import validate_paths  # noqa: E402

IMPORT_SECONDS = time.perf_counter() - T0


def _median_seconds(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    root = data_dir()
    pool = load_pool_from(card_files(root))
    load = _median_seconds(args.repeat, lambda: load_pool_from(card_files(root)))
    check = _median_seconds(args.repeat, lambda: validate_paths([root]))
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "altered_tui", "validate", str(root)],
                   check=True, capture_output=True)
    process = time.perf_counter() - start
    print(f"pool: {len(pool)} card versions in {len(card_files(root))} files")
    print(f"load (median of {args.repeat}):            {load:.3f} s")
    print(f"load + validate (median of {args.repeat}): {check:.3f} s")
    print(f"imports of the card modules:       {IMPORT_SECONDS:.3f} s")
    print(f"`altered-tui validate cards/` as a new process: {process:.3f} s")


if __name__ == "__main__":
    main()
