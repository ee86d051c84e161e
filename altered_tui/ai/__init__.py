"""Computer players: they choose among legal actions from a player's view, never the state."""

from altered_tui.ai.random_player import RandomPlayer

PLAYERS = {"random": RandomPlayer}

__all__ = ["PLAYERS", "RandomPlayer"]
