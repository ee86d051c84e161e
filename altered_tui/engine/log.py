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
    # Positional: about twice as quick as keywords, and the log takes several events a decision.
    event = Event(len(g.log) + 1, g.day, g.phase, kind, text, rule, cause, player, private_to,
                  hidden, data or {}, len(g.stack))
    g.log.append(event)
    return event


def card_label(g: GameState, cid: int) -> str:
    """How the log names a card: its name and its number in this game."""
    return f"{g.defs[g.cards[cid].card_id].name}#{cid}"  # type: ignore[index]
