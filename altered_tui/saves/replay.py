"""Rebuilding a match from its save: new_game from the saved decks and seed, then every
action of the log in order, checking each step against the digest stored with it."""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from altered_tui.cards.pool import CardPool
from altered_tui.engine import ActionError, GameState, apply_inplace, clone, new_game, state_hash
from altered_tui.saves.model import FORMAT_VERSION, MatchSave, SaveError

# A refused action is named by its number only: its text (and the engine's message, which
# quotes it) may name a card in a Hand or face down in Mana.
NOT_LEGAL = "not a legal action now"


def step_digest(previous: str, state: GameState, log_from: int) -> str:
    """A rolling digest: the previous digest, the whole state but its log, and the log
    events added since `log_from`. Equal digests at every step mean equal states (the log
    is covered event by event). It hashes a canonical dump like the engine's `state_hash`,
    about three times faster, so that every step of every replay can be checked."""
    log = state.log
    state.log = []
    try:
        without_log = repr(_canonical(state))
    finally:
        state.log = log
    events = repr(_canonical(log[log_from:]))
    return hashlib.sha256(f"{previous}|{without_log}|{events}".encode()).hexdigest()


_ATOMS = (int, str, bool, float, type(None))
_FIELDS: dict[type, tuple[str, ...]] = {}


def _canonical(value: Any) -> Any:
    """Plain nested tuples/lists with a fixed order (dataclass fields in declaration order,
    dicts in insertion order, which replaying the same actions reproduces, sets sorted);
    card definitions (`defs`) are left out, as in `state_hash`."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list or kind is tuple:
        return [_canonical(v) for v in value]
    if kind is dict:
        return ("dict", [(_canonical(k), _canonical(v)) for k, v in value.items()])
    if isinstance(value, Enum):
        return value.value
    names = _FIELDS.get(kind)
    if names is None:
        if dataclasses.is_dataclass(value):
            names = tuple(f.name for f in dataclasses.fields(value) if f.name != "defs")
            _FIELDS[kind] = names
        elif isinstance(value, (set, frozenset)):
            return ("set", sorted((_canonical(v) for v in value), key=repr))
        else:
            return str(value)
    return (kind.__name__, *[_canonical(getattr(value, name)) for name in names])


def start_digest(state: GameState) -> str:
    return step_digest("", state, 0)


def start_state(save: MatchSave, pool: CardPool, where: str | Path) -> GameState:
    deck1, deck2 = (d.to_deck(pool, str(where)) for d in save.decks)
    return new_game(deck1, deck2, pool, seed=save.seed, names=tuple(save.names))


def migrate(save: MatchSave, pool: CardPool, where: str | Path) -> None:
    """Bring a save of an earlier format up to date, in place. Earlier formats differ in what
    the log events hold, which the digests cover: the actions are replayed (each must still
    be legal) and every digest, and the final hash, computed anew."""
    if save.format_version == FORMAT_VERSION:
        return
    state = start_state(save, pool, where)
    digest = save.start_digest = start_digest(state)
    for number, action in enumerate(save.actions, start=1):
        log_from = len(state.log)
        if save.format_version < 7:
            action.text = _mode_in_format_7(state, action.text)
        try:
            apply_inplace(state, action.text)
        except ActionError:
            raise SaveError(where, f"action {number} (format {save.format_version}): "
                                   f"{NOT_LEGAL}") from None
        digest = action.digest = step_digest(digest, state, log_from)
    if save.final_hash is not None:
        save.final_hash = state_hash(state)
    save.format_version = FORMAT_VERSION


# Before format 7 a mode's answer went on with the mode's words ("mode 2 Draw a card."),
# and "play it for free or put it into your hand" was answered as two such modes.
_PLAY_OR_TAKE = {"1": "mode free", "2": "mode hand"}


def _mode_in_format_7(state: GameState, text: str) -> str:
    verb, _, rest = text.partition(" ")
    if verb != "mode" or state.pending is None:
        return text
    number = rest.partition(" ")[0]
    if state.pending.kind == "play_or_take":
        return _PLAY_OR_TAKE.get(number, text)
    return f"mode {number}"


@dataclass
class Rebuilt:
    state: GameState  # after the last replayed action
    players: list[int] = field(default_factory=list)  # who took each action
    states: list[GameState] | None = None  # every state, start included (keep_states=True)


def rebuild(save: MatchSave, pool: CardPool, where: str | Path, upto: int | None = None,
            keep_states: bool = False) -> Rebuilt:
    """Replay the first `upto` actions (all by default), verifying every step.

    Raises SaveError naming `where` if an action is not legal, was taken by another player
    than saved, or leads to a different state than the one saved. A save of an earlier
    format is migrated first (`migrate`).
    """
    migrate(save, pool, where)
    state = start_state(save, pool, where)
    digest = start_digest(state)
    if digest != save.start_digest:
        raise SaveError(where, "the decks and seed do not rebuild the saved game "
                               "(start digest mismatch: changed card definitions or a tampered save)")
    actions = save.actions if upto is None else save.actions[:upto]
    out = Rebuilt(state, states=[clone(state)] if keep_states else None)
    for number, action in enumerate(actions, start=1):
        pending = state.pending
        if pending is None or state.winner is not None:
            raise SaveError(where, f"action {number}: the game was already over")
        if pending.player != action.player:
            raise SaveError(where, f"action {number}: saved as taken by player "
                                   f"{action.player + 1}, but player {pending.player + 1} decides")
        log_from = len(state.log)
        try:
            apply_inplace(state, action.text)
        except ActionError:
            raise SaveError(where, f"action {number}: {NOT_LEGAL}") from None
        digest = step_digest(digest, state, log_from)
        if digest != action.digest:
            raise SaveError(where, f"action {number} does not reproduce the saved game "
                                   f"(digest mismatch)")
        out.players.append(action.player)
        if out.states is not None:
            out.states.append(clone(state))
    if upto is None and save.final_hash is not None and state_hash(state) != save.final_hash:
        raise SaveError(where, "the replayed game does not match the saved final state "
                               "(state hash mismatch)")
    return out
