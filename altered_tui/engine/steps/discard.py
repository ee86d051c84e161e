"""Discarding steps: Sabotage, from hand, the whole Reserve, a Mana Orb (CR 7.3.5, 7.3.24)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.characteristics import matches
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, ask_card, players_of, push_steps
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import move


def resolve_sabotage(g: GameState, frame: EffectFrame, step: ab.Sabotage) -> bool:
    """CR 7.3.24: discard up to one target card in a Reserve (yours included); the steps
    of "if you discarded a card this way" follow only then, "it" being that card."""
    if frame.answer_text == "done":
        push_steps(g, frame, step.otherwise)
        return True
    if not frame.picks:
        cards = g.players[0].reserve + g.players[1].reserve
        if step.max_reserve_cost is not None:
            cards = [c for c in cards if g.cdef(c).reserve_cost <= step.max_reserve_cost]
        if step.filter is not None:
            cards = [c for c in cards if matches(g, c, step.filter, frame.ctx)]
        if not cards:
            push_steps(g, frame, step.otherwise)
            return True
        g.pending = Decision(frame.ctx.controller, "target",
                             {"kind": "sabotage", "cause": frame.ctx.cause},
                             [Action("target", c, g.cdef(c).name) for c in cards] + [Action("done")])
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.DISCARD)
    log(g, "sabotage", rule="7.3.24", cause=frame.ctx.cause, player=frame.ctx.controller,
        data={"card": cid})
    if step.then:
        frame.ctx.it, frame.ctx.it_oid = cid, g.cards[cid].oid
        push_steps(g, frame, step.then)
    return True


def resolve_discard_from_hand(g: GameState, frame: EffectFrame, step: ab.DiscardFromHand) -> bool:
    """The affected player picks the cards; players act in initiative order (CR 1.4.5)."""
    ctx = frame.ctx
    order = [p for p in g.in_initiative_order() if p in players_of(ctx, step.who)]
    done = frame.scratch.setdefault("done", [])
    for player in order:
        if player in done:
            continue
        hand = g.players[player].hand
        picked = [c for c in frame.picks if c in hand]
        need = len(hand) if step.whole_hand else min(step.count, len(hand))
        if len(picked) < need and len(hand) > need:
            ask_card(g, player, {"kind": "discard_hand", "cause": ctx.cause},
                     [c for c in hand if c not in picked])
            return False
        chosen = picked if len(hand) > need else list(hand)
        for cid in chosen:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=ctx.cause, player=player,
                data={"via": "hand", "who": player, "card": cid})
        done.append(player)
    return True


def resolve_discard_reserve(g: GameState, frame: EffectFrame, step: ab.DiscardReserve) -> bool:
    ctx = frame.ctx
    order = [p for p in g.in_initiative_order() if p in players_of(ctx, step.who)]
    for player in order:
        for cid in list(g.players[player].reserve):
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=ctx.cause, player=player,
                data={"via": "reserve", "who": player, "card": cid})
    return True


def resolve_discard_mana_orb(g: GameState, frame: EffectFrame, step: ab.DiscardManaOrb) -> bool:
    """The controller chooses one of their orbs (they may look at them, CR 3.2.9.d); the
    card leaves the Mana zone face up for the Discard pile. `then` only if it was done
    (CR 6.5.f)."""
    ctx = frame.ctx
    orbs = g.players[ctx.controller].mana
    if not orbs:
        return True
    if not frame.picks and len(orbs) == 1:
        frame.picks.append(orbs[0])
    if not frame.picks:
        ask_card(g, ctx.controller, {"kind": "discard_orb", "cause": ctx.cause}, list(orbs))
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.DISCARD)
    log(g, "discard", rule="7.3.5", cause=ctx.cause, player=ctx.controller,
        data={"via": "mana", "who": ctx.controller, "card": cid})
    push_steps(g, frame, step.then)
    return True
