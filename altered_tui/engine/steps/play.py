"""Steps that play a card during an effect: the source itself or the revealed top card for
free (CR 7.3.20), or a card from hand or Reserve for less (CR 5.2.a)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action, offered, parse
from altered_tui.engine.card_index import index_for
from altered_tui.engine.characteristics import matches
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, choose_for_filter, push_steps
from altered_tui.engine.steps.leave_play import TARGET_PLAYER
from altered_tui.engine.objects import STATUS, Context, exists
from altered_tui.engine.playing import PlayCardFrame, exhausted_play_sides, play_actions, play_cost
from altered_tui.engine.statics import cant_be_played
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move, ready_orbs


def resolve_play_me_for_free(g: GameState, frame: EffectFrame, step: ab.PlayForFree) -> bool:
    """CR 7.3.20; CR 2.1.g lets the effect follow the card through its moves."""
    ctx = frame.ctx
    cid = ctx.source
    if cid is None or g.cards[cid].zone not in (Zone.RESERVE, Zone.HAND) or g.cards[cid].owner != ctx.controller:
        return True
    d = g.cdef(cid)
    if d.goes_to_expedition and frame.answer_text is None:
        g.pending = Decision(ctx.controller, "expedition",
                             {"kind": "card_expedition", "cause": ctx.cause, "card": cid},
                             [Action("expedition", dest=s.value) for s in Side])
        return False
    side = Side(frame.answer_text.split("-> ")[1]) if d.goes_to_expedition else None  # type: ignore[union-attr]
    status = STATUS[step.then_gains] if step.then_gains else Status.NONE
    g.stack.append(PlayCardFrame(cid, g.cards[cid].zone, side, ctx.controller, free=True,
                                 then_gains=status))
    return True


FREE_SCOUT = "free scout"  # a free play from hand that takes the card's Scout alternative


def free_plays(g: GameState, player: int, f: ab.Filter, ctx: Context | None = None
               ) -> list[Action]:
    """The player's cards in Hand and Reserve matching `f` that may be played now (an
    exhausted Reserve card only where a passive allows it, CR 2.4.5.c), into each Expedition;
    `ctx`: the effect's, where the filter speaks of "it"."""
    p = g.players[player]
    out = []
    ctx = ctx or Context(player)
    for where, cards in (("hand", p.hand), ("reserve", p.reserve)):
        for cid in cards:
            if not matches(g, cid, f, ctx, controller="any"):
                continue
            sides = tuple(s for s in index_for(g, cid).sides if not cant_be_played(g, cid, s))
            if where == "reserve" and g.cards[cid].status & Status.EXHAUSTED:
                sides = exhausted_play_sides(g, cid, player, sides)
            out += [offered("play", cid, g.cdef(cid).name, where, side, "free") for side in sides]
            if where == "hand" and g.cdef(cid).keywords.scout is not None:
                # for free, its Scout alternative is still chosen as it is declared (CR 7.3.20.a,
                # 5.1.2.c, remark of 7.4.5.d)
                out += [offered("play", cid, g.cdef(cid).name, where, side, FREE_SCOUT)
                        for side in sides]
    return out


def free_variant(a: Action) -> str:
    """The way a card offered by `free_plays` is declared: with Scout, or as it is."""
    return "scout" if a.arg == FREE_SCOUT else ""


def others_reserve_play(g: GameState, player: int, cid: int, oid: int | None) -> list[Action]:
    """'Play it for free' of a card in another player's Reserve (Brainwash) or hand: the player plays
    it from there into one of their own Expeditions, as its controller; its owner keeps it
    (CR 1.4.3.a). An exhausted card can't be played from Reserve (CR 2.4.5.c)."""
    c = g.cards[cid]
    if not exists(g, cid, oid) or c.zone not in (Zone.RESERVE, Zone.HAND) or c.owner == player \
            or (c.zone is Zone.RESERVE and c.status & Status.EXHAUSTED) or cant_be_played(g, cid):
        return []
    where = "reserve" if c.zone is Zone.RESERVE else "hand"  # Phoibos: from their hand
    return [offered("play", cid, g.cdef(cid).name, where, side, "free")
            for side in index_for(g, cid).sides]


def resolve_play_or_take_it(g: GameState, frame: EffectFrame, step: ab.PlayOrTakeIt) -> bool:
    """You may play "it" for free (CR 7.3.20) or put it into your hand; otherwise it stays."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    cid = ctx.it
    if cid is None or not exists(g, cid, ctx.it_oid) or not p.deck or p.deck[0] != cid:
        g.revealed = []
        return True
    d = g.cdef(cid)
    if frame.answer_text is None:
        opts = ([Action("expedition", dest=s.value) for s in Side] if d.goes_to_expedition
                else [Action("mode", arg="free")])
        opts += [Action("mode", arg="hand"), Action("no")]
        g.pending = Decision(ctx.controller, "play_or_take",
                             {"kind": "play_or_take", "cause": ctx.cause, "card": cid}, opts)
        return False
    g.revealed = []
    answer = frame.answer_text
    if answer == "no":
        log(g, "decline", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
        return True
    if answer == "mode hand":
        move(g, cid, Zone.HAND)
        log(g, "put", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
            data={"via": "into_hand", "who": ctx.controller, "card": cid})
        return True
    side = Side(answer.split("-> ")[1]) if d.goes_to_expedition else None
    g.stack.append(PlayCardFrame(cid, Zone.DECK, side, ctx.controller, free=True))
    return True


def resolve_play_now(g: GameState, frame: EffectFrame, step: ab.PlayNow) -> bool:
    """'(You may) immediately play a <card> for {N} less / for free': the plays the player
    could make of matching cards at that lower cost, or skipping it (CR 5.2.a, 5.1.2.e,
    7.3.20); the chosen one is played now, inside the effect, before the next player of
    "each player" chooses."""
    ctx = frame.ctx
    if step.who == "each":  # the controller first, then each opponent (CR 6.1.h)
        push_steps(g, frame, [step.model_copy(update={"who": "you"}),
                              step.model_copy(update={"who": "opponent"})])
        return True
    if step.who == "target_player" and not choose_for_filter(g, frame, TARGET_PLAYER):
        return False
    player = {"target_player": ctx.memo.get("player"), "opponent": 1 - ctx.controller
              }.get(step.who, ctx.controller)
    if frame.answer_text is None:
        # the filter may speak of "it" (a Hand Cost above the sacrificed card's)
        fctx = Context(player, ctx.source, it=ctx.it, it_oid=ctx.it_oid)
        offers = (free_plays(g, player, step.filter, fctx) if step.free
                  else play_actions(g, player, cheaper=step.reduce))
        if step.it and step.free and ctx.it is not None:
            offers += others_reserve_play(g, player, ctx.it, ctx.it_oid)
        plays = [a for a in offers
                 if a.card != ctx.source and (not step.it or a.card == ctx.it)
                 and (step.into is None or a.dest == step.into)
                 and matches(g, a.card, step.filter, fctx, controller="any")]
        if not plays and (not step.may or player == ctx.controller):
            return True  # nothing it could play: the step does nothing (CR 6.5.f)
        # another player who may play is asked even with nothing to play: whether they have
        # a card for it is theirs to know
        options = plays + ([Action("no")] if step.may else [])
        prompt = ({"kind": "may_play_free", "cause": ctx.cause} if step.free and step.may
                  else {"kind": "play_now", "cause": ctx.cause, "reduce": step.reduce})
        g.pending = Decision(player, "play_now", prompt, options)
        return False
    if frame.answer_text == "no":
        log(g, "decline", rule="6.5.c", cause=ctx.cause, player=player,
            data={"who": player})
        return True
    a = parse(frame.answer_text)
    side = Side(a.dest) if a.dest else None
    g.stack.append(PlayCardFrame(a.card, Zone(a.src), side, player,  # type: ignore[arg-type]
                                 variant=free_variant(a) if step.free else a.arg, free=step.free,
                                 cheaper=step.reduce, boosts=step.boosts, gains=step.gains))
    return True


def resolve_rush(g: GameState, frame: EffectFrame, step: ab.Rush) -> bool:
    """'You may Rush (to ...)' (README: Rules notes): the controller may play one other card
    matching the filter from hand or Reserve, at its usual costs (CR 5.1.1.d, 5.2.a), inside
    the effect; its Reactions wait for the end of the effect (CR 4.4.a). The card is played
    first, then `then` happens; with no card played, `otherwise` happens instead (CR 6.5.f)."""
    ctx = frame.ctx
    if frame.answer_text is None:
        mine = Context(ctx.controller, ctx.source)
        plays = [a for a in play_actions(g, ctx.controller)
                 if a.card != ctx.source and matches(g, a.card, step.filter, mine, controller="any")]
        if step.reserve_at_hand_cost:
            plays += at_hand_cost(g, ctx.controller, step.filter, mine)
        if plays:
            g.pending = Decision(ctx.controller, "play_now",
                                 {"kind": "rush", "cause": ctx.cause}, [*plays, Action("no")])
            return False
        log(g, "rush_none", rule="6.5.f", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
        push_steps(g, frame, step.otherwise)
        return True
    if frame.answer_text == "no":
        log(g, "decline", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
        push_steps(g, frame, step.otherwise)
        return True
    a = parse(frame.answer_text)
    push_steps(g, frame, step.then)  # they run once the card is played (CR 6.5.f)
    reserve_too = "one" if step.from_hand_activates_reserve else None  # CR 7.3.1.b
    g.stack.append(PlayCardFrame(a.card, Zone(a.src), Side(a.dest) if a.dest else None,  # type: ignore[arg-type]
                                 ctx.controller, variant=a.arg, from_reserve_too=reserve_too))
    return True


def at_hand_cost(g: GameState, player: int, f: ab.Filter, ctx: Context) -> list[Action]:
    """The player's Reserve cards matching `f` that they could play now paying their Hand
    Cost instead of their Reserve Cost (the `hand_cost` variant of `play_cost`)."""
    orbs = len(ready_orbs(g, player))
    out = []
    for cid in g.players[player].reserve:
        if cid == ctx.source or not matches(g, cid, f, ctx, controller="any") or \
                cant_be_played(g, cid):
            continue
        sides = index_for(g, cid).sides
        if g.cards[cid].status & Status.EXHAUSTED:
            sides = exhausted_play_sides(g, cid, player, sides)
        out += [offered("play", cid, g.cdef(cid).name, "reserve", side, "hand_cost")
                for side in sides
                if play_cost(g, cid, Zone.RESERVE, "hand_cost", side=side or None) <= orbs]
    return out
