"""Night: Rest, Clean-up and Check Victory (CR 4.2.5)."""

from __future__ import annotations

from dataclasses import dataclass, field

from altered_tui.engine.actions import Action, offered
from altered_tui.engine.adventure import start_tiebreakers, total_distance
from altered_tui.engine.characteristics import has_keyword, is_eternal, matches
from altered_tui.engine.log import log
from altered_tui.engine.objects import Context, own_passives, passives
from altered_tui.engine.outcome import end_game
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.statics import leave_modifier
from altered_tui.engine.steps.leave_play import defects_instead, send
from altered_tui.engine.triggers import fire_leaving, fire_self
from altered_tui.engine.types import SIDES, Status, Zone
from altered_tui.engine.zones import move


def rest(g: GameState) -> None:
    """CR 4.2.5.b: Characters, and Gears of Expeditions that moved forward today, go to
    Reserve; Anchored/Asleep ones stay and lose those statuses (2.4.2, 2.4.3), Eternal ones
    stay (7.4.3), Fleeting ones are discarded instead (2.4.6.d), tokens cease to exist (2.1.e)."""
    cause = "rest"
    leaving: list[tuple[int, Zone]] = []
    for player in g.in_initiative_order():
        p = g.players[player]
        for side in SIDES:
            for cid in p.expeditions[side]:
                c, d = g.cards[cid], g.cdef(cid)
                is_gear = not d.is_character and d.has_subtype("gear")
                if not d.is_character and not (is_gear and (player, side) in g.moved_today):
                    c.status &= ~(Status.ANCHORED | Status.ASLEEP)  # CR 2.4.2, 2.4.3: objects too
                    continue
                held = c.status & (Status.ANCHORED | Status.ASLEEP)
                if d.is_character and held:
                    c.status &= ~(Status.ANCHORED | Status.ASLEEP)
                    statuses = [n for s, n in ((Status.ANCHORED, "anchored"),
                                               (Status.ASLEEP, "asleep")) if held & s]
                    log(g, "rest_stay", rule="2.4.2" if held & Status.ANCHORED else "2.4.3",
                        cause=cause, player=player,
                        data={"via": "statuses", "card": cid, "statuses": statuses})
                    continue
                if d.is_character and is_eternal(g, cid):
                    log(g, "rest_stay", rule="7.4.3.b", cause=cause, player=player,
                        data={"via": "eternal", "card": cid})
                    continue
                dest = Zone.DISCARD if c.has(Status.FLEETING) else Zone.RESERVE
                leaving.append((cid, dest))
    # CR 6.1.e-f: one step, every object leaves at the same time, so Seasoned is read while
    # all of them are still there (what a leaving Gear gives, the others keep as they go).
    seasoned = {cid: has_keyword(g, cid, "seasoned") for cid, _dest in leaving}
    defecting = [cid for cid, dest in leaving if dest is Zone.RESERVE
                 and own_passives(g, cid, "defect_instead")]  # CR 6.2.b: they defect instead
    leaving = [(cid, dest) for cid, dest in leaving if cid not in defecting]
    for cid in defecting:
        defects_instead(g, cid, cause)
    modified = [cid for cid, _dest in leaving if leave_modifier(g, cid) is not None]
    leaving = [(cid, dest) for cid, dest in leaving if cid not in modified]
    for cid, dest in leaving:  # all at once
        fire_leaving(g, cid, sacrificed=False, to=dest)
    for cid in modified:  # CR 6.2.b: a replacing modifier of the object changes its move
        send(g, cid, Zone.RESERVE, cause, rule="4.2.5.b")
    for cid, dest in leaving:
        c = g.cards[cid]
        if c.token:
            move(g, cid, dest)
            log(g, "rest", rule="2.1.e", cause=cause, player=c.controller,
                data={"via": "token", "card": cid})
        elif dest is Zone.DISCARD:
            move(g, cid, dest)
            log(g, "rest", rule="2.4.6.d", cause=cause, player=c.owner,
                data={"via": "fleeting", "card": cid})
        else:
            side = c.side  # the Expedition it leaves, "my Expedition" to its Reaction (CR 6.3.j)
            had = dict(c.counters)  # what it had as it left (CR 2.1.d)
            move(g, cid, dest, seasoned=seasoned[cid])
            log(g, "rest", rule="4.2.5.b", cause=cause, player=c.owner,
                data={"via": "reserve", "card": cid})
            fire_self(g, cid, "goes_to_reserve", from_zone=Zone.EXPEDITION, from_side=side,
                      left_counters=had)
    for player, side in g.ascended:  # Ascended until Rest (README rulings, Ascend)
        log(g, "ascend_end", rule="4.2.5.b", cause=cause, player=player,
            data={"who": player, "side": side.value})
    g.ascended.clear()


def limits(g: GameState, player: int) -> tuple[int, int]:
    """Reserve and landmark limits: the Hero's, or 2 without a Hero (CR 3.2.10.b, 3.2.7.b);
    the Reserve limit as passive abilities change it now, never below 0."""
    hero = g.players[player].hero
    if hero is None:
        reserve, landmarks = 2, 2
    else:
        d = g.cdef(hero)
        reserve, landmarks = d.reserve_limit, d.landmark_limit
    set_to = [p.limit for _source, p in passives(g, "landmark_limit", player)]
    return max(0, reserve + reserve_limit_increase(g, player)), max(set_to, default=landmarks)


def reserve_limit_increase(g: GameState, player: int) -> int:
    """'If there are one or more Spells in your Reserve, your Reserve limit is increased by
    one', 'all Reserve limits are reduced by one': each such passive of the player's (or of
    anyone's, for every player) whose condition the Reserve meets now."""
    total = 0
    for source, p in passives(g, "reserve_limit"):
        if not p.every_player and g.cards[source].controller != player:
            continue
        f = p.while_reserve_has
        ctx = Context(player, source=source)
        if f is None or any(matches(g, c, f, ctx) for c in g.players[player].reserve):
            total += p.increase
    return total


def reserve_cap(g: GameState, player: int, cards: list[int]) -> int:
    """How many of these Reserve cards may stay at Clean-up: the limit, plus the extra
    places passive abilities give to exhausted cards (CR 4.2.5.c)."""
    return cap_of(g, reserve_caps(g, player), cards)


def reserve_caps(g: GameState, player: int) -> tuple[int, int]:
    """The player's Reserve limit now and the extra places exhausted cards may have: what
    `reserve_cap` counts with, worked out once for many sets of cards."""
    return limits(g, player)[0], sum(
        p.extra for _, p in passives(g, "keep_exhausted_in_reserve", player))


def cap_of(g: GameState, caps: tuple[int, int], cards: list[int]) -> int:
    limit, extra = caps
    if not extra:
        return limit
    exhausted = sum(1 for c in cards if g.cards[c].has(Status.EXHAUSTED))
    return limit + min(extra, exhausted)


def counted_reserve(g: GameState, player: int) -> list[int]:
    """The player's Reserve cards that count towards the limit: a ready card whose support
    passive says it doesn't count stays out of it (CR 4.2.5.c, 2.2.11.i-j)."""
    reserve = g.players[player].reserve
    free = {cid for cid, _ in passives(g, "outside_reserve_limit", player)}
    return [c for c in reserve if c not in free] if free else reserve


@dataclass
class CleanupFrame:
    """CR 4.2.5.c: each player, in initiative order, picks what to keep; then the rest of
    the Reserve is discarded and the rest of the Landmarks sacrificed, simultaneously."""

    waits_for_reactions = False
    order: tuple[int, int] = (0, 1)
    index: int = 0
    kept: dict[int, list[int]] = field(default_factory=lambda: {0: [], 1: []})

    def _choices(self, g: GameState, player: int) -> list[int]:
        p = g.players[player]
        landmark_limit = limits(g, player)[1]
        kept = self.kept[player]
        reserve = counted_reserve(g, player)
        kept_reserve = [c for c in kept if c in reserve]
        kept_landmarks = [c for c in kept if c in p.landmarks]
        caps = reserve_caps(g, player)  # nothing changes while the choices are listed
        if len(reserve) > cap_of(g, caps, reserve):
            keepable = [c for c in reserve if c not in kept
                        and len(kept_reserve) < cap_of(g, caps, kept_reserve + [c])]
            if keepable:
                return keepable
        if len(p.landmarks) > landmark_limit and len(kept_landmarks) < landmark_limit:
            return [c for c in p.landmarks if c not in kept]
        return []

    def run(self, g: GameState) -> None:
        while self.index < 2:
            player = self.order[self.index]
            choices = self._choices(g, player)
            if choices:
                r, l_ = limits(g, player)
                g.pending = Decision(
                    player, "cleanup",
                    {"kind": "cleanup", "reserve": r, "landmarks": l_},
                    [offered("keep", c, g.cdef(c).name) for c in choices])
                return
            self.index += 1
        self._finish(g)
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        self.kept[self.order[self.index]].append(action.card)  # type: ignore[arg-type]

    def _finish(self, g: GameState) -> None:
        cause = "cleanup"
        doomed: list[tuple[int, bool]] = []
        for player in self.order:
            p = g.players[player]
            landmark_limit = limits(g, player)[1]
            kept = self.kept[player]
            reserve = counted_reserve(g, player)
            if len(reserve) > reserve_cap(g, player, reserve):
                doomed += [(c, False) for c in reserve if c not in kept]
            if len(p.landmarks) > landmark_limit:
                doomed += [(c, True) for c in p.landmarks if c not in kept]
        for cid, sacrificed in doomed:
            if sacrificed:
                fire_leaving(g, cid, sacrificed=True, to=Zone.DISCARD)
        for cid, sacrificed in doomed:
            owner = g.cards[cid].owner
            move(g, cid, Zone.DISCARD)
            if sacrificed:
                log(g, "sacrifice", rule="4.2.5.c", cause=cause, player=owner,
                    data={"via": "landmark_limit", "card": cid})
            else:
                log(g, "discard", rule="4.2.5.c", cause=cause, player=owner,
                    data={"via": "reserve_limit", "card": cid})


def check_victory(g: GameState) -> None:
    """CR 4.2.5.d: 7 or more (met or crossed) and strictly more than the opponent wins;
    a tie at the top starts tiebreakers. During tiebreakers it does nothing (CR 4.3.f)."""
    cause = "check_victory"
    if g.tiebreak:
        return
    sums = [total_distance(g, 0), total_distance(g, 1)]
    if max(sums) <= 6:
        log(g, "check_victory", rule="4.2.5.d", cause=cause, data={"sums": sums})
        return
    if sums[0] != sums[1]:
        winner = 0 if sums[0] > sums[1] else 1
        end_game(g, winner, {"via": "met" if sums[winner] == 7 else "crossed",
                             "mine": sums[winner], "theirs": sums[1 - winner]},
                 rule="4.2.5.d", cause=cause)
        return
    log(g, "tiebreak", rule="4.3.a", cause=cause, data={"sums": sums})
    start_tiebreakers(g)
