"""Dusk: the Progress daily effect (CR 4.2.4) and its tiebreaker form (CR 4.3.e).

`compute_progress` only reads the state and returns a report that says, for every
Expedition, its three terrain totals, the terrains its region allows, the facing totals and
why it moves or fails; `apply_progress` then moves all successful Expeditions at once.
"""

from __future__ import annotations

from typing import Any

from altered_tui.engine.adventure import move_forward, region_of
from altered_tui.engine.characteristics import expedition_members, has_defender, keyword_possible
from altered_tui.engine.log import log
from altered_tui.engine.objects import counts_at_dusk, stats
from altered_tui.engine.outcome import end_game
from altered_tui.engine.state import GameState
from altered_tui.engine.statics import expedition_blocked, region_override, region_terrains
from altered_tui.engine.triggers import fire_progress
from altered_tui.engine.types import SIDE_BY_NAME, SIDE_NAMES, SIDES, TERRAINS, Side, Terrain

TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAINS)}
TERRAIN_NAMES = {t: t.value for t in TERRAINS}  # looked up once, not through the Enum
TERRAIN_LABELS = {t: t.value.capitalize() for t in TERRAINS}


def expedition_stats(g: GameState, player: int, side: Side) -> list[int]:
    """Sum of each statistic over the Characters present in an Expedition (CR 4.2.4.b)."""
    forest = mountain = water = 0
    for cid in expedition_members(g, player, side):
        if counts_at_dusk(g, cid):
            f, m, w = stats(g, cid)
            forest, mountain, water = forest + f, mountain + m, water + w
    return [forest, mountain, water]


def blocked_reason(g: GameState, player: int, side: Side) -> str | None:
    """Why an Expedition can't move forward during Dusk, if it can't."""
    for o in g.ongoing:
        if o.get("kind") == "cant_move" and o["player"] == player and o["side"] == side.value:
            return f"{o['cause']}: it can't move forward this Day [2.2.14]"
    static = expedition_blocked(g, player, side)
    if static is not None:
        return static
    if not keyword_possible(g, "defender"):
        return None
    for cid in expedition_members(g, player, side):
        if g.cdef(cid).is_character and has_defender(g, cid):
            return f"{g.cdef(cid).name} has Defender [7.4.2.b]"
    return None


def compute_progress(g: GameState) -> dict[str, Any]:
    if g.tiebreak:
        return _compute_tiebreak(g)
    report: dict[str, Any] = {"tiebreak": False, "expeditions": []}
    override = region_override(g)
    override_notes = _override_notes(g, override)
    totals = {(p, side): expedition_stats(g, p, side) for p in (0, 1) for side in SIDES}
    for player in (0, 1):
        for side in SIDES:
            mine, theirs = totals[player, side], totals[1 - player, side]
            region = region_of(g, player, side)
            # CR 2.2.2.p, as region_terrains says, with the override looked up once
            terrains = region.terrains if override is None else (override[0],)
            allowed = [t for t in TERRAINS if t in terrains]
            wins: list[str] = []
            notes: list[str] = list(override_notes)
            for t in TERRAINS:
                i = TERRAIN_INDEX[t]
                label = TERRAIN_LABELS[t]
                if t not in allowed:
                    notes.append(f"{label} {mine[i]}: not a terrain of this region")
                elif mine[i] <= 0:
                    notes.append(f"{label} {mine[i]}: zero or less never moves [4.2.4.f]")
                elif mine[i] == theirs[i]:
                    notes.append(f"{label} {mine[i]} = {theirs[i]}: a tie is not enough [4.2.4.e]")
                elif mine[i] < theirs[i]:
                    notes.append(f"{label} {mine[i]} < {theirs[i]}")
                else:
                    wins.append(TERRAIN_NAMES[t])
                    notes.append(f"{label} {mine[i]} > {theirs[i]} [4.2.4.b]")
            block = blocked_reason(g, player, side)
            moves = bool(wins) and block is None
            if block and wins:
                notes.append(f"cannot move: {block}")
            report["expeditions"].append({
                "player": player,
                "side": SIDE_NAMES[side is Side.COMPANION],
                "region": g.players[player].positions[side],
                "terrains": [TERRAIN_NAMES[t] for t in allowed],
                "stats": mine,
                "facing": theirs,
                "wins": wins,
                "blocked": block,
                "moves": moves,
                "notes": notes,
            })
    return report


def _override_notes(g: GameState, override: tuple[Terrain, int] | None) -> list[str]:
    if override is None:
        return []
    terrain, cid = override
    return [f"every region is {terrain.value.capitalize()} only ({g.cdef(cid).name}) [2.2.2.p]"]


def _compute_tiebreak(g: GameState) -> dict[str, Any]:
    """CR 4.3.e: each player sums both Expeditions; Gigantic counts twice (CR 7.4.4.l)."""
    totals = []
    for player in (0, 1):
        t = [0, 0, 0]
        for side in SIDES:
            for i, v in enumerate(expedition_stats(g, player, side)):
                t[i] += v
        totals.append(t)
    won: list[list[str]] = [[], []]
    for t in region_terrains(g, TERRAINS):  # the Arena's terrains (CR 4.3.e, 2.2.2.p)
        i = TERRAIN_INDEX[t]
        for player in (0, 1):
            if totals[player][i] > totals[1 - player][i] and totals[player][i] > 0:
                won[player].append(t.value)
    winner = None
    if len(won[0]) != len(won[1]):
        winner = 0 if len(won[0]) > len(won[1]) else 1
    return {"tiebreak": True, "totals": totals, "won": won, "winner": winner}


def apply_progress(g: GameState) -> dict[str, Any]:
    """Resolve Progress: log each Expedition's result, then move all winners together."""
    report = compute_progress(g)
    g.progress_report = report
    cause = "Progress"
    if report["tiebreak"]:
        totals, won = report["totals"], report["won"]
        for player in (0, 1):
            name = g.players[player].name
            f, m, w = totals[player]
            log(g, "arena", f"{name}: Forest {f}, Mountain {m}, Water {w}; wins "
                f"{', '.join(won[player]) or 'no terrain'}", rule="4.3.e", cause=cause,
                player=player, data={"totals": totals[player], "won": won[player]})
        if report["winner"] is not None:
            winner = report["winner"]
            end_game(g, winner, f"won more terrains in the Arena ({len(won[winner])} to "
                     f"{len(won[1 - winner])})", rule="4.3.e", cause=cause)
        else:
            log(g, "arena_tie", "Neither player wins more terrains; tiebreakers go on",
                rule="4.3.e", cause=cause)
        return report
    movers = []
    for e in report["expeditions"]:
        player, side = e["player"], SIDE_BY_NAME[e["side"]]
        name = g.players[player].name
        f, m, w = e["stats"]
        detail = "; ".join(e["notes"])
        region = "+".join(t.capitalize() for t in e["terrains"]) or "no terrain"
        who = f"{name}'s {side.value} expedition (region: {region})"
        if e["moves"]:
            movers.append((player, side))
            text, rule = f"{who} moves forward: {detail}", "4.2.4.b"
        else:
            text, rule = f"{who} fails to move forward: {detail}", "4.2.4.i"
        log(g, "progress", text, rule=rule, cause=cause, player=player, data=e)
    for player, side in movers:  # CR 4.2.4.g-h: once each, all at the same time
        move_forward(g, player, side, cause)
    fire_progress(g, movers, report)
    return report
