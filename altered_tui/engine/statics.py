"""Continuous effects of passive abilities (CR 2.3) that the other modules ask about.

Each function answers one question about the current state: does a keyword grant apply,
what is a computed Tough X, can a Reaction activate, can an Expedition move forward, what
is the final cost of a card, can a card be played. Nothing here is stored: every answer is
recomputed from the objects in play, so it changes as soon as they do.
"""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.log import log
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Side, Zone


def _ctx(g: GameState, source: int) -> Any:
    from altered_tui.engine.effects import Context

    return Context(controller=g.cards[source].controller, source=source,
                   source_oid=g.cards[source].oid,
                   side=g.cards[source].side.value if g.cards[source].side else None)


def _holds(g: GameState, cond: ab.StepCondition, source: int) -> bool:
    from altered_tui.engine.effects import condition_holds

    return condition_holds(g, cond, _ctx(g, source))


def grant_applies(g: GameState, source: int, grant: ab.GrantKeywords, cid: int) -> bool:
    """A keyword grant of `source` applies to `cid` now (CR 2.3): it is the object the grant
    names ("I am ..."), or matches its filter, while its condition holds and not while its
    `unless` condition holds."""
    from altered_tui.engine.characteristics import _matches_kind

    if grant.to is None:
        if cid != source:
            return False
    elif not _matches_kind(g, cid, grant.to):
        return False
    if grant.condition is not None and not _holds(g, grant.condition, source):
        return False
    if grant.unless is not None and _holds(g, grant.unless, source):
        return False
    return True


def regions_between_expeditions(g: GameState, player: int) -> int:
    """Regions strictly between the player's Hero and Companion Expedition counters: 0 when
    they are adjacent, on the same region or crossed, and in the Arena (CR 4.3)."""
    if g.tiebreak:
        return 0
    p = g.players[player]
    return max(0, p.positions[Side.COMPANION] - p.positions[Side.HERO] - 1)


def tough_x(g: GameState, cid: int) -> int:
    """Tough X of an object in play from its own `tough_x` passive (CR 7.4.7), else 0."""
    from altered_tui.engine.effects import in_play, matches

    best = 0
    c = g.cards[cid]
    for a in g.cdef(cid).abilities:
        if not (isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.ToughX)):
            continue
        if a.effect.x == "regions_between_expeditions":
            x = regions_between_expeditions(g, c.controller)
        else:
            f = (a.effect.filter or ab.Filter()).model_copy(update={"controller": "you"})
            ctx = _ctx(g, cid)
            x = sum(1 for o in in_play(g) if matches(g, o, f, ctx))
        best = max(best, x)
    return best


def _facing(g: GameState, source: int, cid: int) -> bool:
    """`cid` is a Character facing `source`: present in an opponent's Expedition facing one
    of the source's Expeditions (CR 1.2.3.c; Gigantic on either side: CR 7.4.4.b, g)."""
    from altered_tui.engine.characteristics import is_gigantic
    from altered_tui.engine.zones import expedition_members

    s, c = g.cards[source], g.cards[cid]
    if s.zone is not Zone.EXPEDITION or s.controller == c.controller:
        return False
    sides = list(Side) if is_gigantic(g, source) else [s.side]
    return any(cid in expedition_members(g, c.controller, side) for side in sides)  # type: ignore[arg-type]


def reaction_blocked(g: GameState, cid: int, reaction: Any) -> bool:
    """CR 7.3.1.e: a Reaction whose trigger "can't activate" does not, whether naturally or
    through another effect. Logs why when it is blocked."""
    from altered_tui.engine.characteristics import passives
    from altered_tui.engine.zones import card_label

    if not isinstance(reaction, ab.Reaction) or not g.cdef(cid).is_character:
        return False
    if g.cards[cid].zone is not Zone.EXPEDITION:
        return False
    for source, p in passives(g, "triggers_cant_activate"):
        if reaction.trigger.on in p.triggers and _facing(g, source, cid):
            log(g, "trigger", f"{card_label(g, cid)}'s Reaction can't activate: it faces "
                f"{card_label(g, source)}", rule="7.3.1.e", cause="Reactions",
                player=g.cards[cid].controller)
            return True
    return False


def expedition_blocked(g: GameState, player: int, side: Side) -> str | None:
    """Why an Expedition can't move forward because of a passive ability, if it can't:
    the other Expedition of the source's controller and the one facing it (CR 1.2.3.c) —
    none when the source is Gigantic (CR 7.4.4.k)."""
    from altered_tui.engine.characteristics import is_gigantic, passives

    for source, _p in passives(g, "expeditions_cant_move_forward"):
        s = g.cards[source]
        if s.zone is not Zone.EXPEDITION or s.side is None or is_gigantic(g, source):
            continue
        if side is s.side.other:
            return f"{g.cdef(source).name} keeps it from moving forward [2.3]"
    return None


def final_cost(g: GameState, cid: int, cost: int) -> int:
    """CR 5.1.2.e step 3: restrictions on the final cost, after increases and decreases:
    an opponent's "cards you play can't cost less than N"."""
    from altered_tui.engine.characteristics import passives
    from altered_tui.engine.effects import Context, matches

    player = g.cards[cid].owner
    for source, p in passives(g, "min_play_cost"):
        if g.cards[source].controller == player:
            continue
        f = p.filter.model_copy(update={"controller": "any"})
        if matches(g, cid, f, Context(controller=player, source=source)) and cost < p.minimum:
            cost = p.minimum
    return cost


def cant_be_played(g: GameState, cid: int) -> bool:
    """The card's own "I can't be played if ..." holds now for its owner."""
    from altered_tui.engine.effects import Context, condition_holds

    for a in g.cdef(cid).abilities:
        if isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.CantBePlayed):
            if condition_holds(g, a.effect.condition, Context(controller=g.cards[cid].owner, source=cid)):
                return True
    return False


