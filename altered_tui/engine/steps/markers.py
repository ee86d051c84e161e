"""Steps on Terrain Markers: placing one on target visible region, moving one to my region
(README rulings: Terrain Markers; a region's terrains, CR 2.2.2.k-p, in timestamp order, 2.3)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.adventure import marker_region, move_marker, place_marker
from altered_tui.engine.objects import ARENA, present_in, visible_regions
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame
from altered_tui.engine.types import TERRAINS, Terrain


def hero_markers(g: GameState, player: int) -> list[Terrain]:
    """The Markers of the player's Hero, wherever they are: on it or on a region."""
    return [t for t in TERRAINS
            if t in g.players[player].markers or marker_region(g, player, t) is not None]


def _answer(frame: EffectFrame, verb: str) -> str | None:
    text = frame.answer_text
    if text is not None and text.startswith(verb + " "):
        frame.answer_text = None
        return text.split(" ", 1)[1]
    return None


def resolve_place_marker(g: GameState, frame: EffectFrame, step: ab.PlaceMarker) -> bool:
    ctx = frame.ctx
    mine = step.terrain is None
    if "terrain" not in frame.scratch:
        if not mine:
            frame.scratch["terrain"] = step.terrain
        else:
            picked = _answer(frame, "marker")
            choices = [t.value for t in hero_markers(g, ctx.controller)]
            if picked is None and len(choices) > 1:
                g.pending = Decision(ctx.controller, "marker", {"kind": "choose_marker",
                                                                 "cause": ctx.cause},
                                     [Action("marker", arg=t) for t in choices])
                return False
            if picked is None and not choices:
                return True  # no Marker of mine to place (CR 1.4.1.c)
            frame.scratch["terrain"] = picked or choices[0]
    terrain = Terrain(frame.scratch["terrain"])
    regions = visible_regions(g)
    picked = _answer(frame, "region")
    if picked is None and len(regions) > 1:
        g.pending = Decision(ctx.controller, "region", {"kind": "target_region", "cause": ctx.cause,
                                                        "terrain": terrain.value},
                             [Action("region", arg=str(i)) for i in regions])
        return False
    index = int(picked) if picked is not None else regions[0]
    place_marker(g, ctx.controller, index, terrain, ctx.controller if mine else None, ctx.cause)
    return True


def my_regions(g: GameState, source: int | None) -> list[int]:
    """The region of each Expedition the object is in (CR 7.4.4.b: both for a Gigantic one)."""
    if source is None:
        return []
    c = g.cards[source]
    sides = present_in(g, source)
    if not sides:
        return []
    if g.tiebreak:
        return [ARENA]
    return sorted({g.players[c.controller].positions[s] for s in sides})


def marker_sources(g: GameState, terrain: Terrain, to: list[int]) -> list[int]:
    """The regions with a Marker of that terrain a Marker could be moved from."""
    return [i for i, r in enumerate(g.regions) if i not in to
            and any(m.terrain is terrain for m in r.markers)]


def resolve_move_marker(g: GameState, frame: EffectFrame, step: ab.MoveMarker) -> bool:
    ctx = frame.ctx
    terrain = Terrain(step.terrain)
    to = my_regions(g, ctx.source)
    sources = marker_sources(g, terrain, to)
    if not to or not sources:
        return True  # nowhere to move it, or no such Marker elsewhere (CR 1.4.1.c)
    if len(to) > 1 and "to" not in frame.scratch:  # a Gigantic one's two regions
        picked = _answer(frame, "region")
        if picked is None:
            g.pending = Decision(ctx.controller, "region", {"kind": "marker_to_region",
                                                            "cause": ctx.cause,
                                                            "terrain": terrain.value},
                                 [Action("region", arg=str(i)) for i in to])
            return False
        frame.scratch["to"] = int(picked)
    target = frame.scratch.get("to", to[0])
    picked = _answer(frame, "region")
    if picked is None and len(sources) > 1:
        g.pending = Decision(ctx.controller, "region", {"kind": "marker_from_region",
                                                        "cause": ctx.cause,
                                                        "terrain": terrain.value},
                             [Action("region", arg=str(i)) for i in sources])
        return False
    source = int(picked) if picked is not None else sources[0]
    move_marker(g, ctx.controller, source, terrain, target, ctx.cause)
    return True
