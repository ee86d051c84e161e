"""Writing events to the game log.

An event is data: its kind (with a `via` field in `data` where one kind happens in several
ways), the players as indexes, the cards as their ids in this game, zones, sides and
numbers, and the rule that decided it. The interface renders its text in each language
(`altered_tui/i18n/events.py`); nothing here is worded.
"""

from __future__ import annotations

from typing import Any

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
