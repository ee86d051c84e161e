"""`altered-tui validate`: check card files and decks, reporting every problem at PATH:LINE."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from altered_tui.cards.decks import DeckFormat, load_deck
from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import (CARD_SUFFIXES, CardPool, card_files, collect_defs, data_dir,
                                    default_pool, is_in_decks_folder, is_unique_catalogue)
from altered_tui.cards.unique_catalogue import read_catalogue
from altered_tui.cards.unique_source import UniqueSource
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml

DECK_LIST_SUFFIX = ".txt"


@dataclass
class Report:
    """What one run of validate found."""

    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)  # practice decks' legality notes
    card_files: int = 0
    versions: int = 0
    decks: int = 0
    practice_decks: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        """The report as printed: problems and warnings, then one summary line."""
        out = [str(p) for p in self.problems]
        out += [f"{w.where}: warning: {w.message}" for w in self.warnings]
        if self.problems:
            files = len({p.path for p in self.problems})
            out.append(f"failed: {_count(len(self.problems), 'problem')} in {_count(files, 'file')}")
        else:
            out.append(f"ok: {self._checked()}")
        return out

    def _checked(self) -> str:
        text = (f"{_count(self.card_files, 'card file')} ({_count(self.versions, 'version')}), "
                f"{_count(self.decks, 'deck')}")
        if self.practice_decks:
            text += (f" ({self.practice_decks} practice, not constructed-legal: "
                     f"{_count(len(self.warnings), 'warning')})")
        return text


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def validate_paths(paths: list[Path], deck_format: DeckFormat = DeckFormat.STANDARD,
                   unique_lookup: Callable[[str], Any] | None = None) -> Report:
    """Check every card file and deck in paths (files or folders); decks in a format, their
    Unique cards carried by the deck or looked up in `unique_lookup` (the Unique store)."""
    report = Report()
    files = _files_in(paths, report.problems)
    card_paths, deck_paths = _sort_out(files, report.problems)
    defs, problems = collect_defs(card_paths, tokens_elsewhere=_bundled_tokens)
    report.problems += problems
    report.card_files = len(card_paths)
    report.versions = len(defs)
    if deck_paths:
        pool = _pool_for_decks(defs, card_paths, report.problems)
        pool.unique_source = UniqueSource(unique_lookup)
        for path in deck_paths:
            _check_deck(path, pool, report, deck_format)
    return report


def _bundled_tokens() -> dict[str, CardDef]:
    """The bundled pool's tokens, by name, for card files that create one of them."""
    try:
        return {d.name: d for d in default_pool().tokens()}
    except InputError:  # the bundled files themselves are broken: they are being checked
        return {}


def _files_in(paths: list[Path], problems: list[Problem]) -> list[Path]:
    """The files to check, each once: given files, and card files and decks inside folders."""
    found: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            inside = _checkable_files(path)
            if not inside:
                problems.append(Problem(str(path), None, "no card files or decks in this folder"))
            for f in inside:
                found.setdefault(f.resolve(), f)
        elif path.exists():
            found.setdefault(path.resolve(), path)
        else:
            problems.append(Problem(str(path), None, "no such file or folder"))
    return list(found.values())


def _checkable_files(folder: Path) -> list[Path]:
    decks = folder.rglob(f"*{DECK_LIST_SUFFIX}")
    deck_lists = [p for p in decks if is_in_decks_folder(p)]
    yaml_files = [p for p in folder.rglob("*") if p.suffix.lower() in CARD_SUFFIXES]
    return sorted(p for p in yaml_files + deck_lists if p.is_file())


def _sort_out(files: list[Path], problems: list[Problem]) -> tuple[list[Path], list[Path]]:
    """Split files into card files and decks; a file that cannot be read goes to problems."""
    cards, decks = [], []
    catalogues: set[Path] = set()
    for path in files:
        if is_unique_catalogue(path):
            catalogues.add(path.parent)
            continue
        if path.suffix.lower() == DECK_LIST_SUFFIX or is_in_decks_folder(path):
            decks.append(path)
            continue
        try:
            data = load_yaml(path).data
        except InputError as exc:
            problems.extend(exc.problems)
            continue
        (decks if isinstance(data, dict) and "hero" in data else cards).append(path)
    for folder in sorted(catalogues):
        try:
            read_catalogue(folder)
        except InputError as exc:
            problems.extend(exc.problems)
    return cards, decks


def _pool_for_decks(defs: dict[str, CardDef], card_paths: list[Path], problems: list[Problem]) -> CardPool:
    """The cards found plus the bundled pool, so a deck can be checked on its own.

    A card file that was given wins over its bundled copy: it may be the one being edited.
    """
    given = {p.resolve() for p in card_paths}
    bundled = [p for p in card_files(data_dir()) if p.resolve() not in given]
    bundled_defs, bundled_problems = collect_defs(bundled)
    problems += bundled_problems
    return CardPool({**bundled_defs, **defs})


def _check_deck(path: Path, pool: CardPool, report: Report, deck_format: DeckFormat) -> None:
    try:
        deck = load_deck(path, pool, constructed=True, deck_format=deck_format)
    except InputError as exc:
        report.problems += exc.problems
        return
    report.decks += 1
    if deck.practice:
        report.practice_decks += 1
        report.warnings += deck.legality
