"""Where a card pool finds its Unique cards (CR 1.1.4.g): first the records that a deck file
or a save carries, then the player's store. A record found becomes a card version, built
from the part catalogue, the first time the pool is asked for its id."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from altered_tui.cards.unique_ids import parse_unique_id

if TYPE_CHECKING:
    from altered_tui.cards.models import CardDef
    from altered_tui.cards.pool import CardPool
    from altered_tui.cards.unique_records import UniqueRecord


class UniqueSource:
    """The records a pool may build Unique versions from; called as `source(id, pool)`."""

    def __init__(self, lookup: Callable[[str], UniqueRecord | None] | None = None):
        self.carried: dict[str, UniqueRecord] = {}  # records from deck files and saves
        self.lookup = lookup  # the store's own lookup, or None
        self.unplayable: dict[str, list[int]] = {}  # id -> the parts the catalogue lacks

    def carry(self, records: Iterable[UniqueRecord]) -> None:
        """Records a deck or a save holds; the first record of an id is kept."""
        for record in records:
            self.carried.setdefault(record.reference, record)

    def record(self, card_id: str) -> UniqueRecord | None:
        found = self.carried.get(card_id)
        if found is None and self.lookup is not None:
            found = self.lookup(card_id)
        return found

    def __call__(self, card_id: str, pool: CardPool) -> CardDef | None:
        if parse_unique_id(card_id) is None:
            return None
        record = self.record(card_id)
        if record is None:
            return None
        # lazy: the part catalogue (its models are large) is loaded only for a Unique
        from altered_tui.cards.unique_catalogue import MissingParts
        from altered_tui.cards.unique_versions import UnknownFamily, family_id, unique_version

        try:
            return unique_version(record, pool.get(family_id(record)))
        except UnknownFamily:
            return None
        except MissingParts as exc:
            self.unplayable[card_id] = exc.parts
            return None


def source_of(pool: CardPool) -> UniqueSource:
    """The pool's Unique source, given one (with no store) if it has none yet."""
    if pool.unique_source is None:
        pool.unique_source = UniqueSource()
    return pool.unique_source


def records_of(card_ids: Iterable[str], pool: CardPool) -> tuple[UniqueRecord, ...]:
    """The records of the Unique cards among these ids, so that a deck carries them."""
    source = pool.unique_source
    if source is None:
        return ()
    found = (source.record(cid) for cid in dict.fromkeys(card_ids) if cid in pool.uniques)
    return tuple(r for r in found if r is not None)
