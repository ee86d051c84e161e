"""UI timings: cold start to the first interactive board, and key-to-screen latency on a
full board (late in a match). Runs the app headless.

    python scripts/bench_ui.py
    python scripts/bench_ui.py --beside FOLDER   # in tmux at 120×40, beside five_by_five
    python scripts/bench_ui.py --beside FOLDER --tmux-prefix NAME   # names its tmux sessions

With --beside, FOLDER holds Textual's own example `five_by_five.py` (and its .tcss), taken
from Textual's repository: both apps run in real terminals (tmux), in the same run, timed
from a key sent to the screen showing its effect (polled with `capture-pane`), and the
figures are given as ratios to five_by_five's.
"""

from __future__ import annotations

import asyncio
import os
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
from altered_tui.ui import keyguard
keyguard.GUARD_SECONDS = 0.0  # keys come faster than any person's: none is ignored
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
    from altered_tui.ui import keyguard
    from tests.ui.helpers import advance, make_app

    keyguard.GUARD_SECONDS = 0.0  # keys come faster than any person's: none is ignored

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


# -- side by side with five_by_five, in tmux -------------------------------------------------

SIZE = (120, 40)


def _pane(session: str) -> str:
    return subprocess.run(["tmux", "capture-pane", "-e", "-p", "-t", session],
                          capture_output=True, text=True).stdout


def _until(session: str, done, timeout: float = 20.0) -> float:
    """Seconds until `done(screen text)` holds (polled as fast as tmux answers)."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        if done(_pane(session)):
            return time.perf_counter() - start
    raise RuntimeError(f"{session}: the screen never showed what was expected")


class Terminal:
    """One app in a tmux session at SIZE. Keys go through a tmux control-mode client (no
    process per key) and everything the app writes to the terminal is copied to a file, so
    the first byte drawn after a key is seen within microseconds."""

    def __init__(self, name: str, command: str, cwd: Path, env: dict[str, str]):
        import tempfile

        self.name = name
        self.output = Path(tempfile.mkstemp(prefix=f"{name}-")[1])
        subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
        exports = " ".join(f"{k}={v}" for k, v in env.items())
        self.started = time.perf_counter()
        subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", str(SIZE[0]), "-y",
                        str(SIZE[1]), "-c", str(cwd), f"env {exports} {command}"], check=True)
        subprocess.run(["tmux", "set-option", "-t", name, "window-size", "manual"], check=True)
        subprocess.run(["tmux", "pipe-pane", "-t", name, "-o", f"cat >> {self.output}"],
                       check=True)
        self.control = subprocess.Popen(["tmux", "-C", "attach", "-t", name],
                                        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                        text=True)

    def screen(self) -> str:
        return _pane(self.name)

    def wait_for(self, marker: str, timeout: float = 30.0) -> float:
        """Seconds since start until `marker` is on screen (polled with `capture-pane`)."""
        _until(self.name, lambda s: marker in s, timeout)
        return time.perf_counter() - self.started

    def key_to_screen(self, key: str) -> float:
        """Send one key; seconds until the app draws something in answer."""
        size = self.output.stat().st_size
        start = time.perf_counter()
        self.control.stdin.write(f"send-keys -t {self.name} {key}\n")
        self.control.stdin.flush()
        while self.output.stat().st_size == size:
            if time.perf_counter() - start > 10:
                raise RuntimeError(f"{self.name}: {key!r} drew nothing")
        return time.perf_counter() - start

    def close(self) -> None:
        self.control.stdin.close()
        self.control.wait()
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)
        self.output.unlink()


def beside_five_by_five(folder: Path, rounds: int = 3, keys: int = 10,
                        prefix: str = "bench") -> dict[str, float]:
    """Start-up, cursor move and action, ours and five_by_five's, medians over `rounds`
    (`prefix` starts the names of the tmux sessions)."""
    import tempfile

    python = sys.executable
    times: dict[str, list[float]] = {k: [] for k in ("5x5 start", "5x5 key", "start", "board",
                                                      "move", "action")}
    with tempfile.TemporaryDirectory() as cache:
        _as_installed(python, cache)
        for _round in range(rounds):
            five = Terminal(f"{prefix}-5x5", f"{python} five_by_five.py", folder, {})
            times["5x5 start"].append(five.wait_for("New Game"))
            time.sleep(0.5)
            for i in range(keys):
                for key in ("Down" if i % 2 else "Up", "Space"):
                    times["5x5 key"].append(five.key_to_screen(key))
                    time.sleep(0.3)  # let its cell transition finish
            five.close()

            with tempfile.TemporaryDirectory() as data:
                # not a first run: the match starts at once, without the offer of the lessons
                Path(data, "settings.json").write_text('{"lessons_offered": true}')
                ours = Terminal(f"{prefix}-altered", f"{python} -m altered_tui play --seed 1 "
                                "--names Ann,Bob", ROOT, {"ALTERED_TUI_DATA": data,
                                                          "ALTERED_TUI_CONFIG": data,
                                                          "ALTERED_TUI_CACHE": cache})
                times["start"].append(ours.wait_for("Pass to"))
                # The first player's Enter, as soon as the handover takes keys: how long
                # until the board (composed behind the handover) is on screen
                time.sleep(0.4)  # the guard against carried-over keys (ui/keyguard.py)
                pressed = time.perf_counter() - ours.started
                ours.key_to_screen("Enter")
                times["board"].append(ours.wait_for("Choose by number") - pressed)
                for _action in range(keys):
                    while "Choose by number" not in ours.screen():  # a handover or Dusk panel
                        time.sleep(0.5)  # longer than the guard against carried-over keys
                        ours.key_to_screen("Enter")
                        time.sleep(0.3)
                    time.sleep(0.5)
                    for key in ("Up", "Down"):
                        times["move"].append(ours.key_to_screen(key))
                        time.sleep(0.3)
                    time.sleep(0.2)
                    times["action"].append(ours.key_to_screen("1"))  # option 1
                    time.sleep(0.5)
                ours.close()
    return {k: statistics.median(v) for k, v in times.items()}


def _as_installed(python: str, cache: str) -> None:
    """Start as an installed copy does: with its modules' bytecode compiled (an environment
    with PYTHONDONTWRITEBYTECODE would compile every module again at each start) and the
    card pool cache written by an earlier run."""
    subprocess.run([python, "-m", "compileall", "-q", str(ROOT / "altered_tui")], check=True)
    subprocess.run([python, "-c", "from altered_tui.cards.pool import default_pool; "
                    "default_pool()"], check=True, cwd=ROOT,
                   env={**os.environ, "ALTERED_TUI_CACHE": cache})


def main() -> None:
    if "--beside" in sys.argv:
        folder = Path(sys.argv[sys.argv.index("--beside") + 1]).resolve()
        prefix = sys.argv[sys.argv.index("--tmux-prefix") + 1] if "--tmux-prefix" in sys.argv \
            else "bench"
        t = beside_five_by_five(folder, prefix=prefix)
        print(f"five_by_five: start-up {t['5x5 start'] * 1000:.0f} ms, key to screen "
              f"{t['5x5 key'] * 1000:.0f} ms")
        print(f"altered-tui: first handover's Enter to the whole board {t['board'] * 1000:.0f} ms")
        print(f"altered-tui: start-up {t['start'] * 1000:.0f} ms, cursor move "
              f"{t['move'] * 1000:.0f} ms, action {t['action'] * 1000:.0f} ms")
        print(f"ratios to five_by_five: start-up {t['start'] / t['5x5 start']:.2f}, cursor move "
              f"{t['move'] / t['5x5 key']:.2f}, action {t['action'] / t['5x5 key']:.2f}")
        return
    starts = [cold_start() for _ in range(3)]
    print(f"cold start to first interactive board: median {statistics.median(starts) * 1000:.0f} ms "
          f"(runs: {', '.join(f'{s * 1000:.0f}' for s in starts)} ms)")
    for label, seconds in asyncio.run(key_latency()).items():
        print(f"key-to-screen latency, {label}: median {seconds * 1000:.1f} ms")


if __name__ == "__main__":
    main()
