"""Playing recorded random games for the saves tests."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import GameState, new_game
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.selfplay import play_on

NAMES = ("Ann", "Bob")


@lru_cache(maxsize=1)
def pool_and_decks():
    pool = default_pool()
    return pool, (load_deck(decks_dir() / "bravos-practice.yaml", pool),
                  load_deck(decks_dir() / "lyra-practice.yaml", pool))


def start(seed: int, folder: Path | None, names: tuple[str, str] = NAMES,
          ) -> tuple[GameState, Recorder]:
    pool, decks = pool_and_decks()
    state = new_game(decks[0], decks[1], pool, seed=seed, names=names)
    return state, Recorder.start(decks, seed, names, state, folder)


def recorded_game(seed: int, folder: Path | None = None, names: tuple[str, str] = NAMES,
                  ) -> tuple[GameState, Recorder]:
    """A whole random game (the selfplay policy), recorded; saved in `folder` if given."""
    state, recorder = start(seed, folder, names)
    return play_on(state, recorder, seed), recorder
