"""Steps that activate the {J} abilities of objects, or the {R} abilities of other cards as
if they were the source's (CR 7.3.1.b, d)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import dump, log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, select
from altered_tui.engine.objects import discard_abilities, exists
from altered_tui.engine.statics import reaction_blocked
from altered_tui.engine.triggers import (ability_condition_holds, activate_joins, grant_reaction,
                                         note_activation)


def resolve_activate_joins(g: GameState, frame: EffectFrame, step: ab.ActivateJoins) -> bool:
    if step.each_may:
        return activate_joins_each_may(g, frame, step)
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        activate_joins(g, cid)
    return True


def activate_joins_each_may(g: GameState, frame: EffectFrame, step: ab.ActivateJoins) -> bool:
    """CR 6.5.i: one object after the other, in the order they are in play (Hero Expedition,
    Companion Expedition, then Landmarks); CR 6.5.c: each one may be declined. Objects
    without {J} abilities are passed over, there being nothing to activate."""
    ctx = frame.ctx
    if "queue" not in frame.scratch:
        objs = select(g, frame, step.objects.model_copy(update={"ref": "each"}))
        frame.scratch["queue"] = [(cid, g.cards[cid].oid) for cid in objs or [] if _has_joins(g, cid)]
    queue = frame.scratch["queue"]
    while queue:
        cid, oid = queue[0]
        if not exists(g, cid, oid):
            queue.pop(0)
            continue
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "may",
                                 {"kind": "activate_joins", "cause": ctx.cause, "card": cid},
                                 [Action("yes"), Action("no")])
            return False
        if frame.answer_text == "yes":
            activate_joins(g, cid)
        else:
            log(g, "decline", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
                data={"who": ctx.controller})
        queue.pop(0)
        frame.answer_text = None
    return True


def resolve_activate_support(g: GameState, frame: EffectFrame, step: ab.ActivateSupport) -> bool:
    """CR 7.3.1.b, d: each selected object's {D} abilities (its support quick actions that
    discard it as their cost) happen, created by that object, without their cost."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        for a in discard_abilities(g, cid):
            grant_reaction(g, cid, list(a.effect), "support", "7.3.1.b")
            note_activation(g, "support")  # activated, though its cost is not paid
    return True


def resolve_next_activation(g: GameState, frame: EffectFrame, step: ab.NextActivation) -> bool:
    """An Ongoing Emblem for the rest of the turn (CR 2.2.14), used up in note_activation."""
    g.ongoing.append({"kind": "next_activation", "ability": step.ability,
                      "controller": frame.ctx.controller, "source": frame.ctx.source,
                      "steps": [dump(s) for s in step.steps]})
    return True


def _has_joins(g: GameState, cid: int) -> bool:
    return any(isinstance(a, ab.Reaction) and a.trigger.on == "joins" for a in g.cdef(cid).abilities)


def resolve_activate_their_reserve(g: GameState, frame: EffectFrame,
                                   step: ab.ActivateTheirReserve) -> bool:
    """CR 7.3.1.b: the {R} Reactions of the cards the last `send_to` step moved activate,
    each an Emblem created by the source as if the Reaction were its own (the exception the
    card makes to CR 7.3.1.d). With more of them than `step.count`, the controller picks;
    a Reaction whose own condition fails, or whose trigger can't activate on the source
    (CR 7.3.1.e), is not offered."""
    ctx = frame.ctx
    me = ctx.source
    if me is None or not exists(g, me, ctx.source_oid):
        return True
    if "left" not in frame.scratch:
        frame.scratch["left"] = [
            (cid, i) for cid in ctx.memo.get("sent", [])
            for i, r in enumerate(g.cdef(cid).abilities)
            if isinstance(r, ab.Reaction) and r.trigger.on == "played_from_reserve"
            and ability_condition_holds(g, r.condition, ctx.controller, False, source=me)
            and not reaction_blocked(g, me, r)]
        frame.scratch["taken"] = 0
    left: list[tuple[int, int]] = frame.scratch["left"]
    if frame.answer_text == "done":
        return True
    for picked in frame.picks:  # a card picked: its first {R} ability not yet activated
        k = next(k for k, (cid, _i) in enumerate(left) if cid == picked)
        _borrow(g, me, *left.pop(k))
        frame.scratch["taken"] += 1
    frame.picks.clear()
    need = step.count - frame.scratch["taken"]
    if need <= 0 or not left:
        return True
    if len(left) <= need and not step.up_to:
        for cid, i in list(left):
            _borrow(g, me, cid, i)
        return True
    cards = list(dict.fromkeys(cid for cid, _i in left))  # a card with two is offered again
    options = [Action("choose", cid, g.cdef(cid).name) for cid in cards]
    if step.up_to:
        options.append(Action("done"))
    g.pending = Decision(ctx.controller, "choose",
                         {"kind": "borrow_reserve", "cause": ctx.cause, "count": need}, options)
    return False


def _borrow(g: GameState, me: int, cid: int, index: int) -> None:
    reaction = g.cdef(cid).abilities[index]
    grant_reaction(g, me, reaction.effect, "borrowed", "7.3.1.b", source=cid)  # type: ignore[union-attr]
