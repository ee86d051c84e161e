"""Steps on Expeditions: moving forward or backward, switching, 'can't move forward this
Day' (CR 7.3.17, 7.3.28)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.log import log
from altered_tui.engine.state import GameState
from altered_tui.engine.steps.effect import EffectFrame, answered_expedition, ask_expedition, select
from altered_tui.engine.adventure import move_backward, move_forward
from altered_tui.engine.objects import expedition_terrains
from altered_tui.engine.statics import expedition_blocked, facing_lock
from altered_tui.engine.triggers import fire_joined_my_expedition, fire_moved_by_effect, present_in
from altered_tui.engine.types import Side, Zone


def resolve_move_expedition(g: GameState, frame: EffectFrame, step: ab.MoveExpedition) -> bool:
    ctx = frame.ctx
    if step.expedition == "target":
        if frame.answer_text is None:
            ask_expedition(g, ctx.controller, {"kind": "move_forward" if step.direction == "forward"
                                               else "move_backward", "cause": ctx.cause})
            return False
        player, side = answered_expedition(ctx, frame.answer_text)
    else:
        side = Side(ctx.side) if ctx.side else Side.HERO
        player = ctx.controller if step.expedition == "mine" else 1 - ctx.controller
    if step.direction == "forward":
        why = expedition_blocked(g, player, side) or facing_lock(
            g, player, side, expedition_terrains(g, player, side), None)
        if why is not None:
            log(g, "no_move", rule="7.3.17", cause=ctx.cause, player=player,
                data={"via": "blocked", "who": player, "side": side.value, "blocked": why})
        elif move_forward(g, player, side, ctx.cause):
            log(g, "move_forward", rule="7.3.17.a", cause=ctx.cause, player=player,
                data={"who": player, "side": side.value})
            fire_moved_by_effect(g, player, side)
    else:
        move_backward(g, player, side, ctx.cause)
    return True


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
        exp[c.side].remove(cid)  # type: ignore[index]
        c.side = c.side.other  # type: ignore[union-attr]
        exp[c.side].append(cid)
        log(g, "switch", rule="7.3.28", cause=frame.ctx.cause, player=c.controller,
            data={"card": cid, "side": c.side.value})
        fire_joined_my_expedition(g, cid, before)  # a Gigantic one joins nothing (CR 7.4.4.m)
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

