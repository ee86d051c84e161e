"""Dusk: the Progress daily effect (CR 4.2.4) and its tiebreaker form (CR 4.3.e).

`compute_progress` only reads the state and returns a report that says, for every
Expedition, its three terrain totals, the terrains its region allows, the facing totals and
why it moves or fails; `apply_progress` then moves all successful Expeditions at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from altered_tui.engine.actions import Action

from altered_tui.engine.adventure import move_forward, region_of
from altered_tui.engine.zones import exhaust
from altered_tui.engine.characteristics import has_defender, keyword_possible
from altered_tui.engine.log import card_cause, log
from altered_tui.engine.card_index import dusk_roll, kinds_in
from altered_tui.engine.objects import (ARENA, Context, counts_at_dusk, expedition_members, stats,
                                        passives, present_in, terrains_at)
from altered_tui.engine.outcome import end_game
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.statics import (defenders_dont_block, dusk_move_dice, dusk_moves_twice,
                                        expedition_blocked,
                                        facing_lock, moving_replacement, region_override)
from altered_tui.engine.steps.effect import EffectFrame
from altered_tui.engine.steps.expeditions import ask_instead, discard_instead
from altered_tui.engine.triggers import due_to_ascension, fire_progress
from altered_tui.engine.types import SIDE_BY_NAME, SIDE_NAMES, SIDES, TERRAINS, Side, Status, Terrain

TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAINS)}
TERRAIN_NAMES = {t: t.value for t in TERRAINS}  # looked up once, not through the Enum


def expedition_stats(g: GameState, player: int, side: Side) -> list[int]:
    """Sum of each statistic over the Characters present in an Expedition (CR 4.2.4.b)."""
    forest = mountain = water = 0
    for cid in expedition_members(g, player, side):
        if counts_at_dusk(g, cid):
            f, m, w = stats(g, cid)
            forest, mountain, water = forest + f, mountain + m, water + w
    return [forest, mountain, water]


def blocked_reason(g: GameState, player: int, side: Side) -> dict[str, Any] | None:
    """Why an Expedition can't move forward during Dusk, if it can't: an effect of this Day
    (its cause), a passive ability or a Defender (the card), with the rule."""
    for o in g.ongoing:
        if o.get("kind") == "cant_move" and o["player"] == player and o["side"] == side.value:
            return {"via": "ongoing", "cause": o["cause"], "rule": "2.2.14"}
    static = expedition_blocked(g, player, side)
    if static is not None:
        return static
    if not keyword_possible(g, "defender") or defenders_dont_block(g, player, side) is not None:
        return None
    for cid in expedition_members(g, player, side):
        if g.cdef(cid).is_character and has_defender(g, cid):
            return {"via": "defender", "card": cid, "rule": "7.4.2.b"}
    return None


def compute_progress(g: GameState) -> dict[str, Any]:
    if g.tiebreak:
        return _compute_tiebreak(g)
    report: dict[str, Any] = {"tiebreak": False, "expeditions": []}
    override = region_override(g)
    override_notes = _override_notes(g, override)
    changed = "my_region_is" in kinds_in(g).passives  # regions of one Expedition (CR 2.2.2.p)
    totals = {(p, side): expedition_stats(g, p, side) for p in (0, 1) for side in SIDES}
    for player in (0, 1):
        for side in SIDES:
            mine, theirs = totals[player, side], totals[1 - player, side]
            region = region_of(g, player, side)
            # CR 2.2.2.p, as region_terrains says, with the override looked up once
            terrains = terrains_at(g, g.players[player].positions[side]) if (
                changed or region.markers) else (
                region.terrains if override is None else (override[0],))
            allowed = [t for t in TERRAINS if t in terrains]
            wins: list[str] = []
            ties: list[str] = []  # tied terrains that move an Ascended Expedition (not "due to")
            ascended = (player, side) in g.ascended
            notes: list[dict[str, Any]] = list(override_notes)
            if region.markers:  # the latest Marker is the one that counts (CR 2.3)
                notes.append({"via": "marker", "terrain": region.markers[-1].terrain.value})
            for t in TERRAINS:
                i = TERRAIN_INDEX[t]
                if t not in allowed:
                    why = "outside"
                elif mine[i] <= 0:
                    why = "zero"  # CR 4.2.4.f
                elif mine[i] == theirs[i] and ascended:
                    why = "ascended"  # README rulings, Ascend: a tie is enough (CR 4.2.4.e)
                    ties.append(TERRAIN_NAMES[t])
                elif mine[i] == theirs[i]:
                    why = "tie"  # CR 4.2.4.e
                elif mine[i] < theirs[i]:
                    why = "less"
                else:
                    why = "more"  # CR 4.2.4.b
                    wins.append(TERRAIN_NAMES[t])
                notes.append({"via": why, "terrain": TERRAIN_NAMES[t], "mine": mine[i],
                              "theirs": theirs[i]})
            block = blocked_reason(g, player, side)
            if block is None and (wins or ties):
                block = facing_lock(g, player, side, allowed, wins)
            moves = bool(wins or ties) and block is None
            if block and (wins or ties):
                notes.append({"via": "blocked", "blocked": block})
            report["expeditions"].append({
                "via": "moves" if moves else "fails",
                "player": player,
                "side": SIDE_NAMES[side is Side.COMPANION],
                "region": g.players[player].positions[side],
                "terrains": [TERRAIN_NAMES[t] for t in allowed],
                "stats": mine,
                "facing": theirs,
                "wins": wins,
                "ascended": ascended,
                "blocked": block,
                "moves": moves,
                "notes": notes,
            })
    return report


def _override_notes(g: GameState, override: tuple[Terrain, int] | None) -> list[dict[str, Any]]:
    if override is None:
        return []
    terrain, cid = override
    return [{"via": "regions_are", "terrain": terrain.value, "card": cid}]  # CR 2.2.2.p


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
    for t in terrains_at(g, ARENA):  # the Arena's terrains (CR 4.3.e, 2.2.2.p), Markers too
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
    cause = "progress"
    if report["tiebreak"]:
        totals, won = report["totals"], report["won"]
        for player in (0, 1):
            log(g, "arena", rule="4.3.e", cause=cause, player=player,
                data={"who": player, "totals": totals[player], "won": won[player]})
        if report["winner"] is not None:
            winner = report["winner"]
            end_game(g, winner, {"via": "arena", "mine": len(won[winner]),
                                 "theirs": len(won[1 - winner])}, rule="4.3.e", cause=cause)
        else:
            log(g, "arena_tie", rule="4.3.e", cause=cause)
        return report
    movers = []
    for e in report["expeditions"]:
        player, side = e["player"], SIDE_BY_NAME[e["side"]]
        if e["moves"]:
            movers.append((player, side))
        log(g, "progress", rule="4.2.4.b" if e["moves"] else "4.2.4.i", cause=cause,
            player=player, data=e)
    asks = [(player, side.value, found[0]) for player, side in movers
            if (found := moving_replacement(g, player, side)) is not None]
    if asks:  # CR 6.2.d: each such controller says first whether it applies
        g.stack.append(DuskInsteadFrame(report, [(p, s.value) for p, s in movers], asks))
        return report
    finish_progress(g, report, movers)
    return report


@dataclass
class DuskInsteadFrame:
    """Progress waits while each controller of a 'discard me instead' Permanent of a moving
    Expedition says whether it applies (CR 6.2.d); then the others move together."""

    report: dict[str, Any]
    movers: list[tuple[int, str]]
    asks: list[tuple[int, str, int]]  # (player, side, the Permanent)
    index: int = 0
    taken: list[int] = field(default_factory=list)  # indexes of `asks` answered yes

    waits_for_reactions = False

    def answer(self, g: GameState, action: Action) -> None:
        if action.text == "yes":
            self.taken.append(self.index)
        self.index += 1

    def run(self, g: GameState) -> None:
        if self.index < len(self.asks):
            player, _side, source = self.asks[self.index]
            ask_instead(g, player, source)
            return
        g.stack.pop()
        stopped = set()
        for i in self.taken:
            player, side, source = self.asks[i]
            found = moving_replacement(g, player, Side(side))
            if found is not None and found[0] == source:
                stopped.add((player, side))
                discard_instead(g, source, found[1], "progress")
        finish_progress(g, self.report, [(p, Side(s)) for p, s in self.movers
                                         if (p, s) not in stopped])


@dataclass
class DuskExhaustFrame:
    """Progress waits while the controller of each ready 'you may exhaust me to make it move
    one more region' Permanent says, for each of their moving Expeditions, whether it applies
    (CR 6.2.d); exhausted, it can't be used again (CR 7.3.10). The chosen extra moves wait in
    the report for the moves together."""

    report: dict[str, Any]
    movers: list[tuple[int, str]]
    asks: list[tuple[int, str, int]]  # (player, side, the Permanent)
    index: int = 0

    waits_for_reactions = False

    def answer(self, g: GameState, action: Action) -> None:
        player, side, source = self.asks[self.index]
        if action.text == "yes":
            exhaust(g, source)
            self.report["exhausted_for_more"].append([player, side, source])
            log(g, "exhaust", rule="7.3.10", cause=card_cause("card", source), player=player,
                data={"card": source})
        self.index += 1

    def run(self, g: GameState) -> None:
        while self.index < len(self.asks):
            player, side, source = self.asks[self.index]
            if not g.cards[source].has(Status.EXHAUSTED):
                g.pending = Decision(player, "may", {"kind": "dusk_exhaust_for_more", "card": source,
                                                     "side": side}, [Action("yes"), Action("no")])
                return
            self.index += 1
        g.stack.pop()
        finish_progress(g, self.report, [(p, Side(s)) for p, s in self.movers])


@dataclass
class DuskDieFrame:
    """Progress waits while a die is rolled for each 'roll a die as my Expedition would move
    forward' passive of a moving Expedition (CR 7.3.19, 6.2.b), each roll an effect of its
    source (dice passives and 'when you roll' Reactions apply); then the Expeditions move
    together, one more region or none where a result says so."""

    report: dict[str, Any]
    movers: list[tuple[int, str]]
    asks: list[tuple[int, str, int]]  # (player, side, the object with the passive)
    index: int = 0
    rolls: list[Any] = field(default_factory=list)  # each roll's Context: its result in memo

    waits_for_reactions = False

    def answer(self, g: GameState, action: Action) -> None:
        pass  # the roll's own effect frame takes the answers

    def run(self, g: GameState) -> None:
        if self.index < len(self.asks):
            player, _side, source = self.asks[self.index]
            ctx = Context(controller=player, source=source, source_oid=g.cards[source].oid,
                          cause=card_cause("card", source))
            self.rolls.append(ctx)
            self.index += 1
            g.stack.append(EffectFrame([dusk_roll()], ctx))
            return
        g.stack.pop()
        stopped: set[tuple[int, str]] = set()
        extra: list[tuple[int, Side, int]] = []
        for (player, side, source), ctx in zip(self.asks, self.rolls):
            found = [e for s, e in dusk_move_dice(g, player, Side(side)) if s == source]
            result = ctx.memo.get("rolled")
            if not found or result is None:
                continue  # it left the Expedition meanwhile
            effect = found[0]
            if effect.none_at_most is not None and result <= effect.none_at_most:
                stopped.add((player, side))
                log(g, "no_move", rule="6.2.b", cause=ctx.cause, player=player,
                    data={"via": "die", "who": player, "side": side, "card": source,
                          "result": result})
            elif result >= effect.more_at_least:
                extra.append((player, Side(side), source))
        moving = [(p, Side(s)) for p, s in self.movers if (p, s) not in stopped]
        _move_together(g, self.report, moving, extra)


def finish_progress(g: GameState, report: dict[str, Any], movers: list[tuple[int, Side]]) -> None:
    """The successful Expedition counters move, all together (CR 4.2.4.g-h), then the
    'moves forward' and 'fails to move' Reactions activate; first, each 'you may exhaust me
    to make it move one more region' is offered (DuskExhaustFrame), and a die is rolled where
    a passive says so (DuskDieFrame)."""
    if "exhausted_for_more" not in report:
        asks = [(player, side.value, source) for player, side in movers
                for source, _effect in passives(g, "dusk_exhaust_for_more", player)
                if not g.cards[source].has(Status.EXHAUSTED)]
        report["exhausted_for_more"] = []
        if asks:
            g.stack.append(DuskExhaustFrame(report, [(p, s.value) for p, s in movers], asks))
            return
    asks = [(player, side.value, source) for player, side in movers
            for source, _effect in dusk_move_dice(g, player, side)]
    if asks:
        g.stack.append(DuskDieFrame(report, [(p, s.value) for p, s in movers], asks))
        return
    _move_together(g, report, movers, [])


def _move_together(g: GameState, report: dict[str, Any], movers: list[tuple[int, Side]],
                   extra: list[tuple[int, Side, int]]) -> None:
    cause = "progress"
    for player, side in movers:  # CR 4.2.4.g-h: once each, all at the same time
        move_forward(g, player, side, cause)
    extra = extra + [(p, Side(s), source) for p, s, source in report.get("exhausted_for_more", [])]
    for player, side, source in extra:  # "it moves forward one more region instead" (6.2.b)
        if move_forward(g, player, side, cause):
            log(g, "move_forward", rule="6.2.b", cause=card_cause("card", source), player=player,
                data={"who": player, "side": side.value})
    for player, side in movers:  # "it moves twice instead" (CR 6.2.b)
        twice = dusk_moves_twice(g, player, side)
        if twice is not None and move_forward(g, player, side, cause):
            log(g, "move_forward", rule="6.2.b", cause=card_cause("card", twice), player=player,
                data={"who": player, "side": side.value})
        if not due_to_ascension(report, player, side):
            continue
        for source, _p in passives(g, "ascension_moves_more", player):  # "one more region"
            if side in present_in(g, source) and move_forward(g, player, side, cause):
                log(g, "move_forward", rule="6.2.b", cause=card_cause("card", source),
                    player=player, data={"who": player, "side": side.value})
    fire_progress(g, movers, report)
