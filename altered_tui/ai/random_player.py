"""A player that picks uniformly among the legal actions it is shown."""

from __future__ import annotations

from typing import Any

from altered_tui.ai.base import Player, worth_choosing


class RandomPlayer(Player):
    name = "random"
    needs_observation = False

    def choose(self, view: dict[str, Any]) -> str:
        """Pick one of the options in the player's view that do something now."""
        options = worth_choosing(view)
        return options[self.rng.below(len(options))]
