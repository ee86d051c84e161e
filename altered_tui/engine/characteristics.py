"""Current characteristics of objects: base values, counters and passive abilities (CR 2.3)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine import statics
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Side, Status, Zone


def stats(g: GameState, cid: int) -> tuple[int, int, int]:
    """Forest, Mountain, Water of a Character: printed values plus one per boost (CR 2.5.1.b)."""
    d = g.cdef(cid)
    if not d.is_character:
        return (0, 0, 0)  # CR 1.1.6.d: a missing number counts as zero
    b = g.cards[cid].boosts
    return (d.forest + b, d.mountain + b, d.water + b)


def passives(g: GameState, kind: str, controller: int | None = None):
    """Passive abilities of a given kind working now: on objects in play and Heroes."""
    for p in g.players:
        if controller is not None and p.index != controller:
            continue
        sources = [*p.expeditions[Side.HERO], *p.expeditions[Side.COMPANION], *p.landmarks]
        if p.hero is not None:
            sources.append(p.hero)
        for cid in sources:
            for a in g.cdef(cid).abilities:
                if isinstance(a, ab.PassiveAbility) and a.effect.kind == kind:
                    yield cid, a.effect


def keyword_value(g: GameState, cid: int, name: str) -> int:
    """A keyword's value on an object: its own, or granted by a passive ability (CR 2.3)."""
    c = g.cards[cid]
    best = int(getattr(g.cdef(cid).keywords, name) or 0)
    if c.zone in (Zone.EXPEDITION, Zone.LANDMARKS):
        for source, grant in passives(g, "grant_keywords", c.controller):
            if statics.grant_applies(g, source, grant, cid):
                best = max(best, int(getattr(grant.keywords, name) or 0))
        if name == "tough":
            best = max(best, statics.tough_x(g, cid))  # CR 7.4.7: Tough X, counted now
    return best


def _matches_kind(g: GameState, cid: int, f: ab.Filter) -> bool:
    d = g.cdef(cid)
    if f.type == "object":
        ok = d.type.value in ("character", "permanent")
    else:
        ok = f.type == "card" or d.type.value == f.type
    if f.token is not None and g.cards[cid].token != f.token:
        return False
    if f.boosted is not None and (g.cards[cid].boosts > 0) != f.boosted:
        return False
    return ok and (f.subtype is None or d.has_subtype(f.subtype))


def is_gigantic(g: GameState, cid: int) -> bool:
    return g.cards[cid].zone is Zone.EXPEDITION and bool(keyword_value(g, cid, "gigantic"))


def has_defender(g: GameState, cid: int) -> bool:
    return bool(keyword_value(g, cid, "defender"))


def is_eternal(g: GameState, cid: int) -> bool:
    return bool(keyword_value(g, cid, "eternal"))


def tough(g: GameState, cid: int) -> int:
    return keyword_value(g, cid, "tough")


def counts_at_dusk(g: GameState, cid: int) -> bool:
    """CR 2.4.3: an Asleep Character's statistics are not counted during Progress."""
    return g.cdef(cid).is_character and not g.cards[cid].has(Status.ASLEEP)
