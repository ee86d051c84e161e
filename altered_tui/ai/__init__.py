"""Computer players: they choose among legal actions from a player's view, never the state.

    random  uniformly among the options (but an ability with no target now)
    greedy  one-step lookahead with a hand-written evaluation (evaluate.py)
    search  Monte-Carlo search over determinizations of the hidden cards (search.py)
"""

from altered_tui.ai.base import Player
from altered_tui.ai.greedy import GreedyPlayer
from altered_tui.ai.random_player import RandomPlayer
from altered_tui.ai.search import SearchPlayer

PLAYERS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "search": SearchPlayer,
}

__all__ = ["PLAYERS", "Player", "GreedyPlayer", "RandomPlayer", "SearchPlayer"]
