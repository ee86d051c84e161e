"""Current characteristics of objects (CR 2.3), the filters that test them and the
conditions of abilities.

They depend on one another, so they live together: a keyword may be granted while a
condition holds, a condition counts the objects a filter matches, and a filter may ask
whether an object is Gigantic.
"""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.card_index import kinds_in
from altered_tui.engine.objects import (
    COMPANION_REGION, HERO_REGION, LOSE, STATUS, Context, abilities_lost, behind, boosts_condition_holds, characters_controlled,
    GIGANTIC, discard_abilities, exists, expedition_terrains, filter_matches, has_counters,
    has_subtype, in_expedition, in_play, present_in, printed_gigantic, shares_expedition,
    expedition_in_contact, expeditions_in_contact, in_contact, keeps_granted, matches_kind,
    own_passives, passives,
    regions_between_expeditions, single_terrain_regions, stats, step_condition_holds,
)
from altered_tui.engine.state import GameState
from altered_tui.engine.types import EXPEDITION, LANDMARKS, SIDES, TERRAINS, Side, Status, Terrain, Zone

ANY_OBJECT = ab.Filter()


def keyword_value(g: GameState, cid: int, name: str) -> int:
    """A keyword's value on an object: its own, or granted by a passive ability (CR 2.3)."""
    c = g.cards[cid]
    best = int(getattr(g.cdef(cid).keywords, name) or 0)
    if c.zone is EXPEDITION or c.zone is LANDMARKS:
        present = kinds_in(g).passives  # most games have none of these kinds: nothing to look for
        if best and LOSE in present and cid in abilities_lost(g):
            best = 0  # CR 2.3: its own keywords are taken away
        if "grant_keywords" in present:
            for source, grant in passives(g, "grant_keywords", c.controller):
                if grant_applies(g, source, grant, cid):
                    best = max(best, int(getattr(grant.keywords, name) or 0))
        if name == "tough" and "tough_x" in present:
            best = max(best, tough_x(g, cid))  # CR 7.4.7: Tough X, counted now
        if g.ongoing:
            best = max(best, ongoing_keyword(g, cid, name))
    return best


def ongoing_keyword(g: GameState, cid: int, name: str) -> int:
    """A keyword an Ongoing Emblem of the Day gives the object ("This Day, Characters ... you
    control are Tough 5", CR 2.2.14, 2.3): the best value among those whose player controls
    it and whose filter it matches."""
    best = 0
    c = g.cards[cid]
    for o in g.ongoing:
        if o.get("kind") != "keywords" or o["player"] != c.controller:
            continue
        value = int(o["keywords"].get(name) or 0)
        if value > best and matches(g, cid, ab.from_data(ab.Filter, o["to"]),
                                    Context(controller=o["player"]), controller="any"):
            best = value
    return best


def keyword_possible(g: GameState, name: str) -> bool:
    """Whether any object of the game can have this yes-or-no keyword: printed on one of its
    cards, or granted by a passive ability (CR 2.3); most games have few of them."""
    kinds = g.defs.derived or kinds_in(g)  # type: ignore[union-attr]  (asked very often)
    return name in kinds.keywords or name in kinds.granted or any(
        o.get("kind") == "keywords" for o in g.ongoing)


def has_keyword(g: GameState, cid: int, name: str) -> bool:
    return keyword_possible(g, name) and bool(keyword_value(g, cid, name))


_DECIDING: set[int] = set()  # objects whose Gigantic is being worked out just now


def is_gigantic(g: GameState, cid: int) -> bool:
    """Gigantic now, printed or given by a passive (CR 2.3, 7.4.4). A passive giving it may
    ask where the object is ("the only Character in my Expedition", Eat Me Energy Bars):
    while that is being worked out, the object counts as Gigantic only if it prints it, so
    that the answer does not depend on itself."""
    if g.cards[cid].zone is not EXPEDITION or not keyword_possible(g, "gigantic"):
        return False
    if cid in _DECIDING:
        return printed_gigantic(g, cid)
    _DECIDING.add(cid)
    try:
        return has_keyword(g, cid, "gigantic")
    finally:
        _DECIDING.discard(cid)


GIGANTIC[0] = is_gigantic  # present_in (objects.py) asks this from now on


def my_expeditions(g: GameState, ctx: Context) -> set[Side]:
    """The Expeditions "my Expedition" means: both of a Gigantic source's (CR 7.4.4.f);
    else the one the context names, the source's as the trigger saw it (or the one a card
    is played into), or the one the source is in."""
    here: set[Side] = set()
    if ctx.source is not None and g.cards[ctx.source].zone is EXPEDITION and (
            ctx.source_oid is None or g.cards[ctx.source].oid == ctx.source_oid):
        here = present_in(g, ctx.source)
    if len(here) > 1 or ctx.side is None:
        return here
    return {Side(ctx.side)}


def in_my_expedition(g: GameState, cid: int, ctx: Context) -> bool:
    """The object is present in an Expedition of the context's that is "my Expedition"."""
    return g.cards[cid].controller == ctx.controller and bool(
        present_in(g, cid) & my_expeditions(g, ctx))


def facing_expeditions(g: GameState, ctx: Context) -> set[Side]:
    """The opponent's Expeditions facing "me": of the same kind as mine (CR 1.2.3.c), both
    when I am Gigantic (CR 7.4.4.g)."""
    return my_expeditions(g, ctx)


def has_defender(g: GameState, cid: int) -> bool:
    return has_keyword(g, cid, "defender")


def is_eternal(g: GameState, cid: int) -> bool:
    return has_keyword(g, cid, "eternal")


def tough(g: GameState, cid: int) -> int:
    """CR 7.4.7: a passive ability, so it works only in play; a card in Reserve has none."""
    if g.cards[cid].zone not in (Zone.EXPEDITION, Zone.LANDMARKS):
        return 0
    return keyword_value(g, cid, "tough")


def source_context(g: GameState, source: int) -> Context:
    """The context of a passive ability of `source`: its controller, itself, its Expedition."""
    return Context(controller=g.cards[source].controller, source=source,
                   source_oid=g.cards[source].oid,
                   side=g.cards[source].side.value if g.cards[source].side else None)


def _holds(g: GameState, cond: ab.StepCondition, source: int) -> bool:
    return condition_holds(g, cond, source_context(g, source))


def grant_applies(g: GameState, source: int, grant: ab.GrantKeywords, cid: int) -> bool:
    """A keyword grant of `source` applies to `cid` now (CR 2.3): it is the object the grant
    names ("I am ..."), or matches its filter, while its condition holds and not while its
    `unless` condition holds."""
    if grant.to is None:
        if cid != source:
            return False
    elif not matches_kind(g, cid, grant.to) or not keeps_granted(g, cid, source):
        return False
    elif grant.to.other and cid == source:
        return False  # "other Characters": not the object with the ability
    elif grant.to.in_my_expedition and not shares_expedition(g, cid, source):
        return False
    if grant.condition is not None and not _holds(g, grant.condition, source):
        return False
    if grant.unless is not None and _holds(g, grant.unless, source):
        return False
    return True


def tough_x(g: GameState, cid: int) -> int:
    """Tough X of an object in play from its own `tough_x` passive (CR 7.4.7), else 0."""
    best = 0
    c = g.cards[cid]
    for _i, effect in own_passives(g, cid, "tough_x"):
        if effect.x == "regions_between_expeditions":
            x = regions_between_expeditions(g, c.controller)
        elif effect.x == "exhausted_cards_in_reserve":
            x = sum(1 for p in g.players for o in p.reserve if g.cards[o].status & Status.EXHAUSTED)
        else:
            f = effect.filter or ANY_OBJECT
            ctx = source_context(g, cid)
            x = sum(1 for o in in_play(g) if matches(g, o, f, ctx, controller="you"))
        best = max(best, x)
    return best


def my_counters(g: GameState, ctx: Context, name: str | None) -> int:
    """How many `name` counters the source of the effect has (none without a name). A
    Reaction to its source leaving play speaks of the old object, as it was when it left
    (CR 2.1.d), wherever the card is now."""
    if name is None or ctx.source is None:
        return 0
    left = ctx.memo.get("left_counters")
    if left is not None:
        return left.get(name, 0)
    return g.cards[ctx.source].counters.get(name, 0)


def matches(g: GameState, cid: int, f: ab.Filter, ctx: Context, controller: str | None = None
            ) -> bool:
    """Does the object match the filter for this context? `controller` stands in for the
    filter's own controller part ("you", "opponent" or "any") where the ability says whose."""
    c, d = g.cards[cid], g.cdef(cid)
    whose = f.controller if controller is None else controller
    if f.in_reserve and c.zone is not Zone.RESERVE:
        return False
    if f.in_expedition and c.zone is not EXPEDITION:
        return False
    if f.max_stat is not None and (not d.is_character or max(stats(g, cid)) > f.max_stat):
        return False
    if f.stat_at_most_mine is not None:
        i = ("forest", "mountain", "water").index(f.stat_at_most_mine)
        if not d.is_character or ctx.source is None or stats(g, cid)[i] > stats(g, ctx.source)[i]:
            return False
    if f.has_discard_ability and not discard_abilities(g, cid):
        return False
    if f.stat_at_most_its is not None:
        i = ("forest", "mountain", "water").index(f.stat_at_most_its)
        if not d.is_character or ctx.it is None or cid == ctx.it or not exists(g, ctx.it, ctx.it_oid) \
                or stats(g, cid)[i] > stats(g, ctx.it)[i]:
            return False
    if f.type == "object":
        if d.type not in ("character", "permanent"):  # str enums: compared by their value
            return False
    elif f.type != "card" and d.type != f.type and not also_counts_as(g, cid, f.type):
        return False
    if f.subtype and not has_subtype(g, cid, f.subtype):
        return False
    if f.not_subtype and has_subtype(g, cid, f.not_subtype):
        return False
    if whose == "you" and c.controller != ctx.controller:
        return False
    if whose == "opponent" and c.controller == ctx.controller:
        return False
    if f.other and cid == ctx.source:
        return False
    if f.token is not None and c.token != f.token:
        return False
    if f.max_hand_cost is not None and d.hand_cost > f.max_hand_cost + my_counters(
            g, ctx, f.max_hand_cost_plus_my_counters):
        return False
    if f.min_hand_cost is not None and d.hand_cost < f.min_hand_cost:
        return False
    if f.max_reserve_cost is not None and d.reserve_cost > f.max_reserve_cost:
        return False
    if f.status_any and not any(c.has(STATUS[s]) for s in f.status_any):
        return False
    if f.status_none and any(c.has(STATUS[s]) for s in f.status_none):
        return False
    if f.in_my_expedition and not in_my_expedition(g, cid, ctx):
        return False
    if f.boosted is not None and (c.boosts > 0) != f.boosted:
        return False
    if f.max_hand_cost_from is not None and d.hand_cost > hand_cost_limit(g, f, ctx.controller):
        return False
    if f.in_other_expedition and not in_other_expedition(g, cid, ctx.controller, ctx.source, ctx.side):
        return False
    if f.base_stat_zero is not None and (
            d.is_character and 0 in (d.forest, d.mountain, d.water)) != f.base_stat_zero:
        return False  # printed statistics (CR 2.2.10), whatever the boosts
    if f.min_hand_cost_my_counters is not None:
        mine = g.cards[ctx.source].counters.get(f.min_hand_cost_my_counters, 0) if ctx.source else 0
        if d.hand_cost < mine:
            return False
    if (f.by_target_player or f.in_target_expedition) and not filter_matches(g, cid, f, ctx):
        return False
    if f.in_terrain is not None and not in_terrain(g, cid, Terrain(f.in_terrain)):
        return False
    if f.zero_base_stat_in_its_region and not (d.is_character and any(
            v == 0 for t, v in zip(TERRAINS, (d.forest, d.mountain, d.water))
            if t in terrains_of(g, cid))):
        return False  # printed statistics (CR 2.2.10) against its region's terrains
    if f.in_facing_expedition and not in_facing_expedition(g, cid, ctx):
        return False
    if f.in_ascended_expedition and not in_ascended_expedition(g, cid):
        return False
    if f.in_single_terrain_region and not in_single_terrain_region(g, cid):
        return False
    if f.landmark and not d.is_landmark:
        return False
    if f.max_hand_cost_above_sacrificed is not None and (
            ctx.it is None or d.hand_cost > g.cdef(ctx.it).hand_cost + f.max_hand_cost_above_sacrificed):
        return False
    if f.any_of and not any(matches(g, cid, x, ctx, controller="any") for x in f.any_of):
        return False
    if f.min_base_cost is not None and base_cost(g, cid, ctx) < f.min_base_cost:
        return False
    if f.max_base_cost_rolled and ("rolled" not in ctx.memo
                                   or base_cost(g, cid, ctx) > ctx.memo["rolled"]):
        return False  # CR 7.3.19.b: the step after the roll uses its result
    if f.max_base_cost is not None and base_cost(g, cid, ctx) > f.max_base_cost:
        return False
    return True


def also_counts_as(g: GameState, cid: int, kind: str) -> bool:
    """The card is also considered a card of this type, wherever it is (its `also_counts_as`
    passive; README: Rules notes)."""
    if g.cards[cid].card_id not in kinds_in(g).passives.get("also_counts_as", ()):
        return False
    return any(getattr(a, "kind", None) == "passive" and a.effect.kind == "also_counts_as"
               and a.effect.type == kind for a in g.cdef(cid).abilities)


def base_cost(g: GameState, cid: int, ctx: Context) -> int:
    """A card's Base Cost (README: Rules notes): for the card just played that a 'when you
    play' Reaction is about, the cost of the zone it was played from; for a card in a
    Reserve, which would be played from there, its Reserve Cost; for an object in play, its
    Reserve Cost if it is Fleeting; otherwise its Hand Cost (CR 2.2.7, 2.2.8)."""
    c, d = g.cards[cid], g.cdef(cid)
    played = ctx.memo.get("played_from") if cid == ctx.it else None
    if played is not None:
        return d.reserve_cost if played == "reserve" else d.hand_cost
    if c.zone is Zone.RESERVE or (c.zone in (EXPEDITION, LANDMARKS) and c.has(Status.FLEETING)):
        return d.reserve_cost
    return d.hand_cost


def its_base_cost_holds(g: GameState, cond: ab.StepCondition, ctx: Context) -> bool:
    """'If its Base Cost was N or less / or more': "it" where it is now, or, if this effect
    made it leave play, as it left (Fleeting then: its Reserve Cost, CR 2.1.d)."""
    if ctx.it is None:
        return False
    d = g.cdef(ctx.it)
    if not exists(g, ctx.it, ctx.it_oid) and ctx.it in ctx.memo.get("left_controller", {}):
        cost = d.reserve_cost if ctx.it in ctx.memo.get("left_fleeting", ()) else d.hand_cost
    else:
        cost = base_cost(g, ctx.it, ctx)
    if cond.its_base_cost_at_most is not None and cost > cond.its_base_cost_at_most:
        return False
    if cond.its_base_cost_at_least is not None and cost < cond.its_base_cost_at_least:
        return False
    return True


def in_terrain(g: GameState, cid: int, terrain: Terrain) -> bool:
    return terrain in terrains_of(g, cid)


def terrains_of(g: GameState, cid: int) -> set[Terrain]:
    """The terrains an object of the Expedition zone is in: those of the regions of the
    Expeditions it is present in (both, if it is Gigantic: CR 7.4.4.b, 7.5.2.a)."""
    c = g.cards[cid]
    return {t for s in present_in(g, cid) for t in expedition_terrains(g, c.controller, s)}


def in_facing_expedition(g: GameState, cid: int, ctx: Context) -> bool:
    """'In the Expedition facing me': the opponent's Expedition of the same kind as the
    source's (CR 1.2.3.c), both for a Gigantic source (CR 7.4.4.g); a Gigantic object is in
    both of its controller's (CR 7.4.4.b)."""
    if g.cards[cid].controller == ctx.controller:
        return False
    return bool(present_in(g, cid) & facing_expeditions(g, ctx))


def candidates(g: GameState, sel: ab.Select, ctx: Context) -> list[int]:
    f = sel.filter
    return [cid for cid in looked_at(g, f) if matches(g, cid, f, ctx)]


def looked_at(g: GameState, f: ab.Filter) -> list[int]:
    """Where a filter looks: objects in play, cards in Reserves, or both (CR 3.2.10); "a
    Permanent in play or a card in Reserve" when one of `any_of` is in Reserve."""
    wide = f.in_reserve or f.or_in_reserve or any(x.in_reserve for x in f.any_of)
    reserves = [cid for p in g.players for cid in p.reserve] if wide else []
    return reserves if f.in_reserve else in_play(g) + reserves


def condition_holds(g: GameState, cond: ab.StepCondition, ctx: Context) -> bool:
    if cond.other_character_in_each_expedition is not None and \
            cond.other_character_in_each_expedition != all(
                any(c != ctx.source and g.cdef(c).is_character for c in side)
                for side in g.players[ctx.controller].expeditions.values()):
        return False  # CR 2.2.3: read when the condition is
    if cond.hand_at_most is not None and sum(
            1 for c in g.players[ctx.controller].hand
            if not (cond.other_than_me and c == ctx.source)) > cond.hand_at_most:
        return False  # CR 3.2.5: counted when the condition is read
    if cond.first_player is not None and (g.first_player == ctx.controller) != cond.first_player:
        return False
    if cond.fewer_mana_orbs_than is not None and \
            len(g.players[ctx.controller].mana) >= cond.fewer_mana_orbs_than:
        return False
    if cond.mana_orbs_at_least is not None and \
            len(g.players[ctx.controller].mana) < cond.mana_orbs_at_least:
        return False
    if cond.controls is not None:
        f = cond.controls
        if sum(1 for c in looked_at(g, f) if matches(g, c, f, ctx, controller="you")) < cond.at_least:
            return False
    if cond.opponent_controls is not None and sum(
            1 for c in in_play(g) if matches(g, c, cond.opponent_controls, ctx,
                                             controller="opponent")) < cond.at_least:
        return False
    if cond.my_counters is not None and not has_counters(g, ctx.source, cond.my_counters):
        return False
    if cond.it_is is not None and not (
            exists(g, ctx.it, ctx.it_oid)
            and matches(g, ctx.it, cond.it_is, ctx, controller="any")):  # type: ignore[arg-type]
        return False
    if not boosts_condition_holds(g, cond, ctx):
        return False
    if cond.i_am_in is not None and not i_am_in(g, ctx, Terrain(cond.i_am_in)):
        return False
    if cond.i_am_not_in is not None and i_am_in(g, ctx, Terrain(cond.i_am_not_in)):
        return False
    if cond.my_expedition_behind is not None and \
            my_expedition_behind(g, ctx) != cond.my_expedition_behind:
        return False
    if cond.expedition_behind is not None and \
            not behind(g, ctx.controller, Side(cond.expedition_behind)):
        return False
    if cond.it_was_not_in is not None and Terrain(cond.it_was_not_in) in it_terrains(g, ctx):
        return False
    if cond.its_expedition_behind is not None and \
            its_expedition_behind(g, ctx) != cond.its_expedition_behind:
        return False
    if cond.characters_in_my_expedition is not None and \
            characters_in_my_expedition(g, ctx) != cond.characters_in_my_expedition:
        return False
    if cond.rolled_at_least is not None and ctx.memo.get("die", 0) < cond.rolled_at_least:
        return False
    if cond.rolled_at_most is not None and ctx.memo.get("die", 7) > cond.rolled_at_most:
        return False
    if cond.its_hand_cost_is_result is not None and (
            (ctx.it is not None and g.cdef(ctx.it).hand_cost
             == ctx.memo.get("rolled", ctx.memo.get("die"))) != cond.its_hand_cost_is_result):
        return False
    if cond.rolled_above_its_hand_cost is not None and (
            (ctx.it is not None and ctx.memo.get("rolled", 0) > g.cdef(ctx.it).hand_cost)
            != cond.rolled_above_its_hand_cost):
        return False
    if cond.i_am is not None and not (
            ctx.source is not None and g.cards[ctx.source].has(STATUS[cond.i_am])):
        return False
    if cond.fewer_in_reserve_than_opponent is not None and cond.fewer_in_reserve_than_opponent != (
            len(g.players[ctx.controller].reserve) < len(g.players[1 - ctx.controller].reserve)):
        return False
    if cond.none_in_play is not None and any(matches(g, c, cond.none_in_play, ctx)
                                             for c in in_play(g)):
        return False
    if (cond.its_base_cost_at_most is not None or cond.its_base_cost_at_least is not None) \
            and not its_base_cost_holds(g, cond, ctx):
        return False
    if cond.you_control_it is not None and cond.you_control_it != (
            exists(g, ctx.it, ctx.it_oid) and g.cards[ctx.it].zone in (EXPEDITION, LANDMARKS)  # type: ignore[index]
            and g.cards[ctx.it].controller == ctx.controller):  # type: ignore[index]
        return False
    if cond.exhausted_in_reserves_fewer_than is not None and sum(
            1 for p in g.players for c in p.reserve if g.cards[c].has(Status.EXHAUSTED)
    ) >= cond.exhausted_in_reserves_fewer_than:
        return False
    if cond.it_alone_in_reserve is not None or cond.it_in_your_reserve is not None:
        it = g.cards[ctx.it] if exists(g, ctx.it, ctx.it_oid) else None  # type: ignore[index]
        reserve = g.players[it.owner].reserve if it is not None and it.zone is Zone.RESERVE else []
        if cond.it_alone_in_reserve is not None and \
                (reserve == [ctx.it]) != cond.it_alone_in_reserve:
            return False
        if cond.it_in_your_reserve is not None and (
                bool(reserve) and it.owner == ctx.controller) != cond.it_in_your_reserve:  # type: ignore[union-attr]
            return False
    if cond.in_starting_region is not None and \
            in_starting_region(g, ctx) != cond.in_starting_region:
        return False
    if cond.i_am_in_contact is not None and i_am_in_contact(g, ctx) != cond.i_am_in_contact:
        return False
    if cond.expeditions_in_contact_at_least is not None and \
            expeditions_in_contact(g, ctx.controller) < cond.expeditions_in_contact_at_least:
        return False
    if cond.facing_characters_at_least is not None or cond.facing_characters_at_most is not None:
        n = characters_facing(g, ctx)
        if cond.facing_characters_at_least is not None and n < cond.facing_characters_at_least:
            return False
        if cond.facing_characters_at_most is not None and n > cond.facing_characters_at_most:
            return False
    if cond.i_am_in_single_terrain_region is not None and cond.i_am_in_single_terrain_region != (
            ctx.source is not None and in_single_terrain_region(g, ctx.source)):
        return False
    if cond.both_expeditions_failed is not None:
        report = g.progress_report or {}
        mine = [e for e in report.get("expeditions", []) if e["player"] == ctx.controller]
        if (len(mine) == 2 and not any(e["moves"] for e in mine)) != cond.both_expeditions_failed:
            return False  # CR 4.2.4.i: this Dusk's Progress
    if cond.in_your_reserve is not None and not any(
            matches(g, c, cond.in_your_reserve, ctx) for c in g.players[ctx.controller].reserve):
        return False
    if cond.in_ascended_expedition is not None and cond.in_ascended_expedition != (
            ctx.source is not None and in_ascended_expedition(g, ctx.source)):
        return False
    if cond.single_terrain_regions_at_least is not None and \
            single_terrain_regions(g) < cond.single_terrain_regions_at_least:
        return False
    if cond.facing_expedition_in is not None and \
            not facing_expedition_in(g, ctx, Terrain(cond.facing_expedition_in)):
        return False
    if cond.played_for_less is not None and \
            bool(ctx.memo.get("played_for_less")) != cond.played_for_less:
        return False
    if cond.it_was_in is not None and Terrain(cond.it_was_in) not in it_terrains(g, ctx):
        return False
    if cond.zero_base_stats_with_reserve is not None or cond.boosts_with_reserve_at_least is not None:
        cards = [*characters_controlled(g, ctx.controller),
                 *(c for c in g.players[ctx.controller].reserve if g.cdef(c).is_character)]
        zeros = sum(1 for c in cards for v in g.cdef(c).stats if v == 0)
        boosts = sum(g.cards[c].boosts for c in cards)
        if cond.zero_base_stats_with_reserve is not None and zeros < cond.zero_base_stats_with_reserve:
            return False
        if cond.boosts_with_reserve_at_least is not None and \
                boosts < cond.boosts_with_reserve_at_least:
            return False
    return step_condition_holds(g, cond, ctx.controller)


def in_single_terrain_region(g: GameState, cid: int) -> bool:
    """The object is in an Expedition whose region has exactly one terrain now (CR 2.2.2.k-p,
    7.5.2.a); a Gigantic object is in both of its controller's (CR 7.4.4.b)."""
    c = g.cards[cid]
    return any(len(expedition_terrains(g, c.controller, s)) == 1 for s in present_in(g, cid))


def in_ascended_expedition(g: GameState, cid: int) -> bool:
    """The object is present in an Ascended Expedition (README rulings, Ascend; CR 7.4.4.b)."""
    if not g.ascended:
        return False
    c = g.cards[cid]
    return any((c.controller, s) in g.ascended for s in present_in(g, cid))


def its_expedition_behind(g: GameState, ctx: Context) -> bool:
    """'Its Expedition is behind': the Expedition "it" is in; a Gigantic one's two
    Expeditions must both be behind (CR 7.5.2.b, 7.4.4.j). Not in an Expedition: no."""
    if not exists(g, ctx.it, ctx.it_oid):
        return False
    c = g.cards[ctx.it]  # type: ignore[index]
    sides = present_in(g, c.cid)
    return bool(sides) and all(behind(g, c.controller, side) for side in sides)


def it_terrains(g: GameState, ctx: Context) -> set[Terrain]:
    """The terrains "it" is in, or was in as this effect made it leave play: the old object
    is still what the effect speaks of (CR 2.1.d)."""
    if ctx.it is None:
        return set()
    if exists(g, ctx.it, ctx.it_oid):
        return terrains_of(g, ctx.it)
    return set(ctx.memo.get("left_terrains", {}).get(ctx.it, set()))


def characters_in_my_expedition(g: GameState, ctx: Context) -> int | None:
    """How many Characters are present in the source's Expedition (both of a Gigantic
    source's, counted once): its own cards and the Gigantic Characters of the other
    Expedition (CR 7.4.4.b, f)."""
    mine = my_expeditions(g, ctx)
    if not mine:
        return None
    exp = g.players[ctx.controller].expeditions
    return sum(1 for side in SIDES for cid in exp[side]
               if g.cdef(cid).is_character and present_in(g, cid) & mine)


def facing_expedition_in(g: GameState, ctx: Context, terrain: Terrain) -> bool:
    """Whether an Expedition the source faces is in a region with `terrain`: the opponent's
    Expedition of the same kind as one the source is in, both for a Gigantic source
    (CR 1.2.3.c, 7.5.2.a, 7.4.4.g). Not in an Expedition: no."""
    if ctx.source is None:
        return False
    me = g.cards[ctx.source]
    return any(terrain in expedition_terrains(g, 1 - me.controller, side)
               for side in present_in(g, me.cid))


def characters_facing(g: GameState, ctx: Context) -> int:
    """How many Characters the source is facing: those present in an opponent's Expedition of
    the same kind as one the source is in (CR 1.2.3.c), both of them for a source printed
    Gigantic, a Gigantic Character being in both of its controller's (CR 7.4.4.b,
    7.4.4.g); out of play, the Expedition the trigger saw (`ctx.side`)."""
    sides = facing_expeditions(g, ctx)
    if not sides:
        return 0
    return sum(1 for player, p in enumerate(g.players) if player != ctx.controller
               for side in SIDES for cid in p.expeditions[side]
               if g.cdef(cid).is_character and present_in(g, cid) & sides)


def i_am_in(g: GameState, ctx: Context, terrain: Terrain) -> bool:
    """'If I am in [terrain]': the region of my Expedition has it now (CR 2.2.2.p), of either
    of them for a Gigantic Character (CR 7.4.4.b, 7.5.2.a)."""
    if ctx.source is None:
        return False
    me = g.cards[ctx.source]
    return any(terrain in expedition_terrains(g, me.controller, side)
               for side in present_in(g, me.cid))


def my_expedition_behind(g: GameState, ctx: Context) -> bool:
    """'My Expedition is behind': the source's Expedition as the trigger saw it; a Gigantic
    source's two Expeditions must both be behind (CR 7.4.4.j)."""
    sides = my_expeditions(g, ctx)
    if not sides and ctx.source is not None and g.cards[ctx.source].side is not None:
        sides = {g.cards[ctx.source].side}  # type: ignore[arg-type]  # as it was
    return bool(sides) and all(behind(g, ctx.controller, side) for side in sides)


def hand_cost_limit(g: GameState, f: ab.Filter, controller: int) -> int | None:
    """The X of 'Hand Cost X or less, where X is ...', counted when the step happens."""
    if f.max_hand_cost_from == "characters_you_control":
        return len(characters_controlled(g, controller))
    if f.max_hand_cost_from == "a_character_you_control":  # printed Hand Costs (CR 2.2.7)
        return max((g.cdef(c).hand_cost for c in characters_controlled(g, controller)), default=-1)
    return None


def in_other_expedition(g: GameState, cid: int, controller: int, source: int | None,
                        source_side: str | None) -> bool:
    """'In your other Expedition': the Expedition of the ability's controller that is not the
    source's. A Gigantic source has no other Expedition (CR 7.4.4.k); a Gigantic object is
    in both Expeditions of its controller (CR 7.4.4.a)."""
    if source_side is None:
        return False
    if source is not None and len(present_in(g, source)) > 1:
        return False
    return in_expedition(g, cid, controller, Side(source_side).other)


def i_am_in_contact(g: GameState, ctx: Context) -> bool:
    """'If I'm In Contact': the source in an Expedition now; else the Expedition the effect
    is about (`ctx.side`: the one a card is played into as its cost is worked out,
    CR 5.1.2.c). Anywhere else, it is not In Contact."""
    source = g.cards[ctx.source] if ctx.source is not None else None
    if source is not None and source.zone is EXPEDITION:
        return in_contact(g, source.cid)
    if ctx.side is not None:
        return expedition_in_contact(g, ctx.controller, Side(ctx.side))
    return False


def in_starting_region(g: GameState, ctx: Context) -> bool:
    """'In a starting region': the source's Expedition (or the one `ctx.side` names, say the one
    it is played into) is on the region it started from (CR 7.5.2.a); in the Arena, no."""
    source = g.cards[ctx.source] if ctx.source is not None else None
    if source is not None and source.zone is EXPEDITION and source.side is not None:
        player, side = source.controller, source.side
    elif ctx.side is not None:
        player, side = ctx.controller, Side(ctx.side)
    else:
        return False
    start = HERO_REGION if side is Side.HERO else COMPANION_REGION
    return not g.tiebreak and g.players[player].positions[side] == start
