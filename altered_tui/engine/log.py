"""Writing events to the game log."""

from __future__ import annotations

from typing import Any

from altered_tui.engine.state import Event, GameState


def log(
    g: GameState,
    kind: str,
    text: str = "",
    *,
    rule: str = "",
    cause: str = "",
    player: int | None = None,
    private_to: int | None = None,
    hidden: tuple[str, ...] = (),
    data: dict[str, Any] | None = None,
) -> Event:
    event = Event(
        seq=len(g.log) + 1,
        day=g.day,
        phase=g.phase,
        kind=kind,
        text=text,
        rule=rule,
        cause=cause,
        player=player,
        private_to=private_to,
        hidden=hidden,
        data=data or {},
        depth=len(g.stack),
    )
    g.log.append(event)
    return event


def card_label(g: GameState, cid: int) -> str:
    """How the log names a card: its name and its number in this game."""
    return f"{g.cdef(cid).name}#{cid}"
