"""Putting cards from hand, Reserve or Discard pile in another personal zone, exchanging a
Reserve card with a card from hand (CR 7.3.21, 7.3.23, 7.3.9, 2.1.f)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.actions import Action, offered
from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.steps.effect import EffectFrame, ask_card, choose_for_filter, players_of
from altered_tui.engine.characteristics import matches
from altered_tui.engine.objects import Context, exists
from altered_tui.engine.triggers import fire_self, fire_you
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import draw, exhaust, move


def resolve_put_from_hand(g: GameState, frame: EffectFrame, step: ab.PutFromHand) -> bool:
    """The player concerned (you, or target opponent) puts a card of their choice from their
    own hand (CR 3.2.5.c)."""
    if step.may or step.who == "each":
        return _each_may_put_from_hand(g, frame, step)
    ctx = frame.ctx
    if step.who == "target_player":  # chosen once, as the step begins (CR 6.5.a)
        if not choose_for_filter(g, frame, ab.Filter(by_target_player=True)):
            return False
        who = ctx.memo["player"]
    else:
        who = ctx.controller if step.who == "you" else 1 - ctx.controller
    hand = [c for c in g.players[who].hand if put_matches(g, ctx, c, step)]
    if not hand:
        return True
    if not frame.picks and len(hand) == 1:
        frame.picks.append(hand[0])  # a forced choice is not a decision
    if not frame.picks:
        ask_card(g, who, {"kind": "put_from_hand", "cause": ctx.cause, "zone": step.zone}, hand)
        return False
    card = frame.picks[0]
    _put_from_hand(g, ctx, card, who, step.zone)
    if step.then_exhaust and g.cards[card].zone is Zone.RESERVE and exhaust(g, card):
        log(g, "exhaust", rule="7.3.10", cause=ctx.cause, player=who, data={"card": card})
        fire_you(g, who, "you_exhaust_reserve_card", it=card)  # CR 7.3.11.a
    if step.then_draw:  # "If you do, draw": a card was put
        draw(g, who, step.then_draw, cause=ctx.cause)
    return True


def put_matches(g: GameState, ctx: Context, cid: int, step: ab.PutFromHand) -> bool:
    """A card of the hand the step may put: any, or one matching its filter ("a Spell")."""
    return step.filter is None or matches(g, cid, step.filter, ctx, controller="any")


def _each_may_put_from_hand(g: GameState, frame: EffectFrame, step: ab.PutFromHand) -> bool:
    """'Each player may put a card from their hand in Reserve [to draw a card]': in
    initiative order, each player concerned picks a card (or declines, with `may`), and it is
    put there before the next one chooses (CR 6.1.h)."""
    ctx, s = frame.ctx, frame.scratch
    order = [p for p in g.in_initiative_order() if p in players_of(ctx, step.who)]
    while s.setdefault("asked", 0) < len(order):
        player = order[s["asked"]]
        hand = g.players[player].hand
        if frame.picks or frame.answer_text == "no" or not hand:
            if frame.picks:
                _put_from_hand(g, ctx, frame.picks[0], player, step.zone)
                if step.then_draw:
                    draw(g, player, step.then_draw, cause=ctx.cause)
            elif frame.answer_text == "no":
                log(g, "decline", rule="6.5.c", cause=ctx.cause, player=player, data={"who": player})
            frame.picks, frame.answer_text = [], None
            s["asked"] += 1
            continue
        options = [offered("choose", c, g.cdef(c).name) for c in hand]
        g.pending = Decision(player, "choose",
                             {"kind": "put_from_hand", "cause": ctx.cause, "zone": step.zone},
                             options + ([Action("no")] if step.may else []))
        return False
    return True


def _put_from_hand(g: GameState, ctx: Context, cid: int, player: int, to: str) -> None:
    zone = Zone.RESERVE if to == "reserve" else Zone.MANA
    move(g, cid, zone, status=Status.EXHAUSTED if zone is Zone.MANA else Status.NONE)
    ctx.it, ctx.it_oid = cid, g.cards[cid].oid  # "If it's a ..." speaks of the card put
    log(g, "put", rule="7.3.21", cause=ctx.cause, player=player,
        private_to=player if zone is Zone.MANA else None, hidden=("card",),
        data={"who": player, "via": "hand", "card": cid, "zone": zone.value})
    if zone is Zone.RESERVE:
        fire_self(g, cid, "goes_to_reserve", from_zone=Zone.HAND)


def resolve_reserve_to_hand(g: GameState, frame: EffectFrame, step: ab.ReserveToHand) -> bool:
    ctx = frame.ctx
    cards = [c for c in g.players[ctx.controller].reserve
             if c != ctx.source and matches(g, c, step.filter, ctx, controller="any")]
    if not cards:
        return True
    if not frame.picks and len(cards) == 1:
        frame.picks.append(cards[0])  # a forced choice is not a decision
    if not frame.picks:
        ask_card(g, ctx.controller, {"kind": "reserve_to_hand", "cause": ctx.cause}, cards)
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.HAND)
    log(g, "return", rule="7.3.23", cause=ctx.cause, player=ctx.controller,
        data={"card": cid, "who": ctx.controller})
    return True


def resolve_put_me_in(g: GameState, frame: EffectFrame, step: ab.PutMeIn) -> bool:
    """CR 2.1.f: the Reaction finds its card in the visible zone the trigger's event moved
    it to; if the card has moved again since, it is out of reach (CR 1.4.4)."""
    ctx = frame.ctx
    cid = ctx.source
    if step.zone == "mana" and cid is not None and g.cards[cid].zone is Zone.LIMBO:
        return _spell_to_mana(g, frame)
    if step.zone == "mana":
        return _me_to_mana(g, frame)
    if cid is None or ctx.moved_oid is None or g.cards[cid].oid != ctx.moved_oid:
        return True
    src = g.cards[cid].zone
    if step.zone == "mana":  # from where the trigger's move put me: an exhausted Orb (3.2.9.b)
        if src in (Zone.RESERVE, Zone.DISCARD):
            move(g, cid, Zone.MANA, status=Status.EXHAUSTED)
            log(g, "put", rule="3.2.9.b", cause=ctx.cause, player=g.cards[cid].owner,
                data={"via": "to_mana", "card": cid})
        return True
    if src not in (Zone.DISCARD, Zone.MANA):
        return True  # already in Reserve, or somewhere this step does not take cards from
    move(g, cid, Zone.RESERVE)
    log(g, "put", rule="2.1.f", cause=ctx.cause, player=g.cards[cid].owner,
        data={"via": "to_reserve", "card": cid, "zone": src.value})
    fire_self(g, cid, "goes_to_reserve", from_zone=src)
    return True


def _me_to_mana(g: GameState, frame: EffectFrame) -> bool:
    """'Put me in my owner's Mana zone' of a Character or Permanent, as an exhausted Mana Orb
    (CR 3.2.9.b): from play, as it leaves the Expedition zone; or from the Reserve or Discard
    pile where it is the Reaction's object (say after "when I go to Reserve") or where the
    trigger's event moved it (CR 2.1.f). Once it has moved again, it is out of reach."""
    ctx = frame.ctx
    cid = ctx.source
    if cid is None or g.cards[cid].oid not in {ctx.source_oid, ctx.moved_oid} - {None}:
        return True
    c = g.cards[cid]
    if c.zone in (Zone.EXPEDITION, Zone.LANDMARKS):
        send(g, cid, Zone.MANA, ctx.cause, "3.2.9.b")
    elif c.zone in (Zone.RESERVE, Zone.DISCARD):
        src = c.zone
        move(g, cid, Zone.MANA, status=Status.EXHAUSTED)
        log(g, "put", rule="3.2.9.b", cause=ctx.cause, player=c.owner,
            data={"via": "to_mana", "card": cid, "zone": src.value})
    return True


def _spell_to_mana(g: GameState, frame: EffectFrame) -> bool:
    """'Then put me in your Mana Orbs': the resolving Spell, still in Limbo, becomes an
    exhausted Mana Orb (CR 3.2.9.b); it no longer leaves Limbo for Reserve or Discard."""
    ctx = frame.ctx
    cid = ctx.source
    if cid is None or not exists(g, cid, ctx.source_oid) or g.cards[cid].zone is not Zone.LIMBO:
        return True
    move(g, cid, Zone.MANA, status=Status.EXHAUSTED)
    log(g, "put", rule="3.2.9.b", cause=ctx.cause, player=g.cards[cid].owner,
        data={"via": "to_mana", "card": cid})
    return True


def resolve_exchange_reserve_hand(g: GameState, frame: EffectFrame,
                                  step: ab.ExchangeReserveHand) -> bool:
    """CR 7.3.9: the target Reserve card and a card from hand swap zones at once; if either
    cannot be determined, the exchange does not happen (7.3.9.b)."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    reserve = [c for c in p.reserve if c != ctx.source and matches(g, c, step.filter, ctx, controller="any")]
    if not reserve or not p.hand:
        log(g, "exchange", rule="7.3.9.b", cause=ctx.cause, player=ctx.controller,
            data={"via": "nothing", "who": ctx.controller})
        return True
    picked = [c for c in frame.picks if c in reserve][:1]
    if not picked:
        if len(reserve) > 1:
            ask_card(g, ctx.controller, {"kind": "exchange_reserve", "cause": ctx.cause}, reserve)
            return False
        picked = reserve
    from_hand = [c for c in frame.picks if c in p.hand][:1]
    if not from_hand:
        if len(p.hand) > 1:
            ask_card(g, ctx.controller, {"kind": "exchange_hand", "cause": ctx.cause},
                     list(p.hand))
            return False
        from_hand = list(p.hand)
    out, into = picked[0], from_hand[0]
    move(g, out, Zone.HAND)
    move(g, into, Zone.RESERVE)
    log(g, "exchange", rule="7.3.9.a", cause=ctx.cause, player=ctx.controller,
        data={"who": ctx.controller, "card": out, "for_card": into})
    fire_self(g, into, "goes_to_reserve", from_zone=Zone.HAND)
    return True
