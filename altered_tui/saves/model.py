"""The save file: everything needed to rebuild a match by replaying its action log.

A save stores the decks' contents (not only their paths), so it stays playable when a deck
file changes. Each action carries the player who took it and a step digest (see
`replay.step_digest`), so a replay can check every state it rebuilds.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictInt, ValidationError,
                      field_validator)

from altered_tui.cards.decks import MAX_CARRIED_UNIQUES, MAX_COUNT, MAX_DECK_CARDS, Deck
from altered_tui.cards.pool import CardPool
from altered_tui.cards.unique_source import source_of
from altered_tui.cards.yamlsource import InputError, Problem
from altered_tui.plaintext import check_plain

# 2: log events hold data instead of sentences. 3: every log event is data, players as
# indexes and cards as ids. 4: decision prompts are data too. 5: a card that goes to a Hand
# or Deck becomes a new object (CR 2.1.d), so object numbers differ. 6: the file is signed and
# the record encrypted (saves.store); the seed has 128 bits. 7: a mode is answered by its
# number alone, and a deck holds the records of its Unique cards. A save of an earlier format
# is read and migrated (replay.migrate): its actions are replayed and its digests computed anew.
FORMAT_VERSION = 7
OLDEST_READABLE = 1
SEALED_SINCE = 6  # the first format written signed and encrypted

PlainName = Annotated[str, AfterValidator(check_plain)]


class SaveError(InputError):
    """A save that cannot be used; prints as one line `PATH: message`."""

    def __init__(self, path: str, message: str):
        super().__init__([Problem(str(path), None, message)])
        self.path, self.message = str(path), message


class SavedDeck(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: PlainName
    hero: str
    cards: list[tuple[str, Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]]] = Field(min_length=1)
    source: str = ""  # the file it came from, for display only
    practice: bool = False
    # The records of its Unique cards, so that a replay plays where they were never added
    # (checked as records by `to_deck`: their models are loaded only for a deck with some).
    uniques: list[dict[str, Any]] = Field(default_factory=list, max_length=MAX_CARRIED_UNIQUES)

    @field_validator("cards")
    @classmethod
    def _sane_size(cls, cards: list[tuple[str, int]]) -> list[tuple[str, int]]:
        total = sum(n for _, n in cards)
        if total > MAX_DECK_CARDS:
            raise ValueError(f"{total:,} cards; at most {MAX_DECK_CARDS}")
        return cards

    @classmethod
    def from_deck(cls, deck: Deck) -> SavedDeck:
        return cls(name=deck.name, hero=deck.hero, cards=[(c, n) for c, n in deck.cards],
                   source=deck.source, practice=deck.practice,
                   uniques=[r.model_dump() for r in deck.uniques])

    def to_deck(self, pool: CardPool, where: str) -> Deck:
        """The deck, checked against the card pool (raises SaveError naming `where`)."""
        records = _records(self.uniques, self.name, where)
        source_of(pool).carry(records)
        for card_id in [self.hero, *(c for c, _ in self.cards)]:
            if card_id not in pool:
                raise SaveError(where, f"deck {self.name!r}: unknown card id {card_id}")
        return Deck(self.name, self.hero, tuple((c, n) for c, n in self.cards), self.source,
                    practice=self.practice, uniques=records)


def _records(uniques: list[dict[str, Any]], deck: str, where: str) -> tuple:
    if not uniques:
        return ()
    # lazy: the records' model is loaded only for a deck with Unique cards
    from altered_tui.cards.unique_records import UniqueRecord

    try:
        return tuple(UniqueRecord.model_validate(u) for u in uniques)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "record"
        raise SaveError(where, f"deck {deck!r}: a Unique card's record: {field}: "
                               f"{first['msg']}") from None


class SavedAction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str  # the action's text form (engine.actions)
    player: int  # who took it
    digest: str  # replay.step_digest after this action


class MatchSave(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format_version: StrictInt
    match_id: str
    created: str  # ISO 8601, local time
    updated: str
    seed: StrictInt
    names: tuple[PlainName, PlainName]
    decks: tuple[SavedDeck, SavedDeck]
    settings: dict[str, Any] = Field(default_factory=dict)
    start_digest: str  # replay.step_digest of the state new_game returns
    actions: list[SavedAction] = Field(default_factory=list)
    final_hash: str | None = None  # engine state_hash after the last action
    day: int = 1
    winner: int | None = None

    @field_validator("settings")
    @classmethod
    def _known_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        level = settings.get("vs_ai")
        if level is not None and not isinstance(level, str):
            raise ValueError(f"vs_ai: expected the name of a computer level, found {level!r:.40}")
        return settings

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def action_texts(self) -> list[str]:
        return [a.text for a in self.actions]
