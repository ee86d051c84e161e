"""A card definition's abilities sorted by what asks for them, computed once per definition.

The engine asks "which passive abilities of this kind", "which Reactions to this trigger"
many thousands of times a game; a definition never changes during play, so the answer is
looked up instead of searched. Every list keeps the printed order of the abilities.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.engine.state import CardDefs, GameState
from altered_tui.engine.types import SIDE_NAMES, Status

Indexed = tuple[tuple[int, Any], ...]  # (position among the abilities, the ability or effect)


@dataclass(frozen=True)
class AbilityIndex:
    passives: dict[str, Indexed]  # effect kind -> (position, effect) of passive abilities
    support_passives: dict[str, Indexed]  # the same, of its support abilities (CR 2.2.11.i)
    reactions: dict[tuple[bool, str], Indexed]  # (support?, trigger) -> (position, Reaction)
    quick: dict[bool, Indexed]  # support? -> (position, QuickAction)
    cost_option: Any  # the first "you may discard ... to pay less" passive, or None
    flags: frozenset[str]  # the yes-or-no keywords printed on the card (Gigantic...)
    sides: tuple[str, ...]  # the Expeditions it may join when played, or ("",) for none
    plain_from_hand: bool  # played from Hand in one way only: no optional cost, no Scout
    plain_from_reserve: bool  # played from Reserve in one way only: no optional cost
    # (both: and no cost change of its own, `cost_change` with `me`)
    cost_by_side: bool  # its own cost change reads the Expedition it is played into
    # a Feat's index once Completed: its `completed` abilities too (README rulings: Feats)
    completed: AbilityIndex | None = None


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
    c = g.cards[cid]
    d = g.defs[c.card_id]  # type: ignore[index]
    found = _INDEXES.get(id(d))
    if found is None:
        found = index_of(d)
    if found.completed is not None and c.status & Status.COMPLETED:
        return found.completed
    return found


def index_now(index: AbilityIndex, status: int) -> AbilityIndex:
    """A definition's index for an object with these statuses: a Completed Feat's abilities
    include its `completed` ones."""
    return index.completed if index.completed is not None and status & Status.COMPLETED else index


@dataclass(frozen=True)
class Kinds:
    """Which cards of a game (by card id) have passive abilities of each kind, Reactions to
    each trigger (by support? and trigger) and quick actions (by support?): a search only
    looks at the objects whose card has what it searches for, and most have nothing. And
    the game's token definitions by name, and which keywords some card prints."""

    passives: dict[str, frozenset[str]]
    support_passives: dict[str, frozenset[str]]
    reactions: dict[tuple[bool, str], frozenset[str]]
    quick: dict[bool, frozenset[str]]
    tokens: dict[str, CardDef]  # token name -> its definition (the first one, as listed)
    keywords: frozenset[str]  # the yes-or-no keywords (Gigantic...) printed on some card
    granted: frozenset[str]  # the keywords some card's passive gives (CR 2.3)


NONE: frozenset[str] = frozenset()


def kinds_in(g: GameState) -> Kinds:
    """The game's Kinds, worked out again only after its definitions changed."""
    defs: CardDefs = g.defs  # type: ignore[assignment]
    if defs.derived is not None:
        return defs.derived
    passives: dict[str, set[str]] = {}
    support_passives: dict[str, set[str]] = {}
    reactions: dict[tuple[bool, str], set[str]] = {}
    quick: dict[bool, set[str]] = {False: set(), True: set()}
    tokens: dict[str, CardDef] = {}
    keywords: set[str] = set()
    granted: set[str] = set()
    for card_id, d in defs.items():
        if d.token:
            tokens.setdefault(d.name, d)
        index = index_of(d)
        index = index.completed or index  # a Feat may be Completed: what it has then
        keywords |= index.flags
        for found in (index.passives, index.support_passives):
            for _i, grant in found.get("grant_keywords", ()):
                granted.update(name for name, value in grant.keywords if value)
        for kind in index.passives:
            passives.setdefault(kind, set()).add(card_id)
        for kind in index.support_passives:
            support_passives.setdefault(kind, set()).add(card_id)
        for key in index.reactions:
            reactions.setdefault(key, set()).add(card_id)
        for support, found in index.quick.items():
            if found:
                quick[support].add(card_id)
    kinds = Kinds({k: frozenset(v) for k, v in passives.items()},
                  {k: frozenset(v) for k, v in support_passives.items()},
                  {k: frozenset(v) for k, v in reactions.items()},
                  {k: frozenset(v) for k, v in quick.items()}, tokens, frozenset(keywords),
                  frozenset(granted))
    defs.derived = kinds
    return kinds


# What an object that lost its abilities has (CR 2.3): nothing to look up.
NO_ABILITIES = AbilityIndex({}, {}, {}, {False: (), True: ()}, None, frozenset(), ("",), True, True,
                            False)


def _build(d: CardDef) -> AbilityIndex:
    if not any(getattr(a, "completed", False) for a in (*d.abilities, *d.support)):
        return _build_for(d, True)
    return dataclasses.replace(_build_for(d, False), completed=_build_for(d, True))


def _build_for(d: CardDef, completed: bool) -> AbilityIndex:
    """The index of the abilities that work now: with `completed` False, less those that
    work only once the object is Completed."""
    def works(a: Any) -> bool:
        return completed or not getattr(a, "completed", False)

    passives: dict[str, list[tuple[int, Any]]] = {}
    support_passives: dict[str, list[tuple[int, Any]]] = {}
    reactions: dict[tuple[bool, str], list[tuple[int, Any]]] = {}
    quick: dict[bool, list[tuple[int, Any]]] = {False: [], True: []}
    for found, abilities in ((passives, d.abilities), (support_passives, d.support)):
        for i, a in enumerate(abilities):
            if isinstance(a, ab.PassiveAbility) and works(a):
                found.setdefault(a.effect.kind, []).append((i, a.effect))
    for support, abilities in ((False, d.abilities), (True, d.support)):
        for i, a in enumerate(abilities):
            if not works(a):
                continue
            if isinstance(a, ab.Reaction):
                reactions.setdefault((support, a.trigger.on), []).append((i, a))
            elif isinstance(a, ab.QuickAction):
                quick[support].append((i, a))
    options = passives.get("cost_option")
    own_costs = [p for _i, p in passives.get("cost_change", []) if p.me]
    own = bool(own_costs)  # its own cost changes: not plain
    return AbilityIndex({k: tuple(v) for k, v in passives.items()},
                        {k: tuple(v) for k, v in support_passives.items()},
                        {k: tuple(v) for k, v in reactions.items()},
                        {k: tuple(v) for k, v in quick.items()},
                        options[0][1] if options else None,
                        frozenset(name for name, value in d.keywords if value is True),
                        SIDE_NAMES if d.goes_to_expedition else ("",),
                        not options and d.keywords.scout is None and not own,
                        not options and not own,
                        any(p.condition is not None for p in own_costs))


# The few ability models the engine makes itself during play. The ability models build their
# validators only when one is first made (cards/abilities.py), which for a step costs a large
# fraction of a second; these are made of values already of the models' own types, so they
# are made without one (`model_construct`) and are equal to the validated ones.

@cache
def me_select() -> ab.Select:
    """The objects "me": the object with the ability."""
    return ab.Select.model_construct(ref="me")


@cache
def dusk_roll() -> ab.RollDie:
    """A die rolled with no outcome of its own (CR 7.3.19): what its passive does with the
    result is worked out by whoever rolled it."""
    return ab.RollDie.model_construct(kind="roll_die", outcomes=[
        ab.Outcome.model_construct(low=1, high=6, steps=[])])
