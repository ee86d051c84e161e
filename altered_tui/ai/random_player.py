"""A player that picks uniformly among the legal actions it is shown."""

from __future__ import annotations

from typing import Any

from altered_tui.ai.base import Player


class RandomPlayer(Player):
    name = "random"
    needs_observation = False

    def choose(self, view: dict[str, Any]) -> str:
        """Pick one of the options in the player's view (`view["pending"]["options"]`)."""
        options = view["pending"]["options"]
        return options[self.rng.below(len(options))]
