"""Autosave: after every action the whole match record is written again, atomically."""

from __future__ import annotations

import secrets
from datetime import datetime
from pathlib import Path
from typing import Any

from altered_tui.cards.decks import Deck
from altered_tui.engine import GameState, state_hash
from altered_tui.saves.lock import OPEN_ELSEWHERE, SaveLock
from altered_tui.saves.model import FORMAT_VERSION, MatchSave, SavedAction, SavedDeck
from altered_tui.saves.replay import start_digest, step_digest
from altered_tui.saves.store import save_path_for, write_save


def _now() -> str:
    return datetime.now().isoformat(timespec="seconds")


class Recorder:
    """Keeps a match's save up to date; `path` None records in memory only.

    A save file is locked while its match is open (SaveError if another process has it).
    A write that fails (read-only folder, full disk) does not stop the match: the record
    stays whole in memory, `write_error` says why, and the next action tries again."""

    def __init__(self, save: MatchSave, path: Path | None, lock_now: bool = True):
        self.save, self.path = save, path
        self.write_error: str | None = None
        self.unwritten = False  # actions recorded but not yet written
        self._unsettled: tuple[str, int, int] | None = None  # recorded, not yet hashed
        self.lock: SaveLock | None = None
        if path is not None and lock_now:
            self.lock = SaveLock(path)
            self.lock.acquire()

    @classmethod
    def start(cls, decks: tuple[Deck, Deck], seed: int, names: tuple[str, str],
              state: GameState, folder: Path | None, settings: dict[str, Any] | None = None,
              ) -> Recorder:
        """Record a new match whose state `new_game` just returned (first written after its
        first action: a match nobody played is not worth resuming)."""
        now = _now()
        save = MatchSave(format_version=FORMAT_VERSION, match_id=secrets.token_hex(4),
                         created=now, updated=now, seed=seed, names=names,
                         decks=(SavedDeck.from_deck(decks[0]), SavedDeck.from_deck(decks[1])),
                         settings=settings or {}, start_digest=start_digest(state),
                         day=state.day, winner=state.winner)
        return cls(save, save_path_for(save, folder) if folder is not None else None,
                   lock_now=False)

    @property
    def last_digest(self) -> str:
        return self.save.actions[-1].digest if self.save.actions else self.save.start_digest

    def record(self, state: GameState, text: str, player: int, log_from: int,
               write: bool = True) -> None:
        """Add the action just applied to `state` (whose log had `log_from` events before).
        With `write` False, its digest waits for `settle` and the file for `flush` (the
        screen can answer the key first: hashing and writing a long match take longer than
        drawing it); `settle` must then come before `state` changes again."""
        if self._unsettled is not None:
            raise RuntimeError("the digest of the action before was not settled")
        self._unsettled = (text, player, log_from)
        self.unwritten = True
        if write:
            self._finish(state)

    @property
    def players(self) -> list[int]:
        """The player of each action recorded, the one not yet hashed included."""
        return [a.player for a in self.save.actions] + \
            ([self._unsettled[1]] if self._unsettled is not None else [])

    def settle(self, state: GameState) -> None:
        """Hash the action `record(..., write=False)` kept; `state` must be the one it left."""
        if self._unsettled is not None:
            text, player, log_from = self._unsettled
            digest = step_digest(self.last_digest, state, log_from)
            self.save.actions.append(SavedAction(text=text, player=player, digest=digest))
            self._unsettled = None

    def flush(self, state: GameState) -> None:
        """Write what `record(..., write=False)` kept; `state` is the current one."""
        if self.unwritten:
            self._finish(state)

    def truncate(self, count: int, state: GameState) -> None:
        """Keep only the first `count` actions (after an undo); `state` is the rebuilt one."""
        if self._unsettled is not None:
            raise RuntimeError("the digest of the last action was not settled")
        del self.save.actions[count:]
        self._finish(state)

    def _finish(self, state: GameState) -> None:
        self.settle(state)
        # The full hash costs more as the log grows: only files need it (resume checks it).
        self.save.final_hash = state_hash(state) if self.path is not None else None
        self.save.day, self.save.winner = state.day, state.winner
        self.save.updated = _now()
        self.write()
        self.unwritten = False

    def write(self) -> None:
        if self.path is None:
            return
        if self.lock is None:  # a new match's first write
            self.lock = SaveLock(self.path)
            if not self.lock.try_acquire():  # its name was taken meanwhile: never overwrite
                self.lock, self.write_error = None, f"{self.path}: open in another window"
                return
        elif not self.lock.still_held():  # its lock file was deleted and another window
            self.write_error = f"{self.path}: {OPEN_ELSEWHERE}"  # took the match: leave it
            return
        try:
            write_save(self.save, self.path)
        except OSError as exc:
            self.write_error = f"{self.path}: {exc.strerror or exc}"
        else:
            self.write_error = None

    def move_to(self, path: Path, state: GameState) -> str | None:
        """Write the match to `path` from now on (its folder failed); why that failed too."""
        self.close()
        self.path, self.lock = path, None  # the first write there takes its lock
        self.unwritten = True
        self._finish(state)
        return self.write_error

    def close(self) -> None:
        """Let another process open this match (the lock also ends with the process)."""
        if self.lock is not None:
            self.lock.release()
