"""A player that picks uniformly among the legal actions it is shown."""

from __future__ import annotations

from typing import Any

from altered_tui.engine.rng import Rng


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any]) -> str:
        """Pick one of the options in the player's view (`view["pending"]["options"]`)."""
        options = view["pending"]["options"]
        return options[self.rng.below(len(options))]
