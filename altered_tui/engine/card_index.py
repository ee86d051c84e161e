"""A card definition's abilities sorted by what asks for them, computed once per definition.

The engine asks "which passive abilities of this kind", "which Reactions to this trigger"
many thousands of times a game; a definition never changes during play, so the answer is
looked up instead of searched. Every list keeps the printed order of the abilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.engine.state import CardDefs, GameState

Indexed = tuple[tuple[int, Any], ...]  # (position among the abilities, the ability or effect)


@dataclass(frozen=True)
class AbilityIndex:
    passives: dict[str, Indexed]  # effect kind -> (position, effect) of passive abilities
    reactions: dict[tuple[bool, str], Indexed]  # (support?, trigger) -> (position, Reaction)
    quick: dict[bool, Indexed]  # support? -> (position, QuickAction)


# By id() of the definition; each indexed definition is kept alive in _INDEXED, so its id
# can't be reused by another object.
_INDEXES: dict[int, AbilityIndex] = {}
_INDEXED: list[CardDef] = []


def index_of(d: CardDef) -> AbilityIndex:
    found = _INDEXES.get(id(d))
    if found is None:
        found = _INDEXES[id(d)] = _build(d)
        _INDEXED.append(d)
    return found


def index_for(g: GameState, cid: int) -> AbilityIndex:
    """The index of a card's definition (the hottest path of the engine: one call)."""
    d = g.defs[g.cards[cid].card_id]  # type: ignore[index]
    found = _INDEXES.get(id(d))
    return found if found is not None else index_of(d)


@dataclass(frozen=True)
class Kinds:
    """The kinds of passive abilities, Reactions (by support? and trigger) and whether any
    quick actions appear on any card of a game: what no card has is never searched for."""

    passives: frozenset[str]
    reactions: frozenset[tuple[bool, str]]
    quick: bool


def kinds_in(g: GameState) -> Kinds:
    defs = g.defs
    assert isinstance(defs, CardDefs)
    if defs.derived is None or defs.derived[0] != defs.changes:
        indexes = [index_of(d) for d in defs.values()]
        kinds = Kinds(frozenset(k for i in indexes for k in i.passives),
                      frozenset(k for i in indexes for k in i.reactions),
                      any(q for i in indexes for q in i.quick.values()))
        defs.derived = (defs.changes, kinds)
    return defs.derived[1]


def _build(d: CardDef) -> AbilityIndex:
    passives: dict[str, list[tuple[int, Any]]] = {}
    reactions: dict[tuple[bool, str], list[tuple[int, Any]]] = {}
    quick: dict[bool, list[tuple[int, Any]]] = {False: [], True: []}
    for i, a in enumerate(d.abilities):
        if isinstance(a, ab.PassiveAbility):
            passives.setdefault(a.effect.kind, []).append((i, a.effect))
    for support, abilities in ((False, d.abilities), (True, d.support)):
        for i, a in enumerate(abilities):
            if isinstance(a, ab.Reaction):
                reactions.setdefault((support, a.trigger.on), []).append((i, a))
            elif isinstance(a, ab.QuickAction):
                quick[support].append((i, a))
    return AbilityIndex({k: tuple(v) for k, v in passives.items()},
                        {k: tuple(v) for k, v in reactions.items()},
                        {k: tuple(v) for k, v in quick.items()})
