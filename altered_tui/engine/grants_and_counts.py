"""Granted Reactions, counted quantities, base statistics
and 'for each ..., you may activate its {J} abilities'.

The hooks that call into this module are one-liners in effects.py, reactions.py and
playing.py; everything they need lives here.
"""

from __future__ import annotations

from typing import Any, Iterator

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import Side, Zone


# --- counted quantities --------------------------------------------------------------------

def characters_controlled(g: GameState, player: int) -> list[int]:
    """Characters a player controls: those in their Expeditions (cards in Reserve are not
    controlled, CR 1.2.3)."""
    p = g.players[player]
    return [cid for side in Side for cid in p.expeditions[side] if g.cdef(cid).is_character]


def hand_cost_limit(g: GameState, f: ab.Filter, controller: int) -> int | None:
    """The X of 'Hand Cost X or less, where X is ...', counted when the step happens."""
    if f.max_hand_cost_from == "characters_you_control":
        return len(characters_controlled(g, controller))
    return None


def boost_amount(g: GameState, step: ab.Boost, controller: int) -> int | None:
    """'I gain N boosts for each card in your Reserve / in each player's Reserve' (CR 6.5.i)."""
    if step.amount_from == "my_reserve":
        return step.amount * len(g.players[controller].reserve)
    if step.amount_from == "each_reserve":
        return step.amount * sum(len(p.reserve) for p in g.players)
    return None


def zero_base_stats(g: GameState, player: int) -> int:
    """How many base statistics of 0 there are among the Characters a player controls: the
    printed (or token-defined) values, boosts and other modifications left out (CR 2.3.1.a-b,
    2.5.1.b)."""
    total = 0
    for cid in characters_controlled(g, player):
        d = g.cdef(cid)
        total += sum(1 for v in (d.forest, d.mountain, d.water) if v == 0)
    return total


def step_condition_holds(g: GameState, cond: ab.StepCondition, controller: int) -> bool:
    if cond.zero_base_stats is not None and zero_base_stats(g, controller) < cond.zero_base_stats:
        return False
    return True


def in_other_expedition(g: GameState, cid: int, controller: int, source: int | None,
                        source_side: str | None) -> bool:
    """'In your other Expedition': the Expedition of the ability's controller that is not the
    source's. A Gigantic source has no other Expedition (CR 7.4.4.k); a Gigantic object is
    in both Expeditions of its controller (CR 7.4.4.a)."""
    from altered_tui.engine.characteristics import is_gigantic

    c = g.cards[cid]
    if c.controller != controller or source_side is None or c.zone is not Zone.EXPEDITION or c.side is None:
        return False
    if source is not None and g.cards[source].zone is Zone.EXPEDITION and is_gigantic(g, source):
        return False
    return c.side.value != source_side or is_gigantic(g, cid)


# --- granted Reactions ---------------------------------------------------------------------

def granted_reactions(g: GameState, cid: int, on: str) -> Iterator[tuple[int, int, ab.Reaction]]:
    """Reactions that working passive abilities give this object in play:
    (granting object, index of the passive among its abilities, Reaction)."""
    from altered_tui.engine.characteristics import _matches_kind

    c = g.cards[cid]
    if c.zone not in (Zone.EXPEDITION, Zone.LANDMARKS):
        return  # CR 2.3.1.h: passive abilities only affect objects in play
    for source, index, grant in _grants(g, c.controller):
        if grant.ability.trigger.on == on and _matches_kind(g, cid, grant.to):
            yield source, index, grant.ability


def _grants(g: GameState, player: int) -> Iterator[tuple[int, int, Any]]:
    p = g.players[player]
    sources = [*p.expeditions[Side.HERO], *p.expeditions[Side.COMPANION], *p.landmarks]
    if p.hero is not None:
        sources.append(p.hero)
    for source in sources:
        for i, a in enumerate(g.cdef(source).abilities):
            if isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.GrantAbility):
                yield source, i, a.effect


def fire_granted(g: GameState, cid: int, on: str) -> None:
    """An object's granted Reactions activate as its own (CR 7.3.1.d): the Emblem is created
    by the object, whose 'I' they speak of."""
    from altered_tui.engine.log import log
    from altered_tui.engine.reactions import DAILY_CAP, Emblem
    from altered_tui.engine.zones import card_label

    c = g.cards[cid]
    for source, index, reaction in list(granted_reactions(g, cid, on)):
        key = f"{c.oid}:g{g.cards[source].oid}:{index}"
        count = g.reaction_counts.get(key, 0)
        if count >= DAILY_CAP:  # CR 6.3.l
            log(g, "cap", f"{card_label(g, cid)}'s reaction has activated {DAILY_CAP} times today",
                rule="6.3.l", cause="Reactions", player=c.controller)
            continue
        g.reaction_counts[key] = count + 1
        g.emblems.append(Emblem(g.next_emblem, c.controller, cid, c.oid, -1, False,
                                side=c.side.value if c.side else None, granted=list(reaction.effect)))
        g.next_emblem += 1
        log(g, "trigger", f"{card_label(g, cid)} triggers: a Reaction waits in Limbo",
            rule="6.3.g", cause="Reactions", player=c.controller)


# --- 'for each ..., you may activate its {J} abilities' ------------------------------------

def activate_joins_each_may(g: GameState, frame: Any, step: ab.ActivateJoins) -> bool:
    """CR 6.5.i: one object after the other, in the order they are in play (Hero Expedition,
    Companion Expedition, then Landmarks); CR 6.5.c: each one may be declined. Objects
    without {J} abilities are passed over, there being nothing to activate."""
    from altered_tui.engine.effects import _exists, select
    from altered_tui.engine.log import log
    from altered_tui.engine.reactions import activate_joins

    ctx = frame.ctx
    if "queue" not in frame.scratch:
        objs = select(g, frame, step.objects.model_copy(update={"ref": "each"}))
        frame.scratch["queue"] = [(cid, g.cards[cid].oid) for cid in objs or [] if _has_joins(g, cid)]
    queue = frame.scratch["queue"]
    while queue:
        cid, oid = queue[0]
        if not _exists(g, cid, oid):
            queue.pop(0)
            continue
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "may",
                                 f"{ctx.cause}: you may activate the {{J}} abilities of {g.cdef(cid).name}",
                                 [Action("yes"), Action("no")])
            return False
        if frame.answer_text == "yes":
            activate_joins(g, cid)
        else:
            log(g, "decline", f"{g.players[ctx.controller].name} declines", rule="6.5.c",
                cause=ctx.cause, player=ctx.controller)
        queue.pop(0)
        frame.answer_text = None
    return True


def _has_joins(g: GameState, cid: int) -> bool:
    return any(isinstance(a, ab.Reaction) and a.trigger.on == "joins" for a in g.cdef(cid).abilities)
