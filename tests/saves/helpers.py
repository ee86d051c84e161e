"""Playing recorded random games for the saves tests."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Callable

from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import GameState, new_game
from altered_tui.saves.recorder import Recorder
from altered_tui.saves.selfplay import play_on
from altered_tui.saves.store import install_seal, open_record, sealed_text

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
    """A whole random game (the selfplay policy), recorded; saved in `folder` if given,
    then closed (its lock given up), as when the window that played it is quit."""
    state, recorder = start(seed, folder, names)
    state = play_on(state, recorder, seed)
    recorder.close()
    return state, recorder


def edit_record_text(path: Path, change: Callable[[str], str]) -> None:
    """Change the match record of a save as someone holding this install's key could: read
    with the program's own functions, changed, then encrypted and signed again."""
    text = json.dumps(open_record(path))
    public = json.loads(path.read_text(encoding="utf-8").partition("\n")[2])["public"]
    path.write_text(sealed_text(change(text), public, install_seal()), encoding="utf-8")


def edit_record(path: Path, change: Callable[[dict], object]) -> None:
    """`edit_record_text`, the record as data."""
    def edited(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)

    edit_record_text(path, edited)
