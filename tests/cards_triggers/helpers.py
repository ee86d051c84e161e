"""Builders for the 'triggers' group card tests: the Core Ordis/Yzmir helpers and a few more."""

from __future__ import annotations

from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Side, Status, Zone  # noqa: F401

from tests.cards_ordis_yzmir_core.helpers import (  # noqa: F401
    act,
    add_mana,
    answer_quietly,
    card,
    mana,
    options,
    pick,
    play,
    play_spell,
    put,
    recruits,
    run_until,
    set_hero,
    settle,
    start,
    tokens_named,
)


def back_to(g: GameState, player: int) -> None:
    """The other player passes, so `player` takes the next turn."""
    while g.pending.player != player:
        act(g, "pass")


def until_pending(g: GameState, kind: str, player: int) -> None:
    """Answer quietly until `player` must take a decision of `kind`."""
    while not g.over and not (g.pending.kind == kind and g.pending.player == player):
        answer_quietly(g)


__all__ = ["Phase", "Side", "Status", "Zone", "act", "add_mana", "answer_quietly", "back_to", "card", "mana",
           "options", "pick", "play", "play_spell", "put", "recruits", "run_until", "set_hero", "settle",
           "start", "tokens_named", "until_pending"]
