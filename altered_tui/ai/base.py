"""What every computer player shares: it is built with what is public (both deck lists and
the card pool) and a seed, and it chooses from one player's observation, never the state."""

from __future__ import annotations

from typing import Any

from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import CardPool
from altered_tui.engine.rng import Rng


class Player:
    name = "base"
    needs_observation = True  # False: the small `decision_view` is enough

    def __init__(self, seed: int = 0, decks: tuple[Deck, Deck] | None = None,
                 pool: CardPool | None = None):
        self.rng = Rng(seed & ((1 << 64) - 1))
        self.decks = decks
        self.pool = pool

    def choose(self, view: dict[str, Any]) -> str:
        """The text of one of `view["pending"]["options"]`."""
        raise NotImplementedError


def worth_choosing(view: dict[str, Any]) -> list[str]:
    """The options of the pending decision, without the abilities that would do nothing
    now (no target: their cost would be paid for nothing), unless nothing else is left."""
    options = view["pending"]["options"]
    idle = set(view["pending"].get("idle", ()))
    return [text for text in options if text not in idle] or options
