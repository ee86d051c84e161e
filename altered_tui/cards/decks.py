"""Deck files (YAML, or community deck-list text) and constructed-deck legality (CR 1.1.4)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt

from altered_tui.cards.models import FACTION_NAMES, CardDef, CardType, Faction, Rarity
from altered_tui.cards.pool import CardPool
from altered_tui.cards.unique_ids import parse_unique_id, serial_count, serial_faction
from altered_tui.cards.unique_source import records_of, source_of
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml, read_text, validate
from altered_tui.plaintext import check_plain, printable, shortened

if TYPE_CHECKING:
    from altered_tui.cards.unique_records import UniqueRecord

MIN_OTHER_CARDS = 39  # CR 1.1.4.c
MAX_PER_NAME = 3  # CR 1.1.4.e
# Per rarity: at most this many cards, the words for them, and where the limit comes from.
RARITY_LIMITS = {
    Rarity.RARE: (15, "rares", "CR 1.1.4.f"),
    Rarity.UNIQUE: (3, "uniques", "CR 1.1.4.g"),
    Rarity.EXALTED: (3, "Exalted cards", "the Seeds of Unity deck rule"),
}


class DeckFormat(str, Enum):
    """The constructed formats a deck can be checked against: standard is CR 1.1.4 as it is;
    the others add one rule each to it."""

    STANDARD = "standard"
    NUC = "nuc"  # No Unique: not a single Unique card
    SINGLETON = "singleton"  # one copy of each name instead of three


# Sanity bounds, refused before any card is built: practice decks may break CR 1.1.4,
# but not by thousands.
MAX_COUNT = 99
MAX_DECK_CARDS = 999
MAX_CARRIED_UNIQUES = 99  # a deck plays at most three; the rest is room, not a limit of play


class DeckFile(BaseModel):
    """A deck as written in YAML: a name, a hero id and card ids with counts."""

    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=1), AfterValidator(check_plain)]
    # Optional here so that load_deck can report a missing hero with its rule (CR 1.1.4.b).
    hero: str | None = None
    cards: dict[str, StrictInt] = Field(min_length=1)  # strict: `true` is not a count
    # The author knows the deck breaks CR 1.1.4 (e.g. a short practice deck): warn, don't fail.
    practice: bool = False
    # The records of the deck's Unique cards, so that the file plays anywhere (read, with
    # their lines, by unique_records.CarriedUniques only when there are some).
    uniques: list[Any] = Field(default_factory=list, max_length=MAX_CARRIED_UNIQUES)


@dataclass(frozen=True)
class Deck:
    """A deck whose ids are all known to the card pool."""

    name: str
    hero: str
    cards: tuple[tuple[str, int], ...]  # (card id, count) in file order
    source: str = ""
    practice: bool = False  # marked as known not to be constructed-legal
    legality: tuple[Problem, ...] = ()  # the CR 1.1.4 rules it breaks, each at its line
    lines: dict[str, int | None] = field(default_factory=dict, compare=False, repr=False)
    uniques: tuple[UniqueRecord, ...] = ()  # the records of its Unique cards

    def card_list(self) -> list[str]:
        return [cid for cid, n in self.cards for _ in range(n)]

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    @property
    def legal(self) -> bool:
        """Whether the deck may be played in constructed play (CR 1.1.4)."""
        return not self.legality


@dataclass
class _Entries:
    """A deck file's contents before its ids are checked against the pool."""

    name: str
    hero: str | None
    cards: dict[str, int]
    practice: bool = False
    hero_line: int | None = None
    cards_line: int | None = None  # where the card list starts
    card_lines: dict[str, int | None] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    uniques: list[UniqueRecord] = field(default_factory=list)  # carried by the file


def load_deck(path: Path, pool: CardPool, constructed: bool = False,
              deck_format: DeckFormat = DeckFormat.STANDARD) -> Deck:
    """Load a deck file (.txt deck list, or YAML); every problem names its file and line.

    With constructed=True a deck that breaks CR 1.1.4 (or its format's own rule) is an error
    too, unless it is marked `practice: true`; the rules it breaks are always in Deck.legality.
    """
    path = Path(path)
    entries = _read_txt(path, pool) if path.suffix.lower() == ".txt" else _read_yaml(path)
    if entries.uniques:
        source_of(pool).carry(entries.uniques)
    problems = entries.problems + _unknown_or_misplaced(str(path), entries, pool)
    if problems:
        raise InputError(problems)
    deck = _make_deck(str(path), entries, pool, deck_format)
    if constructed and not deck.practice and not deck.legal:
        raise InputError(list(deck.legality))
    return deck


DECK_FIELDS = ("name", "hero", "cards")


def _read_yaml(path: Path) -> _Entries:
    located = load_yaml(path)
    if isinstance(located.data, dict) and not any(f in located.data for f in DECK_FIELDS):
        # Some other file: none of its keys or values is quoted back.
        raise InputError([Problem(str(path), None, "is not a deck: it has no name, hero or "
                                                   "cards field")])
    deck_file: DeckFile = validate(located, DeckFile)  # type: ignore[assignment]
    uniques = []
    if deck_file.uniques:
        # lazy: the records' models are loaded only for a deck that carries some
        from altered_tui.cards.unique_records import CarriedUniques

        uniques = list(validate(located, CarriedUniques).uniques)  # type: ignore[attr-defined]
    return _Entries(
        name=deck_file.name,
        hero=deck_file.hero,
        cards=dict(deck_file.cards),
        practice=deck_file.practice,
        hero_line=located.line_of(("hero",)),
        cards_line=located.line_of(("cards",)),
        card_lines={cid: located.line_of(("cards", cid)) for cid in deck_file.cards},
        uniques=uniques,
    )


_TXT_LINE = re.compile(r"^(\d+)x?\s+([A-Za-z0-9_]+)$")
_MAX_COUNT_DIGITS = 9  # more is refused before int() (thousands of digits are slow to read)


def _read_txt(path: Path, pool: CardPool) -> _Entries:
    """Parse 'COUNT CARD_ID' lines; the hero is the one hero id among them."""
    name = str(path)
    entries = _Entries(name=printable(path.stem), hero=None, cards={})  # a file name may hold ESC
    text = read_text(path)
    if not text.strip():
        raise InputError([Problem(name, None, "is empty")])
    unreadable, read_any = [], False
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _TXT_LINE.match(line)
        if not m:
            unreadable.append(n)
            continue
        read_any = True
        if len(m.group(1)) > _MAX_COUNT_DIGITS:
            entries.problems.append(Problem(name, n, f"{shown(m.group(2))}: a count of "
                                                     f"{len(m.group(1)):,} digits is absurd"))
            continue
        _add_txt_entry(entries, name, n, int(m.group(1)), m.group(2), pool)
    if not read_any:  # not a deck list at all: a path to some other file says nothing of it
        raise InputError([Problem(name, None, "is not a deck list: no line reads 'COUNT CARD_ID' "
                                              "(e.g. 3 ALT_CORE_B_BR_04_C)")])
    entries.problems[:0] = _unreadable_lines(name, unreadable)
    return entries


_MAX_LINES_TOLD = 10  # a file of many bad lines is told in a few


def _unreadable_lines(name: str, lines: list[int]) -> list[Problem]:
    """The lines that are not 'COUNT CARD_ID', by number only: a line is never quoted, as the
    file may hold anything."""
    problems = [Problem(name, n, "expected 'COUNT CARD_ID' (e.g. 3 ALT_CORE_B_BR_04_C)")
                for n in lines[:_MAX_LINES_TOLD]]
    if len(lines) > _MAX_LINES_TOLD:
        problems.append(Problem(name, lines[_MAX_LINES_TOLD],
                                f"and {len(lines) - _MAX_LINES_TOLD:,} more lines like these"))
    return problems


def shown(card_id: str) -> str:
    """A card id as a message quotes it: printable and cut short (a file may hold one of
    900 KB)."""
    return printable(shortened(card_id))


def _add_txt_entry(entries: _Entries, name: str, n: int, count: int, card_id: str,
                   pool: CardPool) -> None:
    card = pool.get(card_id)
    if card is not None and card.type is CardType.HERO:
        if entries.hero is not None:
            entries.problems.append(Problem(
                name, n, f"{shown(card_id)}: a second hero (the first, {entries.hero}, is on line "
                         f"{entries.hero_line}); a deck has exactly one (CR 1.1.4.b)"))
            return
        if count != 1:
            entries.problems.append(Problem(
                name, n, f"{shown(card_id)}: a deck has exactly one hero, not {count} (CR 1.1.4.b)"))
        entries.hero, entries.hero_line = card_id, n
        return
    if entries.cards_line is None:
        entries.cards_line = n
    if card_id in entries.cards:  # deck-list exports may repeat an id; add them up
        entries.cards[card_id] += count
    else:
        entries.cards[card_id], entries.card_lines[card_id] = count, n


def _unknown_or_misplaced(name: str, entries: _Entries, pool: CardPool) -> list[Problem]:
    """Ids the pool does not know, and cards that cannot be in a deck where they are."""
    problems = []
    if entries.hero is None:
        problems.append(Problem(name, entries.hero_line or 1,
                                "hero: missing; a deck has exactly one hero (CR 1.1.4.b)"))
    else:
        hero = pool.get(entries.hero)
        if hero is None:
            problems.append(Problem(name, entries.hero_line,
                                    f"hero: unknown card id {shown(entries.hero)}"))
        elif hero.type is not CardType.HERO:
            problems.append(Problem(name, entries.hero_line, f"hero: {shown(entries.hero)} is not a hero"))
    for cid, count in entries.cards.items():
        line = entries.card_lines.get(cid)
        card = pool.get(cid)
        if card is None:
            problems.append(Problem(name, line, f"cards: {unknown_card(cid, pool)}"))
        elif card.type is CardType.HERO:
            problems.append(Problem(name, line, f"cards: {cid} is a hero; a deck has exactly one, "
                                                f"under hero (CR 1.1.4.b)"))
        elif card.token:
            problems.append(Problem(name, line, f"cards: {cid} is a token, not a deck card"))
        problems.extend(Problem(name, line, f"cards: {shown(cid)}: {p}") for p in count_problems(count))
    total = sum(entries.cards.values())
    if total > MAX_DECK_CARDS:
        problems.append(Problem(name, entries.cards_line, f"cards: {total:,} cards; this program "
                                                          f"plays decks of at most {MAX_DECK_CARDS}"))
    if not entries.cards and not entries.problems:  # unreadable lines explain it already
        problems.append(Problem(name, entries.hero_line, "cards: the deck has no cards besides the hero"))
    return problems


def unknown_card(card_id: str, pool: CardPool) -> str:
    """Why an id the pool does not know cannot be played: a Unique card is named by its
    family and the faction of its serial number (and, for a stored one, the parts whose
    abilities are not known); anything else is an unknown id."""
    uid = parse_unique_id(card_id)
    if uid is None:
        return f"unknown card id {shown(card_id)}"
    family = pool.get(uid.family_common_id)
    faction = serial_faction(uid)
    if family is None:
        by_serial = f", {_faction(faction)} by its serial number" if faction else ""
        return (f"{card_id} is a Unique card of a family this program does not have "
                f"({uid.family_common_id}{by_serial})")
    if faction is None:
        return (f"{card_id} would be a Unique {family.name}, but {family.name} has "
                f"{serial_count(uid):,} serial numbers, not {uid.serial:,}")
    missing = source_of(pool).unplayable.get(card_id)
    parts = f" (parts {', '.join(str(p) for p in missing)})" if missing else ""
    return (f"{card_id} is a Unique {family.name} ({_faction(faction)} by its serial number); "
            f"its abilities are not known here{parts}, so it cannot be played")


def count_problems(count: int) -> list[str]:
    """What is wrong with one entry's count (CR 1.1.4.e allows 3 of a name in constructed
    play; anything near MAX_COUNT is a mistake)."""
    if count < 1:
        return ["count must be 1 or more"]
    if count > MAX_COUNT:
        return [f"count {count:,} is absurd; a constructed deck holds at most {MAX_PER_NAME} of "
                f"a name (CR 1.1.4.e) and this program takes at most {MAX_COUNT}"]
    return []


def _make_deck(name: str, entries: _Entries, pool: CardPool, deck_format: DeckFormat) -> Deck:
    assert entries.hero is not None  # _unknown_or_misplaced reported a missing hero
    lines = dict(entries.card_lines, hero=entries.hero_line, cards=entries.cards_line)
    deck = Deck(entries.name, entries.hero, tuple(entries.cards.items()), name,
                practice=entries.practice, lines=lines, uniques=records_of(entries.cards, pool))
    return replace(deck, legality=tuple(legality_problems(deck, pool, deck_format)))


def legality_problems(deck: Deck, pool: CardPool,
                      deck_format: DeckFormat = DeckFormat.STANDARD) -> list[Problem]:
    """What makes a deck illegal in constructed play (CR 1.1.4) in a format, each with its
    rule number or format.

    A problem caused by one entry points at that entry's line: the one that goes over a limit.
    (1.1.4.b, exactly one hero, is checked when the deck is read: the engine needs it.)
    """
    out = []
    per_name, per_name_rule = ((1, "the Singleton format") if deck_format is DeckFormat.SINGLETON
                               else (MAX_PER_NAME, "CR 1.1.4.e"))
    hero = pool[deck.hero]
    if deck.size < MIN_OTHER_CARDS:
        out.append(_at(deck, "cards", f"cards: {deck.size} cards besides the hero; a constructed "
                                      f"deck needs at least {MIN_OTHER_CARDS} (CR 1.1.4.c)"))
    names: Counter[str] = Counter()
    by_rarity: Counter[Rarity] = Counter()
    for cid, n in deck.cards:
        card = pool[cid]
        if card.faction != hero.faction:
            out.append(_at(deck, cid, f"{cid}: {card.name} is {_faction(card.faction)} but the hero "
                                      f"is {_faction(hero.faction)}; only the hero's faction is "
                                      f"allowed (CR 1.1.4.d)"))
        names[card.name] += n
        if names[card.name] > per_name >= names[card.name] - n:
            out.append(_at(deck, cid, f"{cid}: brings {card.name} to {names[card.name]} cards; at "
                                      f"most {per_name} of one name ({per_name_rule})"))
        if deck_format is DeckFormat.NUC and card.rarity is Rarity.UNIQUE:
            out.append(_at(deck, cid, f"{cid}: {card.name} is a Unique card; the No Unique "
                                      f"format allows none"))
        if card.rarity in RARITY_LIMITS:
            limit, words, source = RARITY_LIMITS[card.rarity]
            by_rarity[card.rarity] += n
            if by_rarity[card.rarity] > limit >= by_rarity[card.rarity] - n:
                out.append(_at(deck, cid, f"{cid}: brings the {words} to {by_rarity[card.rarity]}; "
                                          f"at most {limit} ({source})"))
    return out


def _at(deck: Deck, key: str, message: str) -> Problem:
    return Problem(deck.source, deck.lines.get(key), message)


def _faction(faction: Faction | None) -> str:
    return FACTION_NAMES.get(faction, str(faction)) if faction else "factionless"
