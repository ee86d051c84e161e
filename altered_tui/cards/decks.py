"""Deck files (YAML, or community deck-list text) and constructed-deck legality (CR 1.1.4)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from altered_tui.cards.models import CardType, Rarity
from altered_tui.cards.pool import CardPool
from altered_tui.cards.yamlsource import InputError, Located, Problem, load_yaml, read_text, validate


class DeckFile(BaseModel):
    """A deck as written in YAML: a name, a hero id and card ids with counts."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    hero: str
    cards: dict[str, int] = Field(min_length=1)


@dataclass(frozen=True)
class Deck:
    """A deck whose ids are all known to the card pool."""

    name: str
    hero: str
    cards: tuple[tuple[str, int], ...]  # (card id, count) in file order
    source: str = ""

    def card_list(self) -> list[str]:
        return [cid for cid, n in self.cards for _ in range(n)]

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)


_TXT_LINE = re.compile(r"^\s*(\d+)\s+([A-Za-z0-9_]+)\s*$")


def _read_txt(path: Path, pool: CardPool) -> tuple[DeckFile, dict[str, int], int]:
    """Parse 'COUNT CARD_ID' lines; the hero is the one hero id among them."""
    text = read_text(path)
    problems, entries, lines = [], {}, {}
    hero, hero_line = None, 0
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _TXT_LINE.match(line)
        if not m:
            problems.append(Problem(str(path), n, "expected 'COUNT CARD_ID'"))
            continue
        count, card_id = int(m.group(1)), m.group(2)
        card = pool.get(card_id)
        if card is not None and card.type is CardType.HERO:
            if hero is not None:
                problems.append(Problem(str(path), n, "a second hero (CR 1.1.4.b: exactly one)"))
            hero, hero_line = card_id, n
            continue
        if card_id in entries:
            entries[card_id] += count
        else:
            entries[card_id], lines[card_id] = count, n
    if not text.strip():
        problems.append(Problem(str(path), None, "is empty"))
    if hero is None and not problems:
        problems.append(Problem(str(path), None, "no hero among the cards (CR 1.1.4.b)"))
    if problems:
        raise InputError(problems)
    return DeckFile(name=path.stem, hero=hero, cards=entries), lines, hero_line


def load_deck(path: Path, pool: CardPool) -> Deck:
    """Load a deck file (.yaml/.yml or .txt); unknown ids are errors with their line."""
    path = Path(path)
    if path.suffix.lower() == ".txt":
        deck_file, card_lines, hero_line = _read_txt(path, pool)
    else:
        located: Located = load_yaml(path)
        deck_file = validate(located, DeckFile)  # type: ignore[assignment]
        card_lines = {cid: located.line_of(("cards", cid)) for cid in deck_file.cards}
        hero_line = located.line_of(("hero",))
    problems = []
    hero = pool.get(deck_file.hero)
    if hero is None:
        problems.append(Problem(str(path), hero_line, f"hero: unknown card id {deck_file.hero}"))
    elif hero.type is not CardType.HERO:
        problems.append(Problem(str(path), hero_line, f"hero: {deck_file.hero} is not a hero"))
    for cid, count in deck_file.cards.items():
        card = pool.get(cid)
        if card is None:
            problems.append(Problem(str(path), card_lines.get(cid), f"cards: unknown card id {cid}"))
        elif card.type is CardType.HERO:
            problems.append(Problem(str(path), card_lines.get(cid),
                                    f"cards: {cid} is a hero; put it under hero"))
        elif card.token:
            problems.append(Problem(str(path), card_lines.get(cid), f"cards: {cid} is a token"))
        if count < 1:
            problems.append(Problem(str(path), card_lines.get(cid), f"cards: {cid}: count must be 1 or more"))
    if problems:
        raise InputError(problems)
    return Deck(deck_file.name, deck_file.hero, tuple(deck_file.cards.items()), str(path))


def legality_problems(deck: Deck, pool: CardPool) -> list[str]:
    """What makes a deck illegal in constructed play (CR 1.1.4), each with its rule number."""
    out = []
    hero = pool[deck.hero]
    if deck.size < 39:
        out.append(f"{deck.size} cards besides the hero; at least 39 are needed (CR 1.1.4.c)")
    names: Counter[str] = Counter()
    rares = uniques = 0
    for cid, n in deck.cards:
        card = pool[cid]
        if card.faction != hero.faction:
            out.append(f"{card.name} ({cid}) is not of the hero's faction (CR 1.1.4.d)")
        names[card.name] += n
        rares += n if card.rarity is Rarity.RARE else 0
        uniques += n if card.rarity is Rarity.UNIQUE else 0
    for name, n in sorted(names.items()):
        if n > 3:
            out.append(f"{n} cards named {name}; at most 3 (CR 1.1.4.e)")
    if rares > 15:
        out.append(f"{rares} rare cards; at most 15 (CR 1.1.4.f)")
    if uniques > 3:
        out.append(f"{uniques} unique cards; at most 3 (CR 1.1.4.g)")
    return out
