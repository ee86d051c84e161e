"""The sub-types cards are printed with (CR 2.2.2.p): a card file or an ability naming
another is a typing mistake, refused at load with the nearest known one."""

from __future__ import annotations

import difflib
from typing import Annotated

from pydantic import AfterValidator

from altered_tui.plaintext import printable, shortened

KNOWN_SUBTYPES = frozenset({
    "Adventurer", "Animal", "Apprentice", "Artist", "Boon", "Bureaucrat", "Citizen",
    "Companion", "Conjuration", "Construction", "Corruption", "Deity", "Disruption", "Dragon",
    "Druid", "Elemental", "Engineer", "Expedition", "Fairy", "Feat", "Gear", "Illusion",
    "Landmark", "Leviathan", "Mage", "Maneuver", "Merchant", "Messenger", "Noble", "Ore",
    "Plant", "Robot", "Rogue", "Sap", "Scholar", "Scientist", "Site", "Soldier", "Song",
    "Spirit", "Titan", "Trainer",
})


def subtype_problem(name: str) -> str | None:
    """Why `name` is not a known sub-type, or None when it is one."""
    if name in KNOWN_SUBTYPES:
        return None
    near = difflib.get_close_matches(name.title(), KNOWN_SUBTYPES, n=1, cutoff=0.6)
    hint = f"; did you mean {near[0]}?" if near else ""
    return f"unknown sub-type {_quoted(name)}{hint}"


def _quoted(name: str) -> str:
    return repr(printable(shortened(name, 40)))


def _check(name: str) -> str:
    problem = subtype_problem(name)
    if problem:
        raise ValueError(problem)
    return name


SubType = Annotated[str, AfterValidator(_check)]
