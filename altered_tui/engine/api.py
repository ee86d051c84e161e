"""The engine's public contract.

    state = new_game(deck1, deck2, pool, seed=7)
    legal_actions(state)          -> every action the deciding player may take now
    apply(state, action)          -> the next state (the given state is left unchanged)
    apply_inplace(state, action)  -> same, changing `state` itself (fast path for simulations)
    observation(state, player)    -> what that player may know
    state_hash(state)             -> a canonical digest; same decks + seed + actions, same hash
"""

from __future__ import annotations

import hashlib
import json
import pickle
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine import flow
from altered_tui.engine.actions import Action, ActionError, parse
from altered_tui.engine.adventure import build_adventure, start_position
from altered_tui.engine.log import log
from altered_tui.engine.rng import SEED_MASK, Rng
from altered_tui.engine.state import CardState, GameState, PlayerState
from altered_tui.engine.types import DECK, Side, Terrain, Zone
from altered_tui.engine.zones import draw


def new_game(
    deck1: Deck,
    deck2: Deck,
    pool: CardPool,
    seed: int = 0,
    names: tuple[str, str] = ("P1", "P2"),
) -> GameState:
    """Set up a game (CR 4.1) and run it to the first decision (the setup Mana choice)."""
    rng = Rng(seed & SEED_MASK)  # up to 128 bits (engine.rng)
    regions = build_adventure(rng)  # CR 4.1.b-c
    g = GameState(seed=seed, rng=rng, players=[], cards={}, regions=regions, defs={})
    assert g.defs is not None
    for index, deck in enumerate((deck1, deck2)):
        p = PlayerState(index=index, name=names[index], deck_name=deck.name)
        for side in Side:  # CR 4.1.d
            p.positions[side] = start_position(side)
        g.players.append(p)
    g.first_player = rng.below(2)  # CR 4.1.g
    for index, deck in enumerate((deck1, deck2)):
        p = g.players[index]
        hero = _new_card(g, pool, deck.hero, index, Zone.HERO)
        g.cards[hero].oid = g.next_ts
        g.next_ts += 1
        p.hero = hero  # CR 4.1.h
        card_ids = deck.card_list()
        rng.shuffle(card_ids)  # CR 4.1.i; before numbering, so a cid tells nothing of the card
        for card_id in card_ids:
            p.deck.append(_new_card(g, pool, card_id, index, DECK))
    for tok in pool.tokens():
        g.defs[tok.id] = tok
    log(g, "setup", rule="4.1.g", cause="setup", data={"who": g.first_player})
    for p in g.players:
        place_start_counters(g, p.hero)  # type: ignore[arg-type]
    for player in (0, 1):
        draw(g, player, 6, cause="setup", rule="4.1.j")
    flow.run(g)
    return g


def place_start_counters(g: GameState, hero: int) -> None:
    """CR 4.1.h: a Hero that begins the game with counters has them as it is placed."""
    for a in g.cdef(hero).abilities:
        if isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.StartCounters):
            c = g.cards[hero]
            c.counters[a.effect.counter] = c.counters.get(a.effect.counter, 0) + a.effect.amount
            log(g, "counters", rule="4.1.h", cause="setup", player=c.controller,
                data={"card": hero, "count": a.effect.amount, "counter": a.effect.counter})
        if isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.StartMarkers):
            player = g.cards[hero].controller  # its Terrain Markers, on no region yet
            for name in a.effect.terrains:
                g.players[player].markers.append(Terrain(name))
                log(g, "marker", rule="4.1.h", cause="setup", player=player,
                    data={"via": "start", "card": hero, "terrain": name})


def _new_card(g: GameState, pool: CardPool, card_id: str, owner: int, zone: Zone) -> int:
    assert g.defs is not None
    g.defs[card_id] = pool[card_id]
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=owner, card_id=card_id, zone=zone, controller=owner)
    return cid


def legal_actions(state: GameState) -> list[Action]:
    if state.winner is not None or state.pending is None:
        return []
    return list(state.pending.options)


def to_action(state: GameState, action: Action | str) -> Action:
    """Accept an Action or its text form; reject anything that is not legal now."""
    if isinstance(action, str):
        action = parse(action)
    if state.winner is not None:
        raise ActionError("the game is over")
    legal = state.pending.options if state.pending is not None else []  # not copied: only read
    for a in legal:  # most often the very object that was offered: no comparing needed
        if a is action:
            return action
    if action in legal:
        return action
    # A card reference may omit or misspell nothing else: match on everything but the name.
    for a in legal:
        if (a.verb, a.card, a.src, a.dest, a.arg) == (action.verb, action.card, action.src,
                                                      action.dest, action.arg):
            if not action.name or action.name == a.name:
                return a
    waiting = state.pending
    who = state.players[waiting.player].name if waiting else "nobody"
    raise ActionError(f"not a legal action now: {action.text!r} (waiting for {who}: "
                      f"{waiting.kind if waiting else 'nothing'})")


def apply_inplace(state: GameState, action: Action | str) -> GameState:
    act = to_action(state, action)
    state.actions_taken += 1
    flow.answer(state, act)
    return state


def apply(state: GameState, action: Action | str) -> GameState:
    return apply_inplace(clone(state), action)


def clone(state: GameState) -> GameState:
    """A deep copy that shares the immutable card definitions."""
    defs = state.defs
    state.defs = None
    try:
        copy = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        state.defs = defs
    copy.defs = defs
    return copy


# Fields left out of the hash while empty, so that a game without them hashes as it did
# before they existed (saves keep their digests).
_LEFT_OUT_EMPTY = frozenset({"markers"})


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)
                if f.name != "defs" and not (f.name in _LEFT_OUT_EMPTY and not getattr(value, f.name))
                } | {"__type__": type(value).__name__}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return [[_plain(k), _plain(v)] for k, v in value.items()]
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_plain(v) for v in value)
    return value


def state_hash(state: GameState) -> str:
    """SHA-256 of a canonical dump of the whole state (card definitions excepted)."""
    text = json.dumps(_plain(state), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


__all__ = ["new_game", "legal_actions", "apply", "apply_inplace", "clone", "state_hash",
           "to_action", "Action", "ActionError", "parse"]
