"""The card pool: every card version defined under cards/, loaded and validated."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from altered_tui.cards.models import CardDef, CardFile, flatten
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

    def __init__(self, defs: dict[str, CardDef]):
        self.defs = defs

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

    def tokens_named(self, name: str) -> CardDef | None:
        for d in self.defs.values():
            if d.token and d.name == name:
                return d
        return None


def card_files(root: Path) -> list[Path]:
    """Card files under root, skipping the decks folder."""
    return sorted(p for p in root.rglob("*.yaml") if "decks" not in p.relative_to(root).parts)


def load_card_file(path: Path) -> list[CardDef]:
    located = load_yaml(path)
    card = validate(located, CardFile)
    return flatten(card, source=str(path))  # type: ignore[arg-type]


def load_pool_from(paths: list[Path]) -> CardPool:
    """Load card files; raises InputError listing every problem (bad files, duplicate ids)."""
    defs: dict[str, CardDef] = {}
    problems: list[Problem] = []
    for path in paths:
        try:
            for d in load_card_file(path):
                if d.id in defs:
                    problems.append(Problem(str(path), None,
                                            f"id {d.id} is already defined in {defs[d.id].source}"))
                defs[d.id] = d
        except InputError as exc:
            problems.extend(exc.problems)
    if problems:
        raise InputError(problems)
    return CardPool(defs)


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """The bundled card pool."""
    return load_pool_from(card_files(data_dir()))
