"""The Unique store: the records of the Unique cards a player has added, in one SQLite file
in the user data folder (`uniques.sqlite3`).

SQLite gives what a collection of tens of thousands of cards needs: a lookup by id in
microseconds, one writer at a time (others wait for the lock), and a transaction that is
either whole or absent when the program is killed in the middle of it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import closing
from pathlib import Path

from pydantic import ValidationError

from altered_tui.cards.unique_records import UniqueRecord
from altered_tui.saves.store import data_dir

STORE_FILE = "uniques.sqlite3"
_SCHEMA = ("CREATE TABLE IF NOT EXISTS uniques ("
           "reference TEXT PRIMARY KEY, record TEXT NOT NULL) WITHOUT ROWID")
_BUSY_SECONDS = 10  # how long a writer waits for another one to finish


class StoreError(Exception):
    """The store cannot be read or written: which file, and why."""

    def __init__(self, path: Path, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


def store_path() -> Path:
    return data_dir() / STORE_FILE


class UniqueStore:
    def __init__(self, path: Path | None = None):
        self.path = path or store_path()

    def _connect(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=_BUSY_SECONDS, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(self.path, f"the Unique store cannot be opened ({exc})") from None
        return db

    def add(self, records: Iterable[UniqueRecord]) -> tuple[int, int]:
        """Store records, all or none; (new ones, ones that replaced a stored record)."""
        rows = {r.reference: r.model_dump_json() for r in records}  # the last of one id wins
        try:
            with closing(self._connect()) as db:
                db.execute("BEGIN IMMEDIATE")
                known = sum(1 for ref in rows if _exists(db, ref))
                db.executemany("INSERT OR REPLACE INTO uniques VALUES (?, ?)", rows.items())
                db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(self.path, f"nothing was stored ({exc})") from None
        return len(rows) - known, known

    def get(self, reference: str) -> UniqueRecord | None:
        with closing(self._connect()) as db:
            row = self._query(db, "SELECT record FROM uniques WHERE reference = ?", (reference,))
        return self._record(reference, row[0][0]) if row else None

    def remove(self, references: Iterable[str]) -> list[str]:
        """Remove records; the references that were stored (and are now gone)."""
        gone = []
        try:
            with closing(self._connect()) as db:
                db.execute("BEGIN IMMEDIATE")
                for ref in references:
                    if db.execute("DELETE FROM uniques WHERE reference = ?", (ref,)).rowcount:
                        gone.append(ref)
                db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(self.path, f"nothing was removed ({exc})") from None
        return gone

    def records(self) -> Iterator[UniqueRecord]:
        """Every stored record, by reference."""
        with closing(self._connect()) as db:
            rows = self._query(db, "SELECT reference, record FROM uniques ORDER BY reference", ())
        return (self._record(ref, text) for ref, text in rows)

    def _query(self, db: sqlite3.Connection, sql: str, args: tuple) -> list[tuple]:
        try:
            return db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(self.path, f"the Unique store cannot be read ({exc})") from None

    def _record(self, reference: str, text: str) -> UniqueRecord:
        try:
            return UniqueRecord.model_validate_json(text)
        except ValidationError:
            raise StoreError(self.path, f"the stored record of {reference} is damaged; "
                                        f"add its file again") from None


def _exists(db: sqlite3.Connection, reference: str) -> bool:
    return db.execute("SELECT 1 FROM uniques WHERE reference = ?", (reference,)).fetchone() is not None
