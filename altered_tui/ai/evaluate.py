"""A hand-written evaluation of a position for one player, higher is better.

It reads a (determinized) GameState but only what the player may know or has sampled
consistently with it: distances, the live terrain totals of each Expedition against the one
facing it, who would move at the next Dusk, Mana, and card counts.
"""

from __future__ import annotations

from altered_tui.engine.adventure import total_distance
from altered_tui.engine.progress import compute_progress
from altered_tui.engine.state import GameState

WIN = 1000.0
DISTANCE = 10.0      # per region an Expedition has travelled
WOULD_MOVE = 6.0     # per Expedition that would move forward at the next Dusk
MARGIN = 0.5         # per point of winning margin on a terrain that counts (capped)
MANA = 1.5           # per Mana orb, up to MANA_CAP
MANA_CAP = 8
HAND = 0.9           # per card in Hand
RESERVE = 0.5        # per card in Reserve
TARGET = 7           # total distance that ends the game (CR 4.2.5.d)


def side_score(g: GameState, player: int) -> tuple[float, int]:
    """(terrain margin score, Expeditions that would move) for `player` if Dusk came now."""
    if g.tiebreak:
        return 0.0, 0
    score, moves = 0.0, 0
    for e in compute_progress(g)["expeditions"]:
        if e["player"] != player:
            continue
        moves += bool(e["moves"])
        allowed = e["terrains"]
        margin = max((e["stats"][i] - e["facing"][i]
                      for i, t in enumerate(("forest", "mountain", "water")) if t in allowed),
                     default=0)
        score += max(-3, min(3, margin))
    return score, moves


def evaluate(g: GameState, player: int) -> float:
    if g.winner is not None:
        return WIN if g.winner == player else -WIN
    value = 0.0
    projected = []
    for who, sign in ((player, 1.0), (1 - player, -1.0)):
        p = g.players[who]
        dist = total_distance(g, who)
        margin, moves = side_score(g, who)
        projected.append(dist + moves)
        value += sign * (DISTANCE * dist + WOULD_MOVE * moves + MARGIN * margin
                         + MANA * min(len(p.mana), MANA_CAP) + HAND * len(p.hand)
                         + RESERVE * len(p.reserve))
    mine, theirs = projected
    if g.tiebreak:
        value += arena_score(g, player)
    elif max(mine, theirs) >= TARGET and mine != theirs:
        value += WIN / 2 if mine > theirs else -WIN / 2
    return value


def arena_score(g: GameState, player: int) -> float:
    """In the Arena (CR 4.3.e) the next Dusk decides by terrains won with both Expeditions'
    totals: score that outcome and the margin on each terrain."""
    arena = compute_progress(g)
    mine, theirs = arena["totals"][player], arena["totals"][1 - player]
    score = MARGIN * sum(max(-3, min(3, a - b)) for a, b in zip(mine, theirs))
    if arena["winner"] is not None:
        score += WIN / 2 if arena["winner"] == player else -WIN / 2
    return score

