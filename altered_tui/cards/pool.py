"""The card pool: every card version defined under cards/, loaded and validated."""

from __future__ import annotations

import gc
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from altered_tui.cards.models import CardDef, CardFile, flatten
from altered_tui.cards.poolcache import Unpickled, cached
from altered_tui.cards.references import TokenReference, read_references, token_problems
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml, validate
from altered_tui.plaintext import printable, shortened


def data_dir() -> Path:
    """The folder holding card files and decks (the repository's cards/)."""
    packaged = resources.files("altered_tui") / "card_data"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "cards"


def decks_dir() -> Path:
    return data_dir() / "decks"


class CardPool:
    """All known card versions by id."""

    def __init__(self, defs: Mapping[str, CardDef]):
        self.defs = defs
        # Unique cards are not in the card files: the pool asks its Unique source
        # (cards.unique_source) for an id it does not have, and keeps the version it gets.
        self.uniques: dict[str, CardDef] = {}
        self.unique_source: Callable[[str, CardPool], CardDef | None] | None = None
        # A cached pool knows its tokens without reading every card (a start reads few).
        self.token_ids = defs.token_ids if isinstance(defs, Unpickled) else \
            [card_id for card_id, d in defs.items() if d.token]

    def __contains__(self, card_id: str) -> bool:
        return self.get(card_id) is not None

    def __getitem__(self, card_id: str) -> CardDef:
        found = self.get(card_id)
        if found is None:
            raise KeyError(card_id)
        return found

    def get(self, card_id: str) -> CardDef | None:
        found = self.defs.get(card_id)
        if found is None:
            found = self.uniques.get(card_id)
        if found is None and self.unique_source is not None:
            found = self.unique_source(card_id, self)
            if found is not None:
                self.uniques[card_id] = found
        return found

    def add_unique(self, card: CardDef) -> None:
        self.uniques[card.id] = card

    def __len__(self) -> int:
        return len(self.defs)

    def __iter__(self):
        return iter(self.defs.values())

    def tokens(self) -> list[CardDef]:
        return [self.defs[card_id] for card_id in self.token_ids]

    def tokens_named(self, name: str) -> CardDef | None:
        return next((d for d in self.tokens() if d.name == name), None)


CARD_SUFFIXES = (".yaml", ".yml")


def is_in_decks_folder(path: Path, root: Path | None = None) -> bool:
    """Whether a folder named decks holds path (looking only below root, when given)."""
    folders = (path.relative_to(root) if root else path).parts[:-1]
    return "decks" in folders


def card_files(root: Path) -> list[Path]:
    """Card files under root (*.yaml, *.yml), skipping any decks folder."""
    return sorted(p for p in root.rglob("*") if p.suffix.lower() in CARD_SUFFIXES
                  and p.is_file() and not is_in_decks_folder(p, root)
                  and not is_unique_catalogue(p))


def is_unique_catalogue(path: Path) -> bool:
    """The Unique part catalogue (uniques/catalogue/*.yaml) is data, not card files."""
    return path.parent.name == "catalogue" and path.parent.parent.name == "uniques"


def load_card_file(path: Path) -> list[CardDef]:
    read = _read_card_file(path)
    if read.problems:
        raise InputError(read.problems)
    return [d for d, _ in read.versions]


@dataclass
class _CardFileRead:
    """One card file's versions (each with the line of its id), and what it names elsewhere."""

    versions: list[tuple[CardDef, int | None]]
    name: str
    name_line: int | None
    tokens: list[TokenReference]
    problems: list[Problem]  # unknown sub-types in its abilities


def _read_card_file(path: Path) -> _CardFileRead:
    located = load_yaml(path)
    card: CardFile = validate(located, CardFile)  # type: ignore[assignment]
    defs = flatten(card, source=str(path))
    tokens, problems = read_references(card, located)
    return _CardFileRead([(d, located.line_of(("versions", i, "id"))) for i, d in enumerate(defs)],
                         card.name, located.line_of(("name",)), tokens, problems)


def _card_facts(read: _CardFileRead) -> tuple:
    """What makes a card file's card the same card as another file's of the same name (a
    name printed as a common of each faction has a file in each faction's folder): all but
    the versions' ids, factions and rarities."""
    d = read.versions[0][0]
    return (d.type, d.zone_type, d.token, d.subtypes, d.keywords, d.abilities, d.support)


TokensByName = Mapping[str, CardDef]


def collect_defs(paths: list[Path], tokens_elsewhere: Callable[[], TokensByName] | None = None
                 ) -> tuple[dict[str, CardDef], list[Problem]]:
    """Every card version the files define, and every problem found (bad files, duplicate ids
    or names, tokens that no file defines). `tokens_elsewhere`: the tokens of the rest of the
    pool, for files checked on their own.

    Keeps going after a problem so that one run reports them all.
    """
    defs: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    named: dict[str, tuple[str, tuple]] = {}  # card name -> its first file, and its facts
    references: list[TokenReference] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            read = _read_card_file(path)
        except InputError as exc:
            problems.extend(exc.problems)
            continue
        problems += read.problems
        references += read.tokens
        facts = _card_facts(read)
        if read.name not in named:
            named[read.name] = (f"{path}:{read.name_line}" if read.name_line else str(path), facts)
        elif named[read.name][1] != facts or facts[2]:
            problems.append(Problem(str(path), read.name_line,
                                    f"name: {printable(shortened(read.name))} is already the name "
                                    f"of another card, at {named[read.name][0]}; one name is one "
                                    f"card (its copies are counted by name, CR 1.1.4.e)"))
        for d, line in read.versions:
            if d.id in defs:
                problems.append(Problem(str(path), line, f"id: {d.id} is already defined at {where[d.id]}"))
                continue
            defs[d.id] = d
            where[d.id] = f"{path}:{line}" if line else str(path)
    tokens = {d.name: d for d in defs.values() if d.token}
    if tokens_elsewhere and any(ref.name not in tokens for ref in references):
        tokens = {**tokens_elsewhere(), **tokens}
    problems += token_problems(references, tokens)
    return defs, problems


def load_pool_from(paths: list[Path]) -> CardPool:
    """Load card files; raises InputError listing every problem (bad files, duplicate ids)."""
    defs, problems = collect_defs(paths)
    if problems:
        raise InputError(problems)
    return CardPool(defs)


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """The bundled card pool (validated once, then read from the user cache folder)."""
    paths = card_files(data_dir())
    pool = CardPool(cached(paths, lambda: load_pool_from(paths).defs, CardDef))
    # The pool lives as long as the program: its tens of thousands of objects are set
    # aside from the garbage collector, which would otherwise walk them all on each of its
    # full passes during play.
    gc.freeze()
    return pool
