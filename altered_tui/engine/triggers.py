"""Triggers: when an event matches a Reaction, an Emblem-Reaction is created in Limbo, bound
to the objects of the trigger (CR 6.3, 2.2.2.m). Playing them is the job of reactions.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.card_index import NONE, kinds_in, me_select
from altered_tui.engine.characteristics import matches, present_in
from altered_tui.engine.log import log
from altered_tui.engine.objects import (
    Context, controls_each_status, expedition_members, has_counters, own_abilities,
)
from altered_tui.engine.state import GameState
from altered_tui.engine.statics import granted_reactions, reaction_blocked
from altered_tui.engine.types import (
    AFTERNOON, COMPANION_SIDE, HERO_SIDE, HIDDEN_ZONES, SIDES, Side, Status, Zone,
)

DAILY_CAP = 100  # CR 1.4.6, 5.3.e, 6.3.l


@dataclass
class Emblem:
    """An Emblem-Reaction waiting in Limbo (CR 2.2.2.m)."""

    eid: int
    controller: int
    source: int
    source_oid: int
    ability: int  # index in the source's abilities (or support abilities)
    support: bool
    it: int | None = None
    it_oid: int | None = None
    side: str | None = None
    granted: list[Any] | None = None  # an effect granted by a rule, e.g. Scout's (CR 7.4.5.c)
    moved_oid: int | None = None  # the source's object in the zone its trigger moved it to
    scouted: bool = False  # triggered by playing its source from Hand for Scout (CR 7.4.5.e)
    die: int | None = None  # the result of the roll that triggered it ("if the result is 6+")
    # the source's counters as it left play, for a Reaction to its leaving (CR 2.1.d)
    left_counters: dict[str, int] | None = None
    # the zone the card a 'when you play' Reaction is about was played from, for its Base
    # Cost (README: Rules notes)
    played_from: str | None = None
    # what an opponent was given, for a 'when you make a Gift' Reaction (README: Gift)
    gift: dict[str, Any] | None = None


def abilities_of(g: GameState, cid: int, support: bool) -> tuple[Any, ...]:
    d = g.cdef(cid)
    return d.support if support else d.abilities


def working_sources(g: GameState, in_play: AbstractSet[str] | None = None,
                    support: AbstractSet[str] | None = None) -> list[tuple[int, bool]]:
    """Objects whose abilities work now (CR 1.2.4.d), as (object, support?), player by
    player: Heroes and objects in play, then ready Reserve cards for their support
    abilities. `in_play` / `support`: when given, only the objects of each group whose card
    id is in it; most objects have no ability of the kind asked for, so they are left out
    before anything else is looked at."""
    cards = g.cards
    out: list[tuple[int, bool]] = []
    for p in g.players:
        if in_play is None or in_play:
            exp = p.expeditions
            groups = (() if p.hero is None else (p.hero,), exp[HERO_SIDE], exp[COMPANION_SIDE],
                      p.landmarks)
            out += ([(cid, False) for group in groups for cid in group] if in_play is None else
                    [(cid, False) for group in groups for cid in group
                     if cards[cid].card_id in in_play])
        if support is None or support:
            out += [(cid, True) for cid in p.reserve
                    if (support is None or cards[cid].card_id in support)
                    and not cards[cid].status & Status.EXHAUSTED]
    return out


def reacting_to(g: GameState, on: str) -> list[tuple[int, bool, list[tuple[int, ab.Reaction]]]]:
    """The working sources with Reactions to `on` this phase, each with those Reactions."""
    present = (g.defs.derived or kinds_in(g)).reactions  # type: ignore[union-attr]
    in_play, in_reserve = present.get((False, on), NONE), present.get((True, on), NONE)
    if not in_play and not in_reserve:  # most triggers: no card of the game reacts to it
        return []
    out: list[tuple[int, bool, list[tuple[int, ab.Reaction]]]] = []
    for cid, support in working_sources(g, in_play, in_reserve):
        now = _reactions(g, cid, support, on)
        if now:
            out.append((cid, support, now))
    return out


def _activate(g: GameState, cid: int, index: int, support: bool, it: int | None = None,
              side: str | None = None, die: int | None = None,
              left_counters: dict[str, int] | None = None, played_from: str | None = None,
              gift: dict[str, Any] | None = None) -> None:
    c = g.cards[cid]
    if not support and reaction_blocked(g, cid, abilities_of(g, cid, support)[index]):
        return  # CR 7.3.1.e
    key = f"{c.oid}:{int(support)}:{index}"
    count = g.reaction_counts.get(key, 0)
    if count >= DAILY_CAP:
        log(g, "cap", rule="6.3.l", cause="reactions", player=c.controller,
            data={"card": cid, "count": DAILY_CAP})
        return
    g.reaction_counts[key] = count + 1
    emblem = Emblem(g.next_emblem, c.controller, cid, c.oid, index, support, it,
                    g.cards[it].oid if it is not None else None,
                    side if side is not None else (c.side._value_ if c.side else None), die=die,
                    left_counters=left_counters, played_from=played_from, gift=gift)
    g.next_emblem += 1
    g.emblems.append(emblem)
    log(g, "trigger", rule="6.3.g", cause="reactions", player=c.controller,
        data={"card": cid, "eid": emblem.eid})


def ability_condition_holds(g: GameState, cond: ab.Condition, controller: int, was_fleeting: bool,
                     played: int | None = None, source: int | None = None) -> bool:
    if cond.first_player is not None and (g.first_player == controller) != cond.first_player:
        return False
    if cond.was_fleeting is not None and was_fleeting != cond.was_fleeting:
        return False
    if cond.not_first_day and g.day == 1:
        return False
    if cond.first_of_afternoon and played is not None:
        kind = g.cdef(played).type.value
        if g.played_this_afternoon[controller].count(kind) != 1:
            return False
    if cond.my_counters is not None:
        if not has_counters(g, source, cond.my_counters):
            return False
    if cond.controls_each_status:
        if not controls_each_status(g, controller, cond.controls_each_status):
            return False
    if cond.in_ascended_expedition and (source is None or not any(
            (controller, s) in g.ascended for s in present_in(g, source))):
        return False
    return True


def _reactions(g: GameState, cid: int, support: bool, on: str) -> list[tuple[int, ab.Reaction]]:
    """The object's Reactions to `on`, less those limited to another phase (e.g. 'during the
    Afternoon', CR 6.3.b)."""
    found = own_abilities(g, cid).reactions.get((support, on))
    if not found:
        return []
    phase = g.phase
    return [(i, a) for i, a in found if a.trigger.during is None or phase == a.trigger.during]


def fire_linked(g: GameState, cid: int, on: str, it: int | None, die: int | None) -> None:
    """Reactions linked to another ability of the same object ('when you reveal a card this
    way'): that object's own, with "it" and the die's result."""
    for i, _r in _reactions(g, cid, False, on):
        _activate(g, cid, i, False, it=it, die=die)


def fire_self(g: GameState, cid: int, on: str, from_zone: Zone | None = None,
              was_fleeting: bool = False, from_side: Side | None = None,
              left_counters: dict[str, int] | None = None) -> None:
    """Self-move Reactions (CR 6.3.c-d): found on the object after the event; they need not
    work where the object now is, so its in-play abilities count even in Reserve.
    `from_side`: the Expedition the object left, which its Reaction calls "my Expedition"
    (CR 6.3.j); `left_counters`: the counters the object had as it left play (CR 2.1.d)."""
    for i, support in self_reactions(g, cid, on, from_zone, was_fleeting, left_counters):
        _activate(g, cid, i, support, side=from_side.value if from_side else None)
    fire_granted(g, cid, on)  # Reactions a passive ability gives it (CR 2.3.1.h)
    if on == "goes_to_reserve" and from_zone is not None:
        fire_to_your_reserve(g, cid, from_zone)


def self_reactions(g: GameState, cid: int, on: str, from_zone: Zone | None = None,
                   was_fleeting: bool = False,
                   left_counters: dict[str, int] | None = None) -> list[tuple[int, bool]]:
    """The object's own Reactions (index, support) that the event `on` activates."""
    c = g.cards[cid]
    supports = () if not own_abilities(g, cid).reactions else (  # most cards have no Reaction
        (False, True) if c.zone is Zone.RESERVE else (False,))
    out = []
    for support in supports:
        for i, r in _reactions(g, cid, support, on):
            if r.trigger.from_zone is not None and (from_zone is None
                                                    or from_zone.value != r.trigger.from_zone):
                continue  # "when I go to Reserve from <zone>"
            had = r.condition.had_boosts_at_least
            if had is not None and (left_counters or {}).get("boost", 0) < had:
                continue  # "if I had N or more boosts" as I left (CR 2.1.d)
            if ability_condition_holds(g, r.condition, c.controller, was_fleeting, source=cid):
                out.append((i, support))
    return out


def activate_own(g: GameState, cid: int, index: int, support: bool) -> None:
    """One of the object's own Reactions activates (CR 6.3.g)."""
    _activate(g, cid, index, support)


def fire_to_your_reserve(g: GameState, cid: int, from_zone: Zone) -> None:
    """'When a card goes from your Hand or Deck to Reserve': other working sources of the
    card's owner whose trigger lists that zone; "it" is the card."""
    owner = g.cards[cid].owner
    for source, support, reactions in reacting_to(g, "card_goes_to_your_reserve"):
        if source == cid or g.cards[source].controller != owner:
            continue
        for i, r in reactions:
            if from_zone.value in r.trigger.from_zones and ability_condition_holds(
                    g, r.condition, owner, False, source=source):
                _activate(g, source, i, support, it=cid)


def fire_counters_gained(g: GameState, cid: int, counter: str, before: int, after: int) -> None:
    """'When I gain my Nth [name] counter': this gain took the object from fewer than N of
    them to N or more (CR 7.3.12.a)."""
    for i, r in _reactions(g, cid, False, "gains_nth_counter"):
        tr = r.trigger
        if tr.counter == counter and tr.nth is not None and before < tr.nth <= after and \
                ability_condition_holds(g, r.condition, g.cards[cid].controller, False, source=cid):
            _activate(g, cid, i, False)


def fire_status_gained(g: GameState, cid: int, status: str) -> None:
    """'When a Character you control gains [status]' (CR 7.3.13): a Character in an
    Expedition that did not have the status gets it; "it" is that Character."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or not g.cdef(cid).is_character:
        return
    for source, support, reactions in reacting_to(g, "your_character_gains_status"):
        if g.cards[source].controller != c.controller:
            continue
        for i, r in reactions:
            f = r.trigger.filter  # "another Character you control gains ..."
            if f is not None and not matches(g, cid, f, Context(controller=c.controller,
                                                                source=source, it=cid)):
                continue
            if r.trigger.status == status and ability_condition_holds(
                    g, r.condition, c.controller, False, source=source):
                _activate(g, source, i, support, it=cid)


def fire_gained_status(g: GameState, cid: int, status: str) -> None:
    """'When I gain <status>' (CR 7.3.13) of an object in play."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION and c.zone is not Zone.LANDMARKS:
        return
    for i, r in _reactions(g, cid, False, "gains_status"):
        if r.trigger.status == status and ability_condition_holds(
                g, r.condition, c.controller, c.has(Status.FLEETING), source=cid):
            _activate(g, cid, i, False)


def fire_granted(g: GameState, cid: int, on: str) -> None:
    """An object's granted Reactions activate as its own (CR 7.3.1.d): the Emblem is created
    by the object, whose 'I' they speak of."""
    for source, index, reaction in granted_reactions(g, cid, on):
        activate_granted(g, cid, source, index, reaction)


def activate_granted(g: GameState, cid: int, source: int, index: int,
                     reaction: ab.Reaction) -> None:
    """The Reaction that the passive `index` of `source` gives the object activates."""
    c = g.cards[cid]
    key = f"{c.oid}:g{g.cards[source].oid}:{index}"
    count = g.reaction_counts.get(key, 0)
    if count >= DAILY_CAP:  # CR 6.3.l
        log(g, "cap", rule="6.3.l", cause="reactions", player=c.controller,
            data={"card": cid, "count": DAILY_CAP})
        return
    g.reaction_counts[key] = count + 1
    g.emblems.append(Emblem(g.next_emblem, c.controller, cid, c.oid, -1, False,
                            side=c.side.value if c.side else None, granted=list(reaction.effect)))
    g.next_emblem += 1
    log(g, "trigger", rule="6.3.g", cause="reactions", player=c.controller, data={"card": cid})


def follow_moved(g: GameState, cid: int, old_oid: int, since: int) -> None:
    """CR 2.1.f: Reactions the move just triggered on the card (emblems numbered `since` or
    later) can find its new object, if it went to a visible zone."""
    if g.cards[cid].zone in HIDDEN_ZONES:
        return
    for e in g.emblems:
        if e.source == cid and e.source_oid == old_oid and e.eid >= since:
            e.moved_oid = g.cards[cid].oid


def follow_to_reserve(g: GameState, cid: int, old_oid: int) -> None:
    """CR 7.4.5.e: the Reactions that playing the card for its Scout cost triggered find it
    in Reserve: "I" and "me" now name the card there (an exception to 6.3.j)."""
    for e in g.emblems:
        if e.scouted and e.source == cid and e.source_oid == old_oid:
            e.source_oid = g.cards[cid].oid


def mark_scouted(g: GameState, cid: int, since: int) -> None:
    """The card's Reactions triggered from emblem `since` on came from playing it for Scout."""
    for e in g.emblems:
        if e.source == cid and e.eid >= since and e.granted is None:
            e.scouted = True


def fire_leaving(g: GameState, cid: int, sacrificed: bool, to: Zone) -> None:
    """Reactions of an object about to leave play (CR 6.3.e: they work before the event)."""
    c = g.cards[cid]
    was_fleeting = c.has(Status.FLEETING)
    kinds = []
    if own_abilities(g, cid).reactions:  # most cards have no Reaction
        if c.zone is Zone.EXPEDITION:
            kinds.append("leaves_expedition")
        if c.zone is Zone.LANDMARKS:
            kinds.append("leaves_landmarks")
        if sacrificed:
            kinds.append("sacrificed")
    side = c.side._value_ if c.side else None
    for on in kinds:
        for i, r in _reactions(g, cid, False, on):
            had = r.condition.had_boosts_at_least
            if had is not None and c.boosts < had:
                continue  # "if I was Boosted" as I leave (CR 6.3.e, 2.4.4.a)
            if ability_condition_holds(g, r.condition, c.controller, was_fleeting, source=cid):
                _activate(g, cid, i, False, side=side, left_counters=dict(c.counters))
    if c.zone is Zone.EXPEDITION and g.cdef(cid).is_character:
        # 'when a Character leaves your Expeditions': seen before it goes (CR 6.3.e)
        fire_you(g, c.controller, "character_leaves_yours", it=cid)
    if sacrificed:
        fire_you(g, g.cards[cid].controller, "you_sacrifice", it=cid)  # CR 7.3.25.a, 1.4.7.d


def fire_joined_expedition(g: GameState, joined: int) -> None:
    """'When a Character joins your Expeditions' on other objects."""
    j = g.cards[joined]
    if not g.cdef(joined).is_character:
        return
    for cid, support, reactions in reacting_to(g, "character_joins_yours"):
        if cid == joined or g.cards[cid].controller != j.controller:
            continue
        for i, r in reactions:
            f = r.trigger.filter
            me = g.cards[cid]  # its Expedition, for "joins your other Expedition"
            ctx = Context(controller=me.controller, source=cid,
                          side=me.side.value if me.side is not None else None)
            if f is None or matches(g, joined, f, ctx):
                _activate(g, cid, i, support, it=joined)
    fire_joined_my_expedition(g, joined, before=set())


def fire_joined_my_expedition(g: GameState, joined: int, before: set[Side]) -> None:
    """'When another Character joins my Expedition': it is now present in the source's
    Expeditions (both for a Gigantic source) and was not before. A Character already
    present in them, e.g. switching beside a Gigantic source, joins nothing (CR 7.4.4.i)."""
    if not g.cdef(joined).is_character:
        return
    fire_joined_facing(g, joined, before)
    now, owner = present_in(g, joined), g.cards[joined].controller
    if g.ongoing:
        _next_joins(g, joined, owner, now - before)
    for cid, _support, reactions in reacting_to(g, "character_joins_my_expedition"):
        mine = present_in(g, cid)
        if cid == joined or g.cards[cid].controller != owner or not now & mine or before & mine:
            continue
        for i, r in reactions:
            f = r.trigger.filter
            if f is None or matches(g, joined, f, Context(controller=owner, source=cid)):
                _activate(g, cid, i, False, it=joined)


def _next_joins(g: GameState, joined: int, owner: int, into: set[Side]) -> None:
    """'The next Character that joins my Expedition this turn gains N boosts' (CR 2.2.14): the
    first such Emblem on an Expedition the Character has just joined is used up, and the
    boosts come through an Emblem-Reaction of the Character (CR 2.2.2.m style)."""
    for o in list(g.ongoing):
        if o.get("kind") == "next_joins" and o["player"] == owner and any(
                Side(s) in into for s in o.get("sides", [o["side"]])):
            g.ongoing.remove(o)
            grant_reaction(g, joined, [ab.Boost.model_construct(  # no validator run (card_index.me_select)
                kind="boost", objects=me_select(), amount=o["boosts"])], "next_joins", "2.2.14")


def fire_joined_facing(g: GameState, joined: int, before: set[Side]) -> None:
    """'When a Character joins the Expedition facing me': it is now present in an opponent's
    Expedition facing one the source is present in (the same kind, CR 1.2.3.c; both for a
    Gigantic source, 7.4.4.g) and was not before (a switch beside a Gigantic one joins
    nothing, 7.4.4.i); "it" is that Character."""
    if not g.cdef(joined).is_character:
        return
    now, owner = present_in(g, joined), g.cards[joined].controller
    for cid, _support, reactions in reacting_to(g, "character_joins_facing_expedition"):
        mine = present_in(g, cid)
        if g.cards[cid].controller == owner or not now & mine or before & mine:
            continue
        for i, r in reactions:
            f = r.trigger.filter
            ctx = Context(controller=g.cards[cid].controller, source=cid)
            if f is None or matches(g, joined, f, ctx, controller="any"):
                _activate(g, cid, i, False, it=joined)


def fire_you(g: GameState, player: int, on: str, it: int | None = None, *,
             played: int | None = None, opponents: bool = False, besides: int | None = None,
             die: int | None = None, from_zone: Zone | None = None) -> None:
    """Triggers about something a player did: 'when you play / sacrifice / pass / roll dice /
    create a token ...', or with `opponents` 'when an opponent ...'. Each working source of
    the player (or of their opponent) reacts, except `besides`; a trigger's filter must match
    `it`, which is also what the effect's "it" names. Playing fires as the card leaves Limbo
    (CR 5.1.2.j); `from_zone`: the zone it was played from, which a trigger may name."""
    found = reacting_to(g, on)
    if not found:
        return
    played_from = from_zone._value_ if from_zone is not None else None
    for cid, support, reactions in found:
        controller = g.cards[cid].controller
        if (controller == player) == opponents or cid == besides:
            continue
        for i, r in reactions:
            f = r.trigger.filter
            if f is not None:
                ctx = Context(controller=controller, source=cid, it=it)
                if played_from is not None:
                    ctx.memo["played_from"] = played_from
                if it is None or not matches(g, it, f, ctx):
                    continue
            if r.trigger.from_zone is not None and (
                    from_zone is None or from_zone.value != r.trigger.from_zone):
                continue
            if ability_condition_holds(g, r.condition, controller, False, played=played, source=cid):
                _activate(g, cid, i, support, it=it, die=die, played_from=played_from)


def fire_gift(g: GameState, receiver: int, gift: dict[str, Any], cause: str) -> None:
    """README: Gift. On a player's turn (the Afternoon, CR 4.2.3), `receiver`, one of their
    opponents, drew cards, Resupplied or got a token, whatever made it happen: the turn
    player makes a Gift, once per such event, and their 'when you make a Gift' Reactions
    activate, each remembering what was given (`gift`: kind draw with its count, resupply
    with exhausted, or token with its name, zone and side)."""
    giver = g.turn_player
    if g.phase is not AFTERNOON or giver is None or giver == receiver:
        return
    listening = [(cid, support, reactions) for cid, support, reactions in
                 reacting_to(g, "you_make_gift") if g.cards[cid].controller == giver]
    if not listening:
        return  # told in the log only when a card answers it
    log(g, "gift", rule="4.2.3", cause=cause, player=giver, data={"who": giver, "whom": receiver})
    for cid, support, reactions in listening:
        for i, r in reactions:
            if ability_condition_holds(g, r.condition, giver, False, source=cid):
                _activate(g, cid, i, support, gift=dict(gift))


def fire_any(g: GameState, on: str, it: int | None = None) -> None:
    """Triggers about something that happens to any player's card ('when a card goes to the
    discard pile'): every working source reacts, whoever controls it."""
    for player in range(len(g.players)):
        fire_you(g, player, on, it=it)


def note_activation(g: GameState, ability: str) -> None:
    """A {D} ("support") or {T} ("exhaust") ability was activated (CR 7.3.1): counted for the
    turn; 'when N such abilities are activated on one of your turns' fires for the turn
    player as the count reaches N, and each 'the next time one is activated this turn'
    Emblem of that kind is used up, its steps waiting in Limbo (CR 2.2.14)."""
    n = g.activated_this_turn[ability] = g.activated_this_turn.get(ability, 0) + 1
    waiting = [o for o in g.ongoing if o.get("kind") == "next_activation" and o["ability"] == ability]
    for o in waiting:
        g.ongoing.remove(o)
        # an Emblem of its own: it works even if its source has left play (CR 2.2.14)
        grant_reaction(g, o["source"], list(ab.from_data(list[ab.Step], o["steps"])),
                       "next_activation", "2.2.14")
    player = g.turn_player
    if g.phase is not AFTERNOON or player is None:
        return
    for cid, support, reactions in reacting_to(g, "abilities_activated_on_your_turn"):
        if g.cards[cid].controller != player:
            continue
        for i, r in reactions:
            if r.trigger.ability == ability and r.trigger.nth == n and \
                    ability_condition_holds(g, r.condition, player, False, source=cid):
                _activate(g, cid, i, support)


def activate_joins(g: GameState, cid: int) -> None:
    """CR 7.3.1.b, d: the object's own {J} Reactions activate, created by that object."""
    for i, _r in _reactions(g, cid, False, "joins"):
        _activate(g, cid, i, False)


def grant_reaction(g: GameState, cid: int, effect: list[Any], via: str, rule: str,
                   source: int | None = None) -> None:
    """An Emblem-Reaction whose effect a rule gives the object (`via`: the rule's name in the
    log, e.g. scout: Scout's 'send me to Reserve'; `source`: the card the effect is
    borrowed from, if any)."""
    c = g.cards[cid]
    g.emblems.append(Emblem(g.next_emblem, c.controller, cid, c.oid, -1, False,
                            side=c.side.value if c.side else None, granted=list(effect)))
    g.next_emblem += 1
    data: dict[str, Any] = {"via": via, "card": cid}
    if source is not None:
        data["source"] = source
    log(g, "trigger", rule=rule, cause="reactions", player=c.controller, data=data)


def fire_phase(g: GameState, on: str) -> None:
    """CR 4.2.b: 'At [phase]' Reactions activate as the phase begins."""
    for cid, support, reactions in reacting_to(g, on):
        for i, r in reactions:
            if ability_condition_holds(g, r.condition, g.cards[cid].controller, False, source=cid):
                _activate(g, cid, i, support)


def fire_moved_by_effect(g: GameState, player: int, side: Side) -> None:
    """An effect moved an Expedition forward (CR 7.3.17): 'my Expedition moves forward'
    Reactions activate as at Dusk, except those that name a terrain of the Dusk's regions."""
    present = kinds_in(g).reactions
    for cid, support in working_sources(g, present.get((False, "expedition_moves_forward"), NONE),
                                        present.get((True, "expedition_moves_forward"), NONE)):
        c = g.cards[cid]
        if c.controller != player or (c.zone is Zone.EXPEDITION and side not in present_in(g, cid)):
            continue
        for i, r in _reactions(g, cid, support, "expedition_moves_forward"):
            if r.trigger.terrain is None:
                _activate(g, cid, i, support, side=side.value)
    fire_ascended_moved(g, [(player, side)])


def fire_progress(g: GameState, moved: list[tuple[int, Side]], report: dict[str, Any]) -> None:
    """After Progress: 'my Expedition moves forward (due to a terrain) / fails to move
    forward' (CR 4.2.4.i-j). An object in an Expedition speaks of its own; a Hero or Landmark
    of each of its controller's Expeditions."""
    wins = {(e["player"], e["side"]): e["wins"] for e in report.get("expeditions", [])}
    lifted = {(p, s.value) for p, s in moved if due_to_ascension(report, p, s)}
    present = kinds_in(g).reactions
    holders = [present.get((support, "expedition_moves_forward"), NONE)
               | present.get((support, "expedition_fails_to_move"), NONE) for support in (False, True)]
    for cid, support in working_sources(g, holders[False], holders[True]):
        c = g.cards[cid]
        here = present_in(g, cid)  # its Expeditions, both if it is Gigantic (CR 7.4.4.f)
        sides = [s for s in SIDES if s in here] if c.zone is Zone.EXPEDITION else SIDES
        for side in SIDES:
            went = (c.controller, side) in moved
            on = "expedition_moves_forward" if went else "expedition_fails_to_move"
            for i, r in _reactions(g, cid, support, on):
                if side not in sides and not r.trigger.any_of_yours:
                    continue  # an object in an Expedition speaks of its own
                terrain = r.trigger.terrain
                if r.trigger.due_to_ascension and (c.controller, side.value) not in lifted:
                    continue
                if terrain is None or terrain in wins.get((c.controller, side.value), []):
                    _activate(g, cid, i, support, side=side.value)
    fire_ascended_moved(g, moved)
    for cid, support, reactions in reacting_to(g, "both_expeditions_move_due_to_ascension"):
        player = g.cards[cid].controller
        if all((player, s.value) in lifted for s in SIDES):
            for i, r in reactions:
                if ability_condition_holds(g, r.condition, player, False, source=cid):
                    _activate(g, cid, i, support)


def due_to_ascension(report: dict[str, Any], player: int, side: Side) -> bool:
    """README rulings, Ascend: the Expedition moved at this Dusk with at least one tie that
    counted because it was Ascended."""
    return any(e["player"] == player and e["side"] == side.value and e["moves"]
               and any(n.get("via") == "ascended" for n in e["notes"])
               for e in report.get("expeditions", []))


def fire_ascended_moved(g: GameState, moved: list[tuple[int, Side]]) -> None:
    """'When one or more of your Ascended Expeditions move forward': once per event for each
    player with such an Expedition among `moved`. Its "it" is that Expedition; of two that
    moved together, the first (Hero's first) with no Character facing it, if one has none
    (README rulings, Ascend)."""
    for cid, support, reactions in reacting_to(g, "your_ascended_expeditions_move_forward"):
        player = g.cards[cid].controller
        sides = [s for p, s in moved if p == player and (p, s) in g.ascended]
        if not sides:
            continue
        sides.sort(key=lambda s: s is not Side.HERO)
        open_sides = [s for s in sides if not any(
            g.cdef(o).is_character for o in expedition_members(g, 1 - player, s))]
        side = (open_sides or sides)[0]
        for i, r in reactions:
            if ability_condition_holds(g, r.condition, player, False, source=cid):
                _activate(g, cid, i, support, side=side.value)

