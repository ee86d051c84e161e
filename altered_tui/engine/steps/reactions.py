"""Steps that activate the {J} abilities of objects (CR 7.3.1.b, d)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, select
from altered_tui.engine.objects import exists
from altered_tui.engine.triggers import activate_joins


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


def _has_joins(g: GameState, cid: int) -> bool:
    return any(isinstance(a, ab.Reaction) and a.trigger.on == "joins" for a in g.cdef(cid).abilities)
