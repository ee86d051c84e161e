"""A headless match of random legal actions, autosaved after each one.

    python -m altered_tui.saves.selfplay SAVE_DIR SEED

Used to test that killing a match at any moment (kill -9 included) loses at most the
action in progress. The action chosen at each step depends only on SEED and the step
number, so a resumed match continues exactly as the uninterrupted one would.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from altered_tui.cli import _load_decks, _load_pool
from altered_tui.engine import GameState, apply_inplace, legal_actions, new_game
from altered_tui.engine.rng import Rng
from altered_tui.saves.recorder import Recorder

MAX_ACTIONS = 5000
NAMES = ("P1", "P2")


def pick(seed: int, step: int, state: GameState) -> str:
    """The action the policy takes at `step` (0-based number of actions taken before)."""
    options = legal_actions(state)
    rng = Rng((((seed & 0xFFFFFFFF) << 32) | (step & 0xFFFFFFFF)) ^ 0x5DEECE66D)
    return options[rng.below(len(options))].text


def play_on(state: GameState, recorder: Recorder, seed: int) -> GameState:
    """Play random legal actions to the end, recording each."""
    for _ in range(MAX_ACTIONS):
        if not legal_actions(state):
            break
        step = len(recorder.save.actions)
        text = pick(seed, step, state)
        player = state.pending.player  # type: ignore[union-attr]
        log_from = len(state.log)
        apply_inplace(state, text)
        recorder.record(state, text, player, log_from)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m altered_tui.saves.selfplay")
    parser.add_argument("folder", type=Path)
    parser.add_argument("seed", type=int)
    parser.add_argument("decks", nargs="*", help="two deck files (default: the bundled decks)")
    args = parser.parse_args(argv)

    pool = _load_pool()
    decks = _load_decks(args.decks, pool)
    state = new_game(decks[0], decks[1], pool, seed=args.seed, names=NAMES)
    recorder = Recorder.start((decks[0], decks[1]), args.seed, NAMES, state, args.folder,
                              settings={"selfplay": True})
    play_on(state, recorder, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
