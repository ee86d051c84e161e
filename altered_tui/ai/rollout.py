"""A fast playout policy for search: plays on a full (sampled) state, no lookahead.

On its turn a player plays the card that most improves who would move at Dusk in the
Expedition it joins, or passes when nothing helps; it Expands while it has fewer than
EXPAND_UNTIL orbs; anything else is picked at random.
"""

from __future__ import annotations

from altered_tui.engine import apply_inplace, legal_actions
from altered_tui.engine.actions import Action
from altered_tui.engine.adventure import region_of
from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import GameState
from altered_tui.engine.types import TERRAINS, Side

EXPAND_UNTIL = 5
EPSILON = 8  # one move in EPSILON is random, so playouts differ


def _moves(mine: list[int], theirs: list[int], allowed: list[bool]) -> bool:
    return any(ok and m > 0 and m > t for m, t, ok in zip(mine, theirs, allowed))


def turn_choice(g: GameState, player: int, options: list[Action], rng: Rng) -> Action:
    if rng.below(EPSILON) == 0:
        return options[rng.below(len(options))]
    best, best_score = None, 0.25
    cache: dict[Side, tuple[list[int], list[int], list[bool]]] = {}
    for a in options:
        if a.verb != "play":
            continue
        if not a.dest:
            score = 0.3 + rng.below(10) / 100
        else:
            side = Side(a.dest)
            if side not in cache:
                region = region_of(g, player, side)
                terrains = expedition_terrains(g, player, side) if region.markers else \
                    region.terrains  # a Terrain Marker changes them
                cache[side] = (expedition_stats(g, player, side),
                               expedition_stats(g, 1 - player, side),
                               [t in terrains for t in TERRAINS])
            mine, theirs, allowed = cache[side]
            d = g.cdef(a.card)  # type: ignore[arg-type]
            added = [m + s for m, s in zip(mine, d.stats)]
            gained = _moves(added, theirs, allowed) - _moves(mine, theirs, allowed)
            useful = sum(s for s, ok in zip(d.stats, allowed) if ok)
            score = 3 * gained + 0.1 * useful - (0.2 if a.src == "reserve" else 0.0)
            score += rng.below(10) / 1000
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    return next((a for a in options if a.verb == "pass"), options[0])


def choose(g: GameState, rng: Rng) -> Action:
    assert g.pending is not None
    options = legal_actions(g)
    kind, player = g.pending.kind, g.pending.player
    if kind == "turn":
        return turn_choice(g, player, options, rng)
    if kind == "expand":
        if len(g.players[player].mana) >= EXPAND_UNTIL:
            return options[-1]  # expand none
        return options[rng.below(len(options) - 1)]
    return options[rng.below(len(options))]


def playout(g: GameState, rng: Rng, until_day: int, max_actions: int = 400) -> GameState:
    """Play on in place until the game ends or day `until_day` begins."""
    for _ in range(max_actions):
        if g.over or g.day >= until_day:
            break
        apply_inplace(g, choose(g, rng))
    return g
