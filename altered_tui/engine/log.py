"""Writing events to the game log.

An event is data: its kind (with a `via` field in `data` where one kind happens in several
ways), the players as indexes, the cards as their ids in this game, zones, sides and
numbers, and the rule that decided it. The interface renders its text in each language
(`altered_tui/i18n/events.py`); nothing here is worded.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from altered_tui.engine.state import Event, GameState


def log(
    g: GameState,
    kind: str,
    *,
    rule: str = "",
    cause: str = "",
    player: int | None = None,
    private_to: int | None = None,
    hidden: tuple[str, ...] = (),
    data: dict[str, Any] | None = None,
) -> Event:
    # Positional: about twice as quick as keywords, and the log takes several events a decision.
    event = Event(len(g.log) + 1, g.day, g.phase, kind, rule, cause, player, private_to,
                  hidden, data or {}, len(g.stack))
    g.log.append(event)
    return event


def card_cause(kind: str, cid: int) -> str:
    """The cause of what a card does: `play:14` (playing it), `reaction:14`, `quick:14`.
    Causes of the game itself are plain words: `setup`, `draw`, `expand`, `progress`, …"""
    return f"{kind}:{cid}"


def dump(model: BaseModel, exclude_defaults: bool = False) -> dict[str, Any]:
    """The same dict as `model.model_dump(exclude_defaults=...)` for the ability models
    (plain fields, no aliases or serializers), made without pydantic's serializer: the
    ability models build theirs only when first asked, which costs a game its first such
    step a large fraction of a second."""
    out: dict[str, Any] = {}
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if exclude_defaults and value == info.get_default(call_default_factory=True):
            continue
        out[name] = _dumped(value, exclude_defaults)
    return out


def _dumped(value: Any, exclude_defaults: bool) -> Any:
    if isinstance(value, BaseModel):
        return dump(value, exclude_defaults)
    if isinstance(value, (list, tuple, set, frozenset)):
        return type(value)(_dumped(v, exclude_defaults) for v in value)
    if isinstance(value, dict):
        return {k: _dumped(v, exclude_defaults) for k, v in value.items()}
    return value
