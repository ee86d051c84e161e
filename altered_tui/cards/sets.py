"""The sets of Altered: which set a card version belongs to, read from its id.

A card id starts with ALT_, the set's code and an underscore (ALT_CORE_B_AX_07_C,
ALT_ALIZE_B_AX_33_R1): the set is a fact of the id, not something a card file states.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardSet:
    code: str  # as in the ids, lower case: core, alize, ...
    name: str  # the set's English name

    @property
    def id_prefix(self) -> str:
        return f"ALT_{self.code.upper()}_"


SETS = (
    CardSet("core", "Beyond the Gates"),
    CardSet("alize", "Trial by Frost"),
    CardSet("bise", "Whispers from the Maze"),
    CardSet("cyclone", "Skybound Odyssey"),
    CardSet("duster", "Seeds of Unity"),
    CardSet("eole", "Roots of Corruption"),
)

_BY_CODE = {s.code: s for s in SETS}


def set_of(card_id: str) -> CardSet | None:
    """The set a card id names, or None for an id of no known set (e.g. a test card)."""
    parts = card_id.split("_", 2)
    if len(parts) < 3 or parts[0] != "ALT":
        return None
    return _BY_CODE.get(parts[1].lower())


def find_set(text: str) -> CardSet | None:
    """A set by its code (alize) or its English name (Trial by Frost), in any case."""
    text = text.strip().lower()
    for s in SETS:
        if text in (s.code, s.name.lower()):
            return s
    return None
