"""Counters on me (also from the start of the game), and revealing the top card of your Deck
to play it or take it."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.effects import STATUS, EffectFrame, _exists
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import card_label, move, refill_deck_if_needed


def has_counters(g: GameState, cid: int | None, cc: ab.CounterCount) -> bool:
    """'I have N or more / less than N <name> counters' (CR 2.5)."""
    n = g.cards[cid].counters.get(cc.counter, 0) if cid is not None else 0
    if cc.at_least is not None and n < cc.at_least:
        return False
    if cc.less_than is not None and n >= cc.less_than:
        return False
    return True


def place_start_counters(g: GameState, hero: int) -> None:
    """CR 4.1.h: a Hero that begins the game with counters has them as it is placed."""
    for a in g.cdef(hero).abilities:
        if isinstance(a, ab.PassiveAbility) and isinstance(a.effect, ab.StartCounters):
            c = g.cards[hero]
            c.counters[a.effect.counter] = c.counters.get(a.effect.counter, 0) + a.effect.amount
            n = a.effect.amount
            log(g, "counters", f"{card_label(g, hero)} gains {n} {a.effect.counter.capitalize()} "
                f"counter{'s' if n > 1 else ''}", rule="4.1.h", cause="Setup", player=c.controller)


# --- steps ------------------------------------------------------------------------------

def _reveal_top(g: GameState, frame: EffectFrame, step: ab.RevealTop) -> bool:
    """The top card of your Deck is shown to both players (CR 3.1.3.f; 3.2.2.d refills first)."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    refill_deck_if_needed(g, ctx.controller, 1, ctx.cause)
    if not p.deck:
        ctx.it, ctx.it_oid = None, None
        return True
    cid = p.deck[0]
    ctx.it, ctx.it_oid = cid, g.cards[cid].oid
    g.revealed = [cid]
    log(g, "reveal_cards", f"{p.name} reveals {card_label(g, cid)} from the top of their Deck",
        rule="3.1.3.f", cause=ctx.cause, player=ctx.controller)
    return True


def _play_or_take_it(g: GameState, frame: EffectFrame, step: ab.PlayOrTakeIt) -> bool:
    """You may play "it" for free (CR 7.3.20) or put it into your hand; otherwise it stays."""
    from altered_tui.engine.playing import PlayCardFrame

    ctx = frame.ctx
    p = g.players[ctx.controller]
    cid = ctx.it
    if cid is None or not _exists(g, cid, ctx.it_oid) or not p.deck or p.deck[0] != cid:
        g.revealed = []
        return True
    d = g.cdef(cid)
    if frame.answer_text is None:
        opts = ([Action("expedition", dest=s.value) for s in Side] if d.goes_to_expedition
                else [Action("mode", arg="1 play it for free")])
        opts += [Action("mode", arg="2 put it into your hand"), Action("no")]
        g.pending = Decision(ctx.controller, "play_or_take",
                             f"{ctx.cause}: you may play {d.name} for free or put it into your hand", opts)
        return False
    g.revealed = []
    answer = frame.answer_text
    if answer == "no":
        log(g, "decline", f"{p.name} declines", rule="6.5.c", cause=ctx.cause, player=ctx.controller)
        return True
    if answer.startswith("mode 2"):
        move(g, cid, Zone.HAND)
        log(g, "put", f"{p.name} puts {card_label(g, cid)} into their hand", rule="6.5.c",
            cause=ctx.cause, player=ctx.controller)
        return True
    side = Side(answer.split("-> ")[1]) if d.goes_to_expedition else None
    g.stack.append(PlayCardFrame(cid, Zone.DECK, side, ctx.controller, free=True))
    return True


HANDLERS = {
    "reveal_top": _reveal_top,
    "play_or_take_it": _play_or_take_it,
}

__all__ = ["HANDLERS", "STATUS", "has_counters", "place_start_counters"]
