"""Continuous effects of passive abilities (CR 2.3) that the other modules ask about.

Each function answers one question about the current state: can a Reaction activate, can an
Expedition move forward, what is the final cost of a card, can a card be played, what changes
the Morning or the regions, which Reactions are granted, would an object go elsewhere as it
leaves. Nothing here is stored: every answer is recomputed from the objects in play, so it
changes as soon as they do.
"""

from __future__ import annotations

from typing import Any, Iterator

from altered_tui.cards import abilities as ab
from altered_tui.engine.card_index import kinds_in
from altered_tui.engine.characteristics import (
    condition_holds, expeditions_in_contact, matches, present_in,
)
from altered_tui.engine.log import log
from altered_tui.engine.objects import (  # noqa: F401  (region_*: asked of statics by others)
    Context, expedition_members, keeps_granted, matches_kind, own_passives, passives,
    region_override, region_terrains,
)
from altered_tui.engine.state import GameState
from altered_tui.engine.types import AFTERNOON, EXPEDITION, LANDMARKS, Side, Status, Zone


def _facing(g: GameState, source: int, cid: int) -> bool:
    """`cid` is a Character facing `source`: present in an opponent's Expedition facing one
    of the source's Expeditions (CR 1.2.3.c; Gigantic on either side: CR 7.4.4.b, g)."""
    c = g.cards[cid]
    if g.cards[source].controller == c.controller:
        return False
    return any(cid in expedition_members(g, c.controller, side) for side in present_in(g, source))


def reaction_blocked(g: GameState, cid: int, reaction: Any) -> bool:
    """CR 7.3.1.e: a Reaction whose trigger "can't activate" does not, whether naturally or
    through another effect. Logs why when it is blocked."""
    if not isinstance(reaction, ab.Reaction) or not g.cdef(cid).is_character:
        return False
    if g.cards[cid].zone is not Zone.EXPEDITION:
        return False
    for source, p in passives(g, "triggers_cant_activate"):
        if reaction.trigger.on in p.triggers and _facing(g, source, cid):
            log(g, "trigger", rule="7.3.1.e", cause="reactions", player=g.cards[cid].controller,
                data={"via": "blocked", "card": cid, "source": source})
            return True
    return False


def expedition_blocked(g: GameState, player: int, side: Side) -> dict[str, Any] | None:
    """Why an Expedition can't move forward because of a passive ability, if it can't:
    the other Expedition of the source's controller and the one facing it (CR 1.2.3.c) —
    none when the source is Gigantic (CR 7.4.4.k). As data: the card whose passive it is."""
    for source, _p in passives(g, "expeditions_cant_move_forward"):
        sides = present_in(g, source)
        if len(sides) == 1 and side not in sides:
            return {"via": "passive", "card": source, "rule": "2.3"}
    return None


def defenders_dont_block(g: GameState, player: int, side: Side) -> int | None:
    """The object whose passive lets Defender Characters not stop this Expedition (an
    exception to CR 7.4.2.b): the player's, present in that Expedition (CR 7.4.4.b), its
    condition holding now; None if there is none."""
    for source, p in passives(g, "defenders_dont_block", player):
        if side not in present_in(g, source):
            continue
        ctx = Context(controller=player, source=source, source_oid=g.cards[source].oid,
                      side=side.value)
        if p.condition is None or condition_holds(g, p.condition, ctx):
            return source
    return None


def facing_lock(g: GameState, player: int, side: Side, terrains: list[Any],
                wins: list[str] | None) -> dict[str, Any] | None:
    """Why an Expedition in a region of `terrains` can't move forward because an object it
    faces allows it only due to one terrain: at Dusk (`wins`: the terrains it wins) unless it
    wins that one, or by an effect (`wins` None) when the passive says so (CR 1.2.3.c)."""
    for source, p in passives(g, "facing_moves_only_by"):
        if g.cards[source].controller == player or side not in present_in(g, source):
            continue
        if not any(t.value == p.terrain for t in terrains):
            continue
        if (wins is None and p.effects) or (wins is not None and p.terrain not in wins):
            return {"via": "passive", "card": source, "rule": "2.3"}
    return None


def dusk_moves_twice(g: GameState, player: int, side: Side) -> int | None:
    """The object that makes this Expedition move twice at Dusk, if one works now."""
    for source, _p in passives(g, "dusk_moves_twice", player):
        if side in present_in(g, source):
            return source
    return None


def dusk_move_dice(g: GameState, player: int, side: Side) -> list[tuple[int, Any]]:
    """The 'roll a die as my Expedition would move forward at Dusk' passives of the objects in
    this Expedition (a Gigantic Character is in both, CR 7.4.4.b)."""
    return [(source, effect) for source, effect in passives(g, "dusk_move_die", player)
            if side in present_in(g, source)]


def final_cost(g: GameState, cid: int, cost: int, minimums: list[tuple[int, Any]] | None = None
               ) -> int:
    """CR 5.1.2.e step 3: restrictions on the final cost, after increases and decreases:
    an opponent's "cards you play can't cost less than N". `minimums`: those passives, when
    the caller has gathered them already (`cost_minimums`)."""
    player = g.cards[cid].owner
    for source, p in cost_minimums(g) if minimums is None else minimums:
        if g.cards[source].controller == player:
            continue
        if matches(g, cid, p.filter, Context(controller=player, source=source), controller="any") \
                and cost < p.minimum:
            cost = p.minimum
    return cost


def cost_changes(g: GameState) -> list[tuple[int, Any]]:
    """The 'cards played from ... cost N more / less' passives of objects in play now (a
    card's own 'I cost N less' is not among them: it is read on the card, `own_changes`)."""
    return [(source, p) for source, p in passives(g, "cost_change")
            if not p.me and (not p.while_boosted or g.cards[source].boosts > 0)]


def changes_for(g: GameState, cid: int, src: Zone, side: str | None,
                changes: list[tuple[int, Any]]) -> list[Any]:
    """The cost changes that apply to this card played from `src` into `side`: those of
    objects in play (`changes`, from `cost_changes`) and its own (CR 5.1.2.e)."""
    player = g.cards[cid].owner
    out = []
    for source, p in changes:
        if p.from_zone is not None and p.from_zone != src.value:
            continue
        if matches(g, cid, p.filter, Context(controller=g.cards[source].controller, source=source)):
            out.append(p)
    for _i, p in own_passives(g, cid, "cost_change"):
        if not p.me or (p.from_zone is not None and p.from_zone != src.value):
            continue
        # a condition on "the Expedition I'm played in" holds for no Expedition when none
        # is given (CR 5.1.2.c)
        ctx = Context(controller=player, source=cid, side=side)
        if p.condition is not None and not condition_holds(g, p.condition, ctx):
            continue
        if p.for_each is not None:
            times = _own_cost_count(g, cid, p.for_each)
            if times:
                out.append(p.model_copy(update={"change": p.change * times}))
        else:
            out.append(p)
    return out


def _own_cost_count(g: GameState, cid: int, for_each: str) -> int:
    """How many times a card's own "I cost N less for each ..." applies now, for its owner
    (the player who would play it)."""
    owner = g.cards[cid].owner
    if for_each == "exhausted_card_in_reserve":
        return sum(1 for pl in g.players for c in pl.reserve
                   if g.cards[c].status & Status.EXHAUSTED)
    if for_each == "expedition_in_contact":
        return expeditions_in_contact(g, owner)
    if for_each == "other_card_played_this_turn":
        return g.played_this_turn[owner]
    assert for_each == "ascended_expedition"
    return sum(1 for pl, _s in g.ascended if pl == owner)


def changed_cost(cost: int, changes: list[Any], others: list[int] = []) -> int:
    """CR 5.1.2.e steps 1-2: increases, then decreases, in the order that costs least: a
    decrease with a floor of its own first (it stops at that floor, and does nothing to a
    cost already at or below it), then the others. `others`: changes from elsewhere (the
    'next card you play' Emblems), as numbers. Not below 0."""
    cost += sum(p.change for p in changes if p.change > 0) + sum(c for c in others if c > 0)
    for p in changes:
        if p.change < 0 and p.floor is not None and cost > p.floor:
            cost = max(p.floor, cost + p.change)
    cost += sum(p.change for p in changes if p.change < 0 and p.floor is None)
    return max(0, cost + sum(c for c in others if c < 0))


def cost_minimums(g: GameState) -> list[tuple[int, Any]]:
    """The 'cards you play can't cost less than N' passives working now."""
    return passives(g, "min_play_cost")


def cant_be_played(g: GameState, cid: int, side: str | None = None) -> bool:
    """The card's own "I can't be played if ..." holds now for its owner."""
    for _i, effect in own_passives(g, cid, "cant_be_played"):
        ctx = Context(controller=g.cards[cid].owner, source=cid, side=side or None)
        if effect.unless is not None:  # "I can't be played unless ..." (README rulings: Corruption)
            if not condition_holds(g, effect.unless, ctx):
                return True
        elif condition_holds(g, effect.condition, ctx):
            return True
    return False


def morning_change(g: GameState, player: int) -> ab.MorningChange | None:
    """The player's passive that changes their Morning, if one works now (CR 7.3.14.b)."""
    for _cid, p in passives(g, "morning_change", player):
        if not (p.not_first_day and g.day == 1):
            return p
    return None


def morning_draw_count(g: GameState, player: int) -> int:
    change = morning_change(g, player)
    return 2 if change is None else change.draw  # CR 4.2.1.d


def expands_from_deck(g: GameState, player: int) -> bool:
    change = morning_change(g, player)
    return change is not None and change.expand_from_deck


def plays_fleeting(g: GameState, cid: int, player: int) -> bool:
    """CR 2.4.6.b: a passive makes the card Fleeting as it enters Limbo."""
    for src, p in passives(g, "played_fleeting", player):
        if matches(g, cid, p.filter, Context(player, src), controller="any"):
            return True
    return False


def granted_reactions(g: GameState, cid: int, on: str) -> list[tuple[int, int, ab.Reaction]]:
    """Reactions that working passive abilities give this object in play:
    (granting object, index of the passive among its abilities, Reaction)."""
    c = g.cards[cid]
    if c.zone is not EXPEDITION and c.zone is not LANDMARKS:
        return []  # CR 2.3.1.h: passive abilities only affect objects in play
    if "grant_ability" not in kinds_in(g).passives:
        return []
    return [(source, index, grant.ability) for source, index, grant in _grants(g, c.controller)
            if grant.ability.trigger.on == on and matches_kind(g, cid, grant.to)
            and keeps_granted(g, cid, source)]


def _grants(g: GameState, player: int) -> Iterator[tuple[int, int, Any]]:
    p = g.players[player]
    sources = [*p.expeditions[Side.HERO], *p.expeditions[Side.COMPANION], *p.landmarks]
    if p.hero is not None:
        sources.append(p.hero)
    for source in sources:
        for i, effect in own_passives(g, source, "grant_ability"):
            yield source, i, effect


def stay_modifier(g: GameState, cid: int) -> tuple[int, ab.StayInstead] | None:
    """The 'if a Character would leave my Expedition during the Afternoon, it ... instead'
    modifier that applies to `cid` now, with its source: a working object of the same
    controller present in an Expedition the Character is leaving (CR 6.2.b, 7.4.4.b)."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or g.phase is not AFTERNOON or not g.cdef(cid).is_character:
        return None
    if "stay_instead" not in kinds_in(g).passives:
        return None
    for source, effect in passives(g, "stay_instead", c.controller):
        here = present_in(g, cid) & present_in(g, source)
        if here and source != cid and matches(g, cid, effect.to, Context(controller=c.controller)):
            return source, effect
    return None


def leave_modifier(g: GameState, cid: int) -> ab.LeaveToMana | None:
    """The object's own 'if I would leave the Expedition zone' modifier that applies now."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION:
        return None
    for _i, effect in own_passives(g, cid, "leave_to_mana"):
        if effect.while_boosted and c.boosts <= 0:
            continue
        return effect
    return None


def counter_max(g: GameState, ctx: Context, cid: int, up_to_max: int | None) -> int | None:
    """The 'up to a max of N' a gain of counters has for the object `cid` (CR 2.5.f): raised
    by 'support_max_raise' passives when a support ability gives them to its own card in
    Reserve (CR 2.2.11.i); None: no maximum."""
    if up_to_max is None or not ctx.support or cid != ctx.source \
            or g.cards[cid].zone is not Zone.RESERVE:
        return up_to_max
    raised = up_to_max
    for _source, effect in passives(g, "support_max_raise"):
        if effect.extra is None:
            return None
        raised += effect.extra
    return raised


def cant_gain_counters(g: GameState, cid: int) -> bool:
    """A 'cant_gain_counters' passive keeps the card from gaining any counter now (CR 2.5)."""
    if "cant_gain_counters" not in kinds_in(g).passives and \
            "cant_gain_counters" not in kinds_in(g).support_passives:
        return False
    c = g.cards[cid]
    for source, effect in passives(g, "cant_gain_counters"):
        if effect.cards == "opponents_reserve":
            if c.zone is Zone.RESERVE and c.owner != g.cards[source].controller:
                return True
        elif c.zone in (Zone.RESERVE, EXPEDITION, LANDMARKS) and any(c.counters.values()):
            return True  # a Hero is in none of these zones
    return False


def moving_replacement(g: GameState, player: int, side: Side) -> tuple[int, Any] | None:
    """The first working 'discard me instead' of an Expedition Permanent in this Expedition
    of the player's, as (object, effect), if there is one (CR 6.2.b)."""
    for source, effect in passives(g, "discard_instead_of_moving", player):
        if side in present_in(g, source):
            return source, effect
    return None
