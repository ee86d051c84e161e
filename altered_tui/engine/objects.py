"""Objects and plain facts about them: which exist, what is in play, what a player controls,
statuses, counters and boosts, and the passive abilities working now (CR 1.4, 2.3, 2.5).

Nothing here depends on other abilities: these are the facts the characteristics, filters and
conditions above are computed from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.engine.card_index import (
    NO_ABILITIES, AbilityIndex, Indexed, index_for, index_now, index_of, kinds_in,
)
from altered_tui.engine.state import GameState
from altered_tui.engine.types import COMPANION_SIDE, HERO_SIDE, SIDES, Side, Status, Terrain, Zone

HERO_REGION, COMPANION_REGION = 0, 7
ARENA = 0  # the region of every Expedition during tiebreakers (CR 4.3.a-b)


def distance(side: Side, position: int) -> int:
    """Distance of an Expedition from its starting region."""
    return position if side is Side.HERO else COMPANION_REGION - position


def _closer_to_start(g: GameState, player: int, side: Side) -> bool:
    if g.tiebreak:
        return False
    mine, theirs = (distance(side, g.players[p].positions[side]) for p in (player, 1 - player))
    return mine < theirs


def behind(g: GameState, player: int, side: Side) -> bool:
    """CR 7.5.2.b: closer to its start than the Expedition facing it (the opponent's
    Expedition of the same kind, CR 1.2.3.c); during tiebreakers all are tied (7.5.2.d).
    An object in it may make it "considered behind" even if tied or ahead."""
    return _closer_to_start(g, player, side) or considered_behind(g, player, side)


def ahead(g: GameState, player: int, side: Side) -> bool:
    """CR 7.5.2.a: further from its start than the Expedition facing it, unless it is
    considered behind."""
    return _closer_to_start(g, 1 - player, side) and not considered_behind(g, player, side)


CONSIDERED_BEHIND = "considered_behind"


def considered_behind(g: GameState, player: int, side: Side) -> bool:
    """A `considered_behind` passive of an object present in this Expedition (an Expedition
    Permanent's)."""
    if CONSIDERED_BEHIND not in kinds_in(g).passives:
        return False
    return any(side in present_in(g, source)
               for source, _p in passives(g, CONSIDERED_BEHIND, player))


STATUS = {"anchored": Status.ANCHORED, "asleep": Status.ASLEEP, "fleeting": Status.FLEETING,
          "exhausted": Status.EXHAUSTED, "completed": Status.COMPLETED}


@dataclass(slots=True)
class Context:
    """Who resolves the effect and what its pronouns point to (CR 6.3.h-j, 7.2)."""

    controller: int
    source: int | None = None  # cid of the object whose ability this is ("I", "me")
    source_oid: int | None = None
    it: int | None = None  # cid of the object the trigger is about ("it")
    it_oid: int | None = None
    cause: str = ""
    side: str | None = None  # the source's Expedition when the trigger happened
    memo: dict[str, Any] = field(default_factory=dict)  # choices kept for the whole effect
    moved_oid: int | None = None  # the source's new object after the trigger's move (CR 2.1.f)
    support: bool = False  # a support ability of a Reserve card (CR 2.2.11.i)


def printed_gigantic(g: GameState, cid: int) -> bool:
    return "gigantic" in index_for(g, cid).flags


# Whether an object of the Expedition zone is Gigantic now (CR 7.4.4). Keywords a passive
# gives are worked out by characteristics.py, which is built on this module: it puts its
# function in this slot as it is loaded.
GIGANTIC: list[Callable[[GameState, int], bool]] = [printed_gigantic]


def present_in(g: GameState, cid: int) -> set[Side]:
    """The Expeditions an object is present in: the one its card is in, and while it is
    Gigantic both of its controller's (CR 7.4.4.b, n-o); none out of the Expedition zone.
    Every question "is it in that Expedition?" is answered here."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or c.side is None:
        return set()
    return set(SIDES) if GIGANTIC[0](g, cid) else {c.side}


def in_expedition(g: GameState, cid: int, player: int, side: Side) -> bool:
    """The object is present in that player's Expedition (CR 7.4.4.b)."""
    return g.cards[cid].controller == player and side in present_in(g, cid)


def expedition_members(g: GameState, player: int, side: Side) -> list[int]:
    """The objects present in a player's Expedition: its own cards, then those of the
    other Expedition that are Gigantic (CR 7.4.4.b)."""
    exp = g.players[player].expeditions
    return list(exp[side]) + [cid for cid in exp[side.other] if side in present_in(g, cid)]


def shares_expedition(g: GameState, cid: int, other: int) -> bool:
    """The two objects have the same controller and are present in a common Expedition."""
    return g.cards[cid].controller == g.cards[other].controller and bool(
        present_in(g, cid) & present_in(g, other))


def counters_in_order(counters: dict[str, int]) -> list[str]:
    """The counters an object has, boosts first, then by name: the one a step takes when the
    card does not say which (spending, Augment, removing; README: Rules notes)."""
    return sorted((name for name, n in counters.items() if n > 0), key=lambda n: (n != "boost", n))


def exists(g: GameState, cid: int | None, oid: int | None) -> bool:
    """An object still exists if its card has not changed zones since (CR 1.4.4)."""
    return cid is not None and g.cards[cid].oid == oid and g.cards[cid].zone is not Zone.GONE


def in_play(g: GameState) -> list[int]:
    out = []
    for p in g.players:
        exp = p.expeditions
        out += exp[Side.HERO]
        out += exp[Side.COMPANION]
        out += p.landmarks
    return out


def stats(g: GameState, cid: int) -> tuple[int, int, int]:
    """Forest, Mountain, Water of a Character: printed values plus one per boost (CR 2.5.1.b)."""
    d = g.cdef(cid)
    if not d.is_character:
        return (0, 0, 0)  # CR 1.1.6.d: a missing number counts as zero
    b = g.cards[cid].boosts
    if "stats_equal_highest" in kinds_in(g).passives and _equalised(g, cid):
        top = max(d.forest, d.mountain, d.water) + b
        return (top, top, top)
    return (d.forest + b, d.mountain + b, d.water + b)


def _equalised(g: GameState, cid: int) -> bool:
    """A 'statistics equal to the highest' passive of its controller's works in an Expedition
    the Character is present in (both for a Gigantic one, CR 7.4.4.b), or on their other
    Characters; one that asks for a boost works while its source has one."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or c.side is None:
        return False
    for source, effect in passives(g, "stats_equal_highest", c.controller):
        s = g.cards[source]
        if s.zone is not Zone.EXPEDITION or (effect.while_boosted and not s.boosts):
            continue
        if effect.while_single_terrain_regions is not None and \
                single_terrain_regions(g) < effect.while_single_terrain_regions:
            continue
        if effect.while_in_contact and not in_contact(g, source):
            continue
        if effect.while_in is not None and not _in_terrain(g, source, Terrain(effect.while_in)):
            continue
        if effect.to == "me":
            if source == cid:
                return True
        elif effect.to == "other_characters_you_control":
            if source != cid:
                return True
        elif present_in(g, source) & present_in(g, cid):
            return True
    return False


def _in_terrain(g: GameState, cid: int, terrain: Terrain) -> bool:
    """The region of an Expedition the card is present in has this terrain now (CR 2.2.2.p,
    7.5.2.a; either of a Gigantic one's, CR 7.4.4.b)."""
    c = g.cards[cid]
    return any(terrain in expedition_terrains(g, c.controller, side) for side in present_in(g, cid))


def passives(g: GameState, kind: str, controller: int | None = None) -> list[tuple[int, Any]]:
    """Passive abilities of a given kind working now: on objects in play and Heroes, and
    support ones on ready Reserve cards (CR 2.2.11.i-j), as (object, effect). Asked very
    often, and most objects have none: written for speed."""
    index = g.defs.derived or kinds_in(g)  # type: ignore[union-attr]
    kinds = index.passives
    holders = kinds.get(kind)
    if kind in index.support_passives:
        out = _support_passives(g, kind, index.support_passives[kind], controller)
    elif not holders:  # most kinds: no card of the game has one
        return []
    else:
        out = []
    if not holders:
        return out
    lost = abilities_lost(g) if LOSE in kinds else {}
    cards, defs = g.cards, g.defs
    for p in g.players:
        if controller is not None and p.index != controller:
            continue
        exp = p.expeditions
        for group in (exp[HERO_SIDE], exp[COMPANION_SIDE], p.landmarks,
                      () if p.hero is None else (p.hero,)):
            for cid in group:
                card_id = cards[cid].card_id
                if card_id in holders and cid not in lost:
                    found = index_now(index_of(defs[card_id]), cards[cid].status)  # type: ignore[index]
                    out += [(cid, effect) for _i, effect in found.passives.get(kind, ())]
    return out


def _support_passives(g: GameState, kind: str, holders: frozenset[str], controller: int | None
                      ) -> list[tuple[int, Any]]:
    cards, defs = g.cards, g.defs
    return [(cid, effect) for p in g.players if controller is None or p.index == controller
            for cid in p.reserve
            if cards[cid].card_id in holders and not cards[cid].status & Status.EXHAUSTED
            for _i, effect in index_now(index_of(defs[cards[cid].card_id]),  # type: ignore[index]
                                        cards[cid].status).support_passives.get(kind, ())]


def own_abilities(g: GameState, cid: int) -> AbilityIndex:
    """The object's own abilities now, wherever it is: none while a passive ability takes
    them away (CR 2.3)."""
    index = index_for(g, cid)
    kinds = g.defs.derived or kinds_in(g)  # type: ignore[union-attr]  (asked very often)
    if LOSE in kinds.passives and cid in abilities_lost(g):
        return NO_ABILITIES
    return index


def own_passives(g: GameState, cid: int, kind: str) -> Indexed:
    """(position, effect) of the card's own passive abilities of a kind, wherever it is."""
    return own_abilities(g, cid).passives.get(kind, ())


LOSE = "lose_abilities"


def abilities_lost(g: GameState) -> dict[int, int]:
    """The objects in play that have lost their own abilities, each with the timestamp of
    the passive ability that took them (CR 2.3). Those passives apply in timestamp order
    (CR 2.3.3.b); each depends on every earlier one that could take its own ability away
    (CR 2.3.2.d), so a source that lost its abilities to an earlier one takes nothing."""
    holders = kinds_in(g).passives.get(LOSE)
    if not holders:
        return {}
    objects = in_play(g)
    sources = sorted((g.cards[cid].oid, cid) for cid in objects if g.cards[cid].card_id in holders)
    lost: dict[int, int] = {}
    for oid, source in sources:
        if source in lost:
            continue
        controller = g.cards[source].controller
        for _i, effect in index_of(g.cdef(source)).passives[LOSE]:
            f = effect.to
            for cid in objects:
                if cid in lost or (f.other and cid == source) or not matches_kind(g, cid, f):
                    continue
                mine = g.cards[cid].controller == controller
                if f.controller == "any" or (f.controller == "you") == mine:
                    lost[cid] = oid
    return lost


def keeps_granted(g: GameState, cid: int, source: int) -> bool:
    """An ability that `source`'s passive gives `cid` is still there: `cid` lost none, or
    lost them to an earlier passive than the grant (CR 2.3.3.b: later effects apply on
    top of earlier ones)."""
    if LOSE not in kinds_in(g).passives:
        return True
    taken = abilities_lost(g).get(cid)
    return taken is None or g.cards[source].oid > taken


def matches_kind(g: GameState, cid: int, f: ab.Filter) -> bool:
    d = g.cdef(cid)
    if f.type == "object":
        ok = d.type in ("character", "permanent")  # str enums: compared by their value
    else:
        ok = f.type == "card" or d.type == f.type
    if f.token is not None and g.cards[cid].token != f.token:
        return False
    if f.boosted is not None and (g.cards[cid].boosts > 0) != f.boosted:
        return False
    if f.status_any and not any(g.cards[cid].has(STATUS[s]) for s in f.status_any):
        return False  # "Anchored or Asleep Characters you control have ..." (CR 2.4)
    return ok and (f.subtype is None or has_subtype(g, cid, f.subtype))


def has_subtype(g: GameState, cid: int, name: str) -> bool:
    """Its own sub-types, and those it has gained in play."""
    if g.cdef(cid).has_subtype(name):
        return True
    return name.lower() in (s.lower() for s in gained_subtypes(g, cid))


def gained_subtypes(g: GameState, cid: int) -> list[str]:
    """The sub-types the object has in play besides its printed ones: an effect's "I gain
    its sub-types" (CR 1.4.4: this object only) and passive abilities' (CR 2.3.1.h)."""
    c = g.cards[cid]
    if c.zone not in (Zone.EXPEDITION, Zone.LANDMARKS):
        return []
    out = []
    gained = g.gained_subtypes.get(cid)
    if gained is not None and gained[0] == c.oid and c.zone is Zone.EXPEDITION:
        out += gained[1]
    for source, grant in passives(g, "grant_subtypes"):
        if matches_kind(g, cid, grant.to):
            owner = g.cards[source].controller
            if grant.to.controller == "any" or (grant.to.controller == "you") == (c.controller == owner):
                out += grant.subtypes
    return out


def region_override(g: GameState) -> tuple[Terrain, int] | None:
    """'All regions are X and lose their other types' (CR 2.2.2.p): the terrain and the object
    whose passive applies; with several, the latest one in timestamp order wins (CR 2.3)."""
    found = [(g.cards[cid].oid, cid, p.terrain) for cid, p in passives(g, "regions_are")]
    if not found:
        return None
    _oid, cid, terrain = max(found)
    return Terrain(terrain), cid


def region_terrains(g: GameState, terrains: tuple[Terrain, ...] | list[Terrain]) -> list[Terrain]:
    override = region_override(g)
    return list(terrains) if override is None else [override[0]]


def expedition_terrains(g: GameState, player: int, side: Side) -> list[Terrain]:
    """The terrains of the region an Expedition is in now (CR 2.2.2.p, 7.5.2.a); during
    tiebreakers every Expedition is in the Arena (CR 4.3.c)."""
    position = ARENA if g.tiebreak else g.players[player].positions[side]
    return terrains_at(g, position)


def terrains_at(g: GameState, index: int) -> list[Terrain]:
    """The terrains region `index` has now: its printed ones, changed by 'all regions are'
    and 'my region is' passives and the Terrain Markers on it, applied in timestamp order
    (CR 2.2.2.p, 2.3). During tiebreakers the Arena is every Expedition's region (CR
    4.3.a-b), so a change to one Expedition's region changes the Arena."""
    present = kinds_in(g).passives
    markers = g.regions[index].markers
    one_expedition = "my_region_is" in present
    if not one_expedition and not markers:
        return region_terrains(g, g.regions[index].terrains)
    changes = [(g.cards[cid].oid, None, p.terrain, True) for cid, p in passives(g, "regions_are")]
    if one_expedition:
        for cid, p in passives(g, "my_region_is"):
            if index in _regions_of(g, cid, p.and_facing):
                changes.append((g.cards[cid].oid, cid, p.terrain, p.only))
    # a Terrain Marker: this region has its terrain only, from the timestamp it was placed
    # (README rulings: Terrain Markers)
    changes += [(m.ts, None, m.terrain, True) for m in markers]
    terrains = list(g.regions[index].terrains)
    for _oid, _cid, terrain, only in sorted(changes, key=lambda change: change[0]):
        t = Terrain(terrain)
        terrains = [t] if only else terrains + [t] * (t not in terrains)
    return terrains


def _regions_of(g: GameState, cid: int, and_facing: bool) -> set[int]:
    """The regions of the Expeditions the object is present in (and of those facing them,
    CR 1.2.3.c; both of a Gigantic one's, CR 7.4.4.b, g). During tiebreakers the Arena is
    every Expedition's region (CR 4.3.a-b)."""
    c = g.cards[cid]
    sides = present_in(g, cid)
    if g.tiebreak:
        return {ARENA} if sides else set()
    me, them = g.players[c.controller], g.players[1 - c.controller]
    out = {me.positions[side] for side in sides}
    if and_facing:
        out |= {them.positions[side] for side in sides}
    return out


def counts_at_dusk(g: GameState, cid: int) -> bool:
    """CR 2.4.3: an Asleep Character's statistics are not counted during Progress."""
    return g.cdef(cid).is_character and not g.cards[cid].has(Status.ASLEEP)


def characters_controlled(g: GameState, player: int) -> list[int]:
    """Characters a player controls: those in their Expeditions (cards in Reserve are not
    controlled, CR 1.2.3)."""
    p = g.players[player]
    return [cid for side in SIDES for cid in p.expeditions[side] if g.cdef(cid).is_character]


def zero_base_stats(g: GameState, player: int) -> int:
    """How many base statistics of 0 there are among the Characters a player controls: the
    printed (or token-defined) values, boosts and other modifications left out (CR 2.3.1.a-b,
    2.5.1.b)."""
    total = 0
    for cid in characters_controlled(g, player):
        d = g.cdef(cid)
        total += sum(1 for v in (d.forest, d.mountain, d.water) if v == 0)
    return total


def discard_abilities(g: GameState, cid: int) -> list[ab.QuickAction]:
    """The card's {D} abilities: support quick actions whose cost is to discard it."""
    return [a for a in g.cdef(cid).support if isinstance(a, ab.QuickAction) and a.cost.discard_me]


def step_condition_holds(g: GameState, cond: ab.StepCondition, controller: int) -> bool:
    if cond.ability_activated_this_turn is not None and \
            not g.activated_this_turn.get(cond.ability_activated_this_turn):
        return False  # README rulings, {D} and {T} abilities
    if cond.you_discarded_this_turn is not None and not any(
            z == "hand" or cond.you_discarded_this_turn == "hand_or_reserve"
            for z in g.discarded_this_turn[controller]):
        return False  # CR 3.2.3
    if cond.in_your_discard_named is not None and not any(
            g.cdef(c).name == cond.in_your_discard_named for c in g.players[controller].discard):
        return False  # CR 3.2.3
    if cond.discard_ability_in_yours is not None and cond.discard_ability_in_yours != any(
            discard_abilities(g, cid) for cid in [*g.players[controller].reserve, *(
                c for side in g.players[controller].expeditions.values() for c in side)]):
        return False
    if cond.you_have_ascended_expedition is not None and cond.you_have_ascended_expedition != any(
            p == controller for p, _s in g.ascended):  # README rulings, Ascend
        return False
    if cond.zero_base_stats is not None and zero_base_stats(g, controller) < cond.zero_base_stats:
        return False
    if cond.hero_counters is not None and not has_counters(g, g.players[controller].hero,
                                                          cond.hero_counters):
        return False
    if cond.empty is not None and getattr(g.players[controller], cond.empty):
        return False  # CR 3.2.5, 3.2.10: counted when the step happens
    if cond.both_expeditions_ascended is not None and cond.both_expeditions_ascended != (
            sum(1 for pl, _s in g.ascended if pl == controller) == 2):  # README rulings, Ascend
        return False
    if cond.discard_at_least is not None and \
            len(g.players[controller].discard) < cond.discard_at_least:
        return False  # CR 3.2.3: the Discard pile, counted when the step happens
    if cond.reserve_at_least is not None and sum(
            1 for c in g.players[controller].reserve
            if cond.reserve_of_type is None or g.cdef(c).type == cond.reserve_of_type
    ) < cond.reserve_at_least:
        return False
    if cond.landmarks_at_least is not None and \
            len(g.players[controller].landmarks) < cond.landmarks_at_least:
        return False
    if cond.landmarks_at_most is not None and \
            len(g.players[controller].landmarks) > cond.landmarks_at_most:
        return False
    me = g.players[controller]
    if cond.character_in_each_expedition is not None and cond.character_in_each_expedition != all(
            any(g.cdef(c).is_character for c in me.expeditions[side]) for side in Side):
        return False  # CR 2.2.3: read when the condition is
    if cond.exhausted_reserve_card_or_permanent is not None and \
            cond.exhausted_reserve_card_or_permanent != any(
                g.cards[c].has(Status.EXHAUSTED) for c in [*me.reserve, *(
                    c for c in in_play(g) if g.cards[c].controller == controller
                    and g.cdef(c).type == "permanent")]):
        return False
    if cond.fewer_in_hand_than_opponent is not None and cond.fewer_in_hand_than_opponent != (
            len(me.hand) < len(g.players[1 - controller].hand)):
        return False
    if cond.no_expedition_in is not None and any(
            Terrain(cond.no_expedition_in) in expedition_terrains(g, controller, side)
            for side in Side):
        return False
    if cond.expeditions_behind_or_tied is not None and cond.expeditions_behind_or_tied == any(
            ahead(g, controller, side) for side in Side):  # one of mine is ahead
        return False
    if cond.exhausted_in_reserves_at_least is not None and sum(
            1 for p in g.players for c in p.reserve if g.cards[c].has(Status.EXHAUSTED)
    ) < cond.exhausted_in_reserves_at_least:
        return False
    return True


def has_counters(g: GameState, cid: int | None, cc: ab.CounterCount) -> bool:
    """'I have N or more / less than N <name> counters' (CR 2.5)."""
    n = g.cards[cid].counters.get(cc.counter, 0) if cid is not None else 0
    if cc.at_least is not None and n < cc.at_least:
        return False
    if cc.less_than is not None and n >= cc.less_than:
        return False
    return True


def my_boosts(g: GameState, ctx: Context) -> int:
    """The boosts of the object with the ability; 0 once it no longer exists (CR 2.5)."""
    if not exists(g, ctx.source, ctx.source_oid):
        return 0
    return g.cards[ctx.source].boosts  # type: ignore[index]


def boosts_condition_holds(g: GameState, cond: ab.StepCondition, ctx: Context) -> bool:
    """CR 6.5.d: 'if I have N or more / N or less boosts', checked as the step would happen."""
    n = my_boosts(g, ctx)
    if cond.my_boosts_at_least is not None and n < cond.my_boosts_at_least:
        return False
    if cond.my_boosts_at_most is not None and n > cond.my_boosts_at_most:
        return False
    return True


def controls_each_status(g: GameState, player: int, statuses: list[str]) -> bool:
    """Distinct Characters `player` controls, one with each status ('a Fleeting Character,
    another Anchored Character and yet another Asleep Character')."""
    mine = [c for c in in_play(g) if g.cards[c].controller == player and g.cdef(c).is_character]
    if len(mine) < len(statuses):
        return False
    for chosen in permutations(mine, len(statuses)):
        if all(g.cards[c].has(STATUS[s]) for c, s in zip(chosen, statuses)):
            return True
    return False


def filter_matches(g: GameState, cid: int, f: ab.Filter, ctx: Context) -> bool:
    c = g.cards[cid]
    if f.by_target_player and c.controller != ctx.memo.get("player"):
        return False
    if f.in_target_expedition:
        chosen = ctx.memo.get("expedition")
        if chosen is None or not chosen[1] or not in_expedition(g, cid, chosen[0], Side(chosen[1])):
            return False  # a Gigantic object is in both of its controller's (CR 7.4.4.b)
    return True


def visible_regions(g: GameState) -> list[int]:
    """The regions shown face up (CR 3.1.3, 2.2.1.e): the Hero and Companion regions, the
    Tumult halves revealed, or the Arena."""
    return [i for i, r in enumerate(g.regions) if r.face_up]


def single_terrain_regions(g: GameState) -> int:
    """How many visible regions have exactly one terrain now (CR 2.2.2.k-p)."""
    return sum(1 for i in visible_regions(g) if len(terrains_at(g, i)) == 1)


def regions_between_expeditions(g: GameState, player: int) -> int:
    """Regions strictly between the player's Hero and Companion Expedition counters: 0 when
    they are adjacent, on the same region or crossed, and in the Arena (CR 4.3)."""
    if g.tiebreak:
        return 0
    p = g.players[player]
    return max(0, p.positions[Side.COMPANION] - p.positions[Side.HERO] - 1)


CONSIDERED_IN_CONTACT = "considered_in_contact"


def expedition_in_contact(g: GameState, player: int, side: Side) -> bool:
    """In Contact (README ruling): another player's Expedition counter is on the region of
    this one (CR 3.2.1.b); during tiebreakers every Expedition is in the Arena (CR 3.2.1.c);
    or an object in it says it is considered In Contact."""
    if g.tiebreak:
        return True
    here = g.players[player].positions[side]
    if any(here == q.positions[s] for q in g.players if q.index != player for s in SIDES):
        return True
    if CONSIDERED_IN_CONTACT not in kinds_in(g).passives:
        return False
    return any(side in present_in(g, source)
               for source, _p in passives(g, CONSIDERED_IN_CONTACT, player))


def expeditions_in_contact(g: GameState, player: int) -> int:
    """How many of the player's Expeditions are In Contact."""
    return sum(1 for side in SIDES if expedition_in_contact(g, player, side))


def in_contact(g: GameState, cid: int) -> bool:
    """An object of the Expedition zone is In Contact if one of its Expeditions is (as it is
    in a terrain if one of them is, CR 7.5.7.b): a Gigantic one is in both (CR 7.4.4.b)."""
    c = g.cards[cid]
    return any(expedition_in_contact(g, c.controller, side) for side in present_in(g, cid))
