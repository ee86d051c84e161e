"""A save written by an earlier version of the program still loads and replays.

The fixture is a whole random game (seed 3, the two practice decks) recorded in save format
1; the events and states it was written with must still be what the engine produces, step by
step, or the save must be migrated when the format changes.
"""

from __future__ import annotations

from pathlib import Path

from altered_tui.engine import state_hash
from altered_tui.saves.model import FORMAT_VERSION
from altered_tui.saves.replay import rebuild
from altered_tui.saves.store import read_save
from tests.saves.helpers import pool_and_decks

FORMAT_1 = Path(__file__).parent / "fixtures" / "format1-seed3.json"


def test_a_format_1_save_loads_and_replays_every_step():
    save = read_save(FORMAT_1)
    assert save.format_version == FORMAT_VERSION
    pool, _ = pool_and_decks()
    state = rebuild(save, pool, FORMAT_1).state  # checks the digest of every step
    assert state.actions_taken == len(save.actions) == 65
    assert state.winner is not None
    assert state_hash(state) == save.final_hash
