"""Steps on Expeditions: moving forward or backward, switching, 'can't move forward this
Day' (CR 7.3.17, 7.3.28), Ascending (README rulings, Ascend)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import card_cause, log
from altered_tui.engine.objects import Context
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.leave_play import defect, send, stays_instead
from altered_tui.engine.steps.effect import (EffectFrame, answered_expedition, ask_expedition,
                                             push_steps, select)
from altered_tui.engine.adventure import move_backward, move_forward
from altered_tui.engine.objects import expedition_terrains, passives
from altered_tui.engine.statics import expedition_blocked, facing_lock, moving_replacement
from altered_tui.engine.characteristics import my_expeditions, present_in
from altered_tui.engine.triggers import (
    fire_joined_expedition, fire_joined_my_expedition, fire_moved_by_effect, fire_you,
)
from altered_tui.engine.types import SIDES, Side, Zone


def ask_instead(g: GameState, player: int, source: int) -> None:
    """CR 6.2.d: the controller of an optional 'discard me instead' states whether it applies."""
    g.pending = Decision(player, "may", {"kind": "move_instead", "card": source},
                         [Action("yes"), Action("no")])


def discard_instead(g: GameState, source: int, effect: ab.DiscardInsteadOfMoving, cause: str) -> None:
    """The Expedition does not move: the Permanent is discarded instead, and its effect
    follows (CR 6.2.b, 6.2.d)."""
    c = g.cards[source]
    player, oid, side = c.controller, c.oid, c.side
    log(g, "no_move", rule="6.2.d", cause=cause, player=player,
        data={"via": "discard_instead", "who": player, "side": side.value if side else "",
              "card": source})
    send(g, source, Zone.DISCARD, cause, rule="6.2.d")
    g.stack.append(EffectFrame(list(effect.then), Context(
        controller=player, source=source, source_oid=oid, cause=card_cause("card", source))))


def resolve_move_expedition(g: GameState, frame: EffectFrame, step: ab.MoveExpedition) -> bool:
    """Move the Expeditions the step names one region, one after the other; "mine" and "the
    one facing me" are both of them for a Gigantic source (CR 7.4.4.f-g)."""
    ctx = frame.ctx
    targets = frame.scratch.get("targets")
    if targets is None:
        if step.expedition == "that" and ctx.memo.get("expedition") is not None:
            targets = [list(ctx.memo["expedition"])]
        elif step.expedition in ("target", "that"):
            if frame.answer_text is None:
                ask_expedition(g, ctx.controller,
                               {"kind": "move_forward" if step.direction == "forward"
                                else "move_backward", "cause": ctx.cause},
                               [Action("expedition", dest=s.value, arg="yours") for s in Side]
                               if step.yours else None)
                return False
            player, side = answered_expedition(ctx, frame.answer_text)
            targets = [[player, side.value]]
        elif step.expedition == "its_other":
            if "moved" not in ctx.memo:
                return True
            targets = [[ctx.memo["moved"][0], Side(ctx.memo["moved"][1]).other.value]]
        else:
            player = ctx.controller if step.expedition == "mine" else 1 - ctx.controller
            mine = my_expeditions(g, ctx) or {Side.HERO}
            targets = [[player, side.value] for side in SIDES if side in mine]
        frame.scratch["targets"] = targets
    while frame.scratch.get("done", 0) < len(targets):
        player, side = targets[frame.scratch.get("done", 0)]
        if not _move_one(g, frame, step, player, Side(side)):
            return False  # its player is asked whether a Permanent replaces the move
        frame.scratch["done"] = frame.scratch.get("done", 0) + 1
        frame.answer_text = None
    return True


def _move_one(g: GameState, frame: EffectFrame, step: ab.MoveExpedition, player: int,
              side: Side) -> bool:
    """One Expedition moves (CR 7.3.16-17), unless something stops or replaces it; False
    while its player is asked whether a 'discard me instead' applies (CR 6.2.d)."""
    ctx = frame.ctx
    if step.direction == "forward":
        why = expedition_blocked(g, player, side) or facing_lock(
            g, player, side, expedition_terrains(g, player, side), None)
        instead = moving_replacement(g, player, side) if why is None else None
        if why is not None:
            log(g, "no_move", rule="7.3.17", cause=ctx.cause, player=player,
                data={"via": "blocked", "who": player, "side": side.value, "blocked": why})
        elif instead is not None and frame.answer_text != "no":
            if frame.answer_text != "yes":
                ask_instead(g, player, instead[0])
                return False
            discard_instead(g, instead[0], instead[1], ctx.cause)
        elif move_forward(g, player, side, ctx.cause):
            log(g, "move_forward", rule="7.3.17.a", cause=ctx.cause, player=player,
                data={"who": player, "side": side.value})
            fire_moved_by_effect(g, player, side)
            _then(g, frame, step, player, side)
    elif move_backward(g, player, side, ctx.cause):
        _then(g, frame, step, player, side)
    return True


def _then(g: GameState, frame: EffectFrame, step: ab.MoveExpedition, player: int, side: Side) -> None:
    """"If it does, ...": the steps that follow a move that happened, "it" the Expedition."""
    if step.then:
        frame.ctx.memo["moved"] = (player, side.value)
        push_steps(g, frame, step.then)


def resolve_switch_expeditions(g: GameState, frame: EffectFrame, step: ab.SwitchExpeditions) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        c = g.cards[cid]
        if c.zone is not Zone.EXPEDITION:
            continue
        exp = g.players[c.controller].expeditions
        before = present_in(g, cid)
        if len(before) == 1 and stays_instead(g, cid, frame.ctx.cause, sacrificed=False):
            continue  # switching is leaving one Expedition (CR 7.3.28.b): replaced (6.2.b)
        exp[c.side].remove(cid)  # type: ignore[index]
        c.side = c.side.other  # type: ignore[union-attr]
        exp[c.side].append(cid)
        log(g, "switch", rule="7.3.28", cause=frame.ctx.cause, player=c.controller,
            data={"card": cid, "side": c.side.value})
        fire_joined_my_expedition(g, cid, before)  # a Gigantic one joins nothing (CR 7.4.4.m)
    return True


def resolve_defect(g: GameState, frame: EffectFrame, step: ab.Defect) -> bool:
    """Each selected Character in an Expedition joins the Expedition facing it, and that
    Expedition's player controls it from now on (README: Rules notes): the same object, with
    its counters and statuses (CR 1.4.4.a); its owner is unchanged (CR 1.4.3.a)."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        defect(g, cid, frame.ctx.cause, frame.ctx.controller)
    return True


def resolve_take_control(g: GameState, frame: EffectFrame, step: ab.TakeControl) -> bool:
    """CR 7.5.4.a: each selected object in play, another player's, comes under the effect's
    controller: the same object in the same kind of zone (CR 1.4.4.a)."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    me = frame.ctx.controller
    for cid in objs:
        c = g.cards[cid]
        if c.controller == me or c.zone not in (Zone.EXPEDITION, Zone.LANDMARKS):
            continue
        old = c.controller
        if c.zone is Zone.LANDMARKS:
            g.players[old].landmarks.remove(cid)
            g.players[me].landmarks.append(cid)
        else:
            g.players[old].expeditions[c.side].remove(cid)  # type: ignore[index]
            if step.to_my_expedition and frame.ctx.side:  # the source's Expedition instead
                c.side = Side(frame.ctx.side)
            g.players[me].expeditions[c.side].append(cid)  # type: ignore[index]
        c.controller = me
        log(g, "take_control", rule="7.5.4.a", cause=frame.ctx.cause, player=me,
            data={"card": cid, "whom": old, "who": me})
        if g.cdef(cid).is_character:
            fire_joined_expedition(g, cid)
        else:
            fire_you(g, me, "permanent_joins_yours", it=cid, besides=cid)  # CR 7.5.8.a
    return True


def resolve_cant_move_forward(g: GameState, frame: EffectFrame, step: ab.CantMoveForward) -> bool:
    ctx = frame.ctx
    if step.expedition == "target":
        if frame.answer_text is None:
            ask_expedition(g, ctx.controller, {"kind": "stop_expedition", "cause": ctx.cause})
            return False
        player, side = answered_expedition(ctx, frame.answer_text)
        targets = [(player, side.value)]
    else:
        targets = [(p, s.value) for p in (0, 1) for s in Side]
    for player, side in targets:
        g.ongoing.append({"controller": ctx.controller, "kind": "cant_move", "player": player,
                          "side": side, "duration": "day", "cause": ctx.cause})
    if len(targets) == 1:
        log(g, "ongoing", rule="2.2.14", cause=ctx.cause, player=ctx.controller,
            data={"via": "cant_move", "whom": targets[0][0], "side": targets[0][1]})
    else:
        log(g, "ongoing", rule="2.2.14", cause=ctx.cause, player=ctx.controller,
            data={"via": "cant_move_all"})
    return True



def resolve_ascend(g: GameState, frame: EffectFrame, step: ab.Ascend) -> bool:
    """The Expedition(s) become Ascended until Rest: at Dusk a tie in a terrain of the region
    is enough for them to move forward (README rulings, Ascend; CR 4.2.4.e). One that is
    Ascended already stays so; the log says it was."""
    ctx = frame.ctx
    if step.expedition == "target":
        if frame.answer_text is None:
            ask_expedition(g, ctx.controller, {"kind": "ascend", "cause": ctx.cause})
            return False
        targets = [answered_expedition(ctx, frame.answer_text)]
    elif step.expedition == "both_yours":
        targets = [(ctx.controller, s) for s in Side]
    elif step.expedition == "hero":
        targets = [(ctx.controller, Side.HERO)]
    else:  # mine: the source's Expedition (both of a Gigantic one's, CR 7.4.4.f), or its
        # controller's Hero Expedition for a Hero
        mine = my_expeditions(g, ctx) or {Side.HERO}
        targets = [(ctx.controller, s) for s in SIDES if s in mine]
    for player, side in targets:
        ascend(g, player, side, ctx.cause)
    return True


def ascend(g: GameState, player: int, side: Side, cause: str) -> None:
    again = (player, side) in g.ascended
    if not again:
        g.ascended.append((player, side))
    log(g, "ascend", rule="4.2.4.e", cause=cause, player=player,
        data={"via": "again" if again else "", "who": player, "side": side.value})
    if again:  # "if one of your Ascended Expeditions would Ascend again, ... instead" (CR 6.2.b)
        for source, p in passives(g, "ascend_again_instead", player):
            c = g.cards[source]
            g.stack.append(EffectFrame(list(p.steps), Context(
                controller=c.controller, source=source, source_oid=c.oid,
                side=c.side.value if c.side else None, cause=card_cause("card", source))))
