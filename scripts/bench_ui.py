"""UI timings: cold start to the first interactive board, and key-to-screen latency on a
full board (late in a match). Runs the app headless.

    python scripts/bench_ui.py
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COLD_START = """
import asyncio, time
t0 = time.perf_counter()
from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.ui.app import AlteredApp
from altered_tui.ui.controller import MatchController
from altered_tui.ui.screens.board import BoardScreen
pool = default_pool()
decks = [load_deck(decks_dir() / n, pool) for n in ("bravos-practice.yaml", "lyra-practice.yaml")]
async def main():
    app = AlteredApp(MatchController(*decks, pool, seed=1, names=("Ann", "Bob")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, BoardScreen) and app.board.options
        print(time.perf_counter() - t0)
asyncio.run(main())
"""


def cold_start() -> float:
    """A fresh interpreter: imports, card pool, decks, app, handover, first board."""
    out = subprocess.run([sys.executable, "-c", COLD_START], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    return float(out.stdout.strip().splitlines()[-1])


async def key_latency(samples: int = 30) -> dict[str, float]:
    from tests.ui.helpers import advance, make_app

    def crowded(state, following) -> bool:  # a busy Afternoon board late in the match
        cards = sum(len(e) for p in state.players for e in p.expeditions.values())
        return state.pending.kind == "turn" and cards >= 6 and state.day >= 4

    app = make_app(seed=1)
    advance(app, crowded)
    timings: dict[str, list[float]] = {"cursor move": [], "option highlight": [],
                                       "unbound key (the test harness alone)": []}
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        for i in range(samples):
            for label, key in (("cursor move", "up" if i % 2 else "down"),
                               ("option highlight", "tab"),
                               ("unbound key (the test harness alone)", "z")):
                start = time.perf_counter()
                await pilot.press(key)
                await pilot.pause()
                timings[label].append(time.perf_counter() - start)
        # A whole action: apply, conceal, handover screen up (one sample per action).
        actions = []
        for _ in range(10):
            start = time.perf_counter()
            await pilot.press("1" if len(app.board.options) < 10 else "enter")
            actions.append(time.perf_counter() - start)
            await pilot.press("enter")  # handover / Dusk
            while app.screen is not app.board and not app.controller.over:
                await pilot.press("enter")
            if app.controller.over:
                break
        timings["action to next screen"] = actions
    return {k: statistics.median(v) for k, v in timings.items()}


def main() -> None:
    starts = [cold_start() for _ in range(3)]
    print(f"cold start to first interactive board: median {statistics.median(starts) * 1000:.0f} ms "
          f"(runs: {', '.join(f'{s * 1000:.0f}' for s in starts)} ms)")
    for label, seconds in asyncio.run(key_latency()).items():
        print(f"key-to-screen latency, {label}: median {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
