"""The Adventure: Hero region, three Tumult cards, Companion region; expedition counters.

Regions are indexed 0 (Hero region) to 7 (Companion region). A hero Expedition starts on 0
and moves towards 7; a companion Expedition starts on 7 and moves towards 0 (CR 7.3.17.a).
"""

from __future__ import annotations

from altered_tui.engine.log import log
from altered_tui.engine.objects import COMPANION_REGION, HERO_REGION, distance
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import GameState, Marker, Region
from altered_tui.engine.types import SIDES, TERRAINS, Side, Terrain

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER

# CR 1.1.7.f: one Forest | Mountain+Water, one Mountain | Forest+Water, one Water | Forest+Mountain.
TUMULT_CARDS: tuple[tuple[tuple[Terrain, ...], tuple[Terrain, ...]], ...] = (
    ((F,), (M, W)),
    ((M,), (F, W)),
    ((W,), (F, M)),
)

LAST_REGION = 7


def build_adventure(rng: Rng) -> list[Region]:
    """CR 4.1.b-c: Tumult cards in random order and orientation, face down."""
    order = [0, 1, 2]
    rng.shuffle(order)
    regions = [Region("hero", TERRAINS)]
    for card in order:
        halves = list(TUMULT_CARDS[card])
        if rng.below(2):
            halves.reverse()
        for half in halves:
            regions.append(Region("tumult", half, face_up=False, tumult=card))
    regions.append(Region("companion", TERRAINS))
    return regions


def start_position(side: Side) -> int:
    return HERO_REGION if side is Side.HERO else COMPANION_REGION


def direction(side: Side) -> int:
    return 1 if side is Side.HERO else -1


def total_distance(g: GameState, player: int) -> int:
    p = g.players[player]
    return sum(distance(side, p.positions[side]) for side in SIDES)


def region_of(g: GameState, player: int, side: Side) -> Region:
    if g.tiebreak:
        return g.regions[0]
    return g.regions[g.players[player].positions[side]]


def reveal_tumult(g: GameState, index: int, cause: str) -> None:
    """CR 7.3.17.b: moving onto a face-down half reveals the whole Tumult card."""
    card = g.regions[index].tumult
    halves = [r for r in g.regions if r.tumult == card]
    for r in halves:
        r.face_up = True
    log(g, "reveal", rule="7.3.17.b", cause=cause,
        data={"tumult": card, "halves": [[t.value for t in r.terrains] for r in halves]})


def move_forward(g: GameState, player: int, side: Side, cause: str, rule: str = "7.3.17") -> bool:
    """Move an Expedition counter one region forward. Returns whether it moved."""
    p = g.players[player]
    if g.tiebreak:
        log(g, "no_move", rule="4.3.d", cause=cause, player=player,
            data={"via": "arena", "who": player, "side": side.value})
        return False
    pos = p.positions[side]
    target = pos + direction(side)
    if not 0 <= target <= LAST_REGION:
        log(g, "no_move", rule="7.3.17.c", cause=cause, player=player,
            data={"via": "far_end", "who": player, "side": side.value})
        return False
    if not g.regions[target].face_up:
        reveal_tumult(g, target, cause)
    p.positions[side] = target
    if (player, side) not in g.moved_today:
        g.moved_today.append((player, side))
    return True


def move_backward(g: GameState, player: int, side: Side, cause: str) -> bool:
    """CR 7.3.16: one region back towards its origin; nothing at the origin or in the Arena."""
    p = g.players[player]
    if g.tiebreak:
        return False
    pos = p.positions[side]
    if pos == start_position(side):
        log(g, "no_move", rule="7.3.16.b", cause=cause, player=player,
            data={"via": "origin", "who": player, "side": side.value})
        return False
    p.positions[side] = pos - direction(side)
    log(g, "move_back", rule="7.3.16.a", cause=cause, player=player,
        data={"who": player, "side": side.value})
    return True


def start_tiebreakers(g: GameState) -> None:
    """CR 4.3.a-c: all regions are replaced by the Arena, with every terrain. The Terrain
    Markers on the regions leave with them: a Hero's go back to it (README rulings)."""
    for region in g.regions:
        for m in region.markers:
            if m.owner is not None:
                return_marker(g, m.owner, m.terrain)
    g.tiebreak = True
    g.regions = [Region("arena", TERRAINS)]
    # Counters keep their old positions only as a record; every Expedition is in the Arena.


# --- Terrain Markers (README rulings: Terrain Markers; CR 2.2.2.p, 2.3) ---------------------


def return_marker(g: GameState, owner: int, terrain: Terrain) -> None:
    """A Hero's Marker goes back to it, kept in terrain order."""
    supply = g.players[owner].markers
    supply.append(terrain)
    supply.sort(key=TERRAINS.index)
    log(g, "marker", rule="4.3.a", cause="check_victory", player=owner,
        data={"via": "back", "who": owner, "terrain": terrain.value})


def marker_region(g: GameState, owner: int, terrain: Terrain) -> int | None:
    """The region a Hero's Marker of that terrain is on (None: on no region)."""
    for index, region in enumerate(g.regions):
        if any(m.owner == owner and m.terrain is terrain for m in region.markers):
            return index
    return None


def place_marker(g: GameState, player: int, index: int, terrain: Terrain, owner: int | None,
                 cause: str) -> None:
    """Put a Terrain Marker on region `index` with a new timestamp (CR 2.3). `owner`: the
    player whose Hero's Marker it is, taken from the Hero or from the region it was on;
    None: a Marker the effect brings itself."""
    came_from = None
    if owner is not None:
        supply = g.players[owner].markers
        if terrain in supply:
            supply.remove(terrain)
        else:
            came_from = marker_region(g, owner, terrain)
            if came_from is not None:
                old = g.regions[came_from].markers
                old.remove(next(m for m in old if m.owner == owner and m.terrain is terrain))
    g.regions[index].markers.append(Marker(terrain, g.next_ts, owner))
    g.next_ts += 1
    data = {"via": "place" if came_from is None else "move", "who": player,
            "terrain": terrain.value, "region": index}
    if came_from is not None:
        data["from_region"] = came_from
    log(g, "marker", rule="2.2.2.p", cause=cause, player=player, data=data)


def move_marker(g: GameState, player: int, source: int, terrain: Terrain, index: int,
                cause: str) -> None:
    """Move the latest Marker of that terrain on region `source` to region `index`; it gets
    a new timestamp there (CR 2.3)."""
    markers = g.regions[source].markers
    marker = next(m for m in reversed(markers) if m.terrain is terrain)
    markers.remove(marker)
    g.regions[index].markers.append(Marker(terrain, g.next_ts, marker.owner))
    g.next_ts += 1
    log(g, "marker", rule="2.2.2.p", cause=cause, player=player,
        data={"via": "move", "who": player, "terrain": terrain.value, "region": index,
              "from_region": source})
