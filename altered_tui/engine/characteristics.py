"""Current characteristics of objects: base values, counters and passive abilities (CR 2.3)."""

from __future__ import annotations

from altered_tui.engine.state import GameState
from altered_tui.engine.types import Status, Zone


def stats(g: GameState, cid: int) -> tuple[int, int, int]:
    """Forest, Mountain, Water of a Character: printed values plus one per boost (CR 2.5.1.b)."""
    d = g.cdef(cid)
    if not d.is_character:
        return (0, 0, 0)  # CR 1.1.6.d: a missing number counts as zero
    b = g.cards[cid].boosts
    return (d.forest + b, d.mountain + b, d.water + b)


def is_gigantic(g: GameState, cid: int) -> bool:
    return g.cdef(cid).keywords.gigantic and g.cards[cid].zone is Zone.EXPEDITION


def has_defender(g: GameState, cid: int) -> bool:
    return g.cdef(cid).keywords.defender


def is_eternal(g: GameState, cid: int) -> bool:
    return g.cdef(cid).keywords.eternal


def counts_at_dusk(g: GameState, cid: int) -> bool:
    """CR 2.4.3: an Asleep Character's statistics are not counted during Progress."""
    return g.cdef(cid).is_character and not g.cards[cid].has(Status.ASLEEP)
