"""The parts Unique cards are built from, as facts: each part's id, kind (trigger, condition
or output), the set it came with and whether it opens a support line; the ability lines the
game allows (trigger, condition, output); and a digest of each part's printed wording, so
that a Unique known only by its printed text is recognised line by line.

The program keeps no printed sentence: a wording is kept as the digest of its normalised
form (`normalise`), and a printed line is matched by the digests of its pieces. Data files,
under cards/uniques/: `parts.txt`, `allowed-lines.txt`, `part-wordings.txt`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

KINDS = ("trigger", "condition", "output")

# Markup around a keyword or token name: <FLEETING>, $<FLEETING>, [FLEETING], [[Fleeting]].
_MARKUP = re.compile(r"\$?<([^<>]*)>|\[\[([^\[\]]*)\]\]|\[([^\[\]]*)\]")
# Inside markup: words that only say a form (lower case, plural, third person, …).
_FORM_WORDS = {"low", "s", "p", "t", "inf", "cha"}
_TOKEN_STATS = re.compile(r"\b\d+/\d+/\d+\b")  # a token's printed statistics, 1/1/1
_SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    """A wording as compared: lower case, keywords without their markup and form, token
    statistics left out, spaces collapsed; a part's and a card's markup give the same."""
    def keyword(m: re.Match) -> str:
        inner = next(g for g in m.groups() if g is not None)
        words = [_stem(w) for w in inner.replace("_", " ").lower().split()
                 if w not in _FORM_WORDS]
        return " ".join(words)

    text = _TOKEN_STATS.sub("", text.replace("\u00a0", " "))
    text = _MARKUP.sub(keyword, text).lower()
    return _SPACES.sub(" ", text).strip()


def _stem(word: str) -> str:
    """One form for a keyword's verb: resupplies / resupply, ascends / ascend."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def digest(text: str) -> str:
    return hashlib.sha256(normalise(text).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Part:
    id: int
    kind: str
    card_set: str | None  # None for a part of no known set
    support: bool  # a trigger that opens a support line ({D} :, {I})


@dataclass
class PartIndex:
    parts: dict[int, Part]
    allowed: set[tuple[int, int, int]]
    by_digest: dict[tuple[str, str], set[int]] = field(default_factory=dict)  # (kind, digest)


@dataclass(frozen=True)
class LineMatch:
    """How a printed line was recognised: the parts chosen, and the other readings its
    wording allows (several parts may share one)."""

    parts: tuple[int, int, int]
    others: tuple[tuple[int, int, int], ...] = ()


def split_lines(printed: str) -> list[str]:
    """A printed ability text's lines: they are joined by two spaces."""
    return [line.strip() for line in printed.replace("\u00a0", " ").split("  ") if line.strip()]


def match_line(printed: str, index: PartIndex, support: bool = False) -> LineMatch | None:
    """The parts whose wordings make up the printed line, or None. A line is a trigger, a
    condition and an output, each non-empty as printed (an empty slot prints as `[]`);
    among several readings, allowed lines come first, then the lowest part ids."""
    cuts = _cuts(printed)
    found = []
    for a in cuts:
        triggers = _parts(index, "trigger", printed[:a])
        if not triggers:
            continue
        for b in (c for c in cuts if c > a):
            conditions = _parts(index, "condition", printed[a:b])
            outputs = _parts(index, "output", printed[b:]) if conditions else set()
            found += _lines(index, triggers, conditions, outputs, support)
    return _choose(found, index)


def match_pieces(texts: list[str], index: PartIndex, support: bool = False) -> LineMatch | None:
    """The parts of a line whose trigger, condition and output texts are given apart."""
    trigger, condition, output = (_parts(index, kind, text) for kind, text in zip(KINDS, texts))
    return _choose(_lines(index, trigger, condition, output, support), index)


def _lines(index: PartIndex, triggers: set[int], conditions: set[int], outputs: set[int],
           support: bool) -> list[tuple[int, int, int]]:
    return [(t, c, o) for t in triggers for c in conditions for o in outputs
            if index.parts[t].support == support]


def _choose(found: list[tuple[int, int, int]], index: PartIndex) -> LineMatch | None:
    """Allowed lines first, then the lowest part ids; the others are kept to be said."""
    if not found:
        return None
    found = sorted(set(found), key=lambda line: (line not in index.allowed, line))
    return LineMatch(found[0], tuple(found[1:]))


def _cuts(printed: str) -> list[int]:
    """Where a piece may end: before a space, or right after an empty slot `[]`."""
    return sorted({i for i, ch in enumerate(printed) if ch == " " and i > 0}
                  | {m.end() for m in re.finditer(r"\[\]", printed)})


def _parts(index: PartIndex, kind: str, piece: str) -> set[int]:
    if not piece.strip():
        return set()
    return index.by_digest.get((kind, digest(piece)), set())


@lru_cache(maxsize=1)
def part_index() -> PartIndex:
    # lazy: the pool module is needed only when the parts are first used
    from altered_tui.cards.pool import data_dir

    return read_part_index(data_dir() / "uniques")


def read_part_index(folder: Path) -> PartIndex:
    parts = {}
    for fields in _rows(folder / "parts.txt"):
        part_id, kind, card_set, support = fields
        parts[int(part_id)] = Part(int(part_id), kind, None if card_set == "-" else card_set,
                                   support == "support")
    allowed = {(int(t), int(c), int(o)) for t, c, o in _rows(folder / "allowed-lines.txt")}
    index = PartIndex(parts, allowed)
    for part_id, _lang, text_digest in _rows(folder / "part-wordings.txt"):
        part = parts[int(part_id)]
        index.by_digest.setdefault((part.kind, text_digest), set()).add(part.id)
    return index


def _rows(path: Path) -> list[list[str]]:
    return [line.split() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
