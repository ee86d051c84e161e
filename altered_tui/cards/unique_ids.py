"""Unique card ids (ALT_<SET>_B_<FF>_<NN>_U_<serial>): the family a Unique belongs to and the
faction its serial number gives it (CR 1.1.4.g limits a deck to three Uniques).

A Unique is a version of a Character "family", the card whose common is
ALT_<SET>_B_<FF>_<NN>_C (the Kickstarter edition COREKS has the Core set's families). Its
faction is not in the id: the family's serials are handed out in windows that alternate
between two factions, listed in cards/uniques/serial-factions.txt.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from altered_tui.cards.models import Faction

_UNIQUE_ID = re.compile(r"ALT_([A-Z]+)_B_([A-Z]{2})_(\d{1,3})_U_(\d{1,7})")
EDITION_SETS = {"COREKS": "CORE"}  # an edition whose families are another set's cards


@dataclass(frozen=True)
class UniqueId:
    edition: str  # the set code as written in the id: CORE, COREKS, ALIZE, ...
    family_faction: str  # the family's own faction, FF
    number: str  # the family's number in its set, NN
    serial: int

    @property
    def family(self) -> str:
        return f"{self.family_faction}_{self.number}"

    @property
    def family_common_id(self) -> str:
        card_set = EDITION_SETS.get(self.edition, self.edition)
        return f"ALT_{card_set}_B_{self.family}_C"


def parse_unique_id(card_id: str) -> UniqueId | None:
    """The parts of a Unique's id, or None when card_id is not shaped like one."""
    m = _UNIQUE_ID.fullmatch(card_id)
    if m is None:
        return None
    return UniqueId(m.group(1), m.group(2), m.group(3), int(m.group(4)))


@dataclass(frozen=True)
class _Windows:
    factions: tuple[Faction, Faction]  # alternating, the first from serial 1
    ends: tuple[int, ...]  # the last serial of each window; the last one is the total


def serial_faction(uid: UniqueId) -> Faction | None:
    """The faction of a Unique's serial window, or None when the family or the serial is
    not known (a family of a set not listed, a serial past the family's last)."""
    windows = _serial_windows().get((uid.edition, uid.family))
    if windows is None or not 1 <= uid.serial <= windows.ends[-1]:
        return None
    return windows.factions[bisect_left(windows.ends, uid.serial) % 2]


def serial_count(uid: UniqueId) -> int | None:
    """How many serials the family has (None for an unknown family)."""
    windows = _serial_windows().get((uid.edition, uid.family))
    return windows.ends[-1] if windows else None


@lru_cache(maxsize=1)
def _serial_windows() -> dict[tuple[str, str], _Windows]:
    # lazy: the pool module is needed only when an id is looked up
    from altered_tui.cards.pool import data_dir

    return read_serial_windows(data_dir() / "uniques" / "serial-factions.txt")


def read_serial_windows(path: Path) -> dict[tuple[str, str], _Windows]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        edition, family, first, second, *ends = line.split()
        found[(edition, family)] = _Windows((Faction(first), Faction(second)),
                                            tuple(int(e) for e in ends))
    return found
