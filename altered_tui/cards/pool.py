"""The card pool: every card version defined under cards/, loaded and validated."""

from __future__ import annotations

import gc
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from pathlib import Path

from altered_tui.cards.models import CardDef, CardFile, flatten
from altered_tui.cards.poolcache import Unpickled, cached
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml, validate


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
        # A cached pool knows its tokens without reading every card (a start reads few).
        self.token_ids = defs.token_ids if isinstance(defs, Unpickled) else \
            [card_id for card_id, d in defs.items() if d.token]

    def __contains__(self, card_id: str) -> bool:
        return card_id in self.defs

    def __getitem__(self, card_id: str) -> CardDef:
        return self.defs[card_id]

    def get(self, card_id: str) -> CardDef | None:
        return self.defs.get(card_id)

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
                  and p.is_file() and not is_in_decks_folder(p, root))


def load_card_file(path: Path) -> list[CardDef]:
    return [d for d, _ in _load_card_file(path)]


def _load_card_file(path: Path) -> list[tuple[CardDef, int | None]]:
    """The file's card versions, each with the line of its id."""
    located = load_yaml(path)
    card = validate(located, CardFile)
    defs = flatten(card, source=str(path))  # type: ignore[arg-type]
    return [(d, located.line_of(("versions", i, "id"))) for i, d in enumerate(defs)]


def collect_defs(paths: list[Path]) -> tuple[dict[str, CardDef], list[Problem]]:
    """Every card version the files define, and every problem found (bad files, duplicate ids).

    Keeps going after a problem so that one run reports them all.
    """
    defs: dict[str, CardDef] = {}
    where: dict[str, str] = {}
    problems: list[Problem] = []
    for path in paths:
        try:
            versions = _load_card_file(path)
        except InputError as exc:
            problems.extend(exc.problems)
            continue
        for d, line in versions:
            if d.id in defs:
                problems.append(Problem(str(path), line, f"id: {d.id} is already defined at {where[d.id]}"))
                continue
            defs[d.id] = d
            where[d.id] = f"{path}:{line}" if line else str(path)
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
