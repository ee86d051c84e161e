"""Steps on the top of the Deck: drawing, Resupply, Deck to Mana, revealing (CR 7.3.7,
7.3.22, 3.2.9.b, 3.1.3.f)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action, offered, parse
from altered_tui.engine.card_index import index_for
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import (
    EffectFrame, ask_card, choose_for_filter, players_of, push_steps,
)
from altered_tui.engine.characteristics import matches
from altered_tui.engine.objects import STATUS, Context, passives
from altered_tui.engine.playing import PlayCardFrame
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.statics import cant_be_played
from altered_tui.engine.triggers import fire_gift, fire_joined_expedition, fire_self, fire_you
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import draw, move, refill_deck_if_needed




def of_it(g: GameState, ctx: Context, who: str) -> list[int]:
    """The players a step names: "its controller" and "its owner" are those of "it", even
    after it left play (CR 2.1.d); nobody when there is no "it"."""
    if who in ("its_controller", "its_owner"):
        if ctx.it is None:
            return []
        c = g.cards[ctx.it]
        return [c.controller if who == "its_controller" else c.owner]
    if who == "facing_it":  # the Expedition facing the one "it" is in (CR 1.2.3.c)
        if ctx.it is None or g.cards[ctx.it].zone is not Zone.EXPEDITION:
            return []
        return [1 - g.cards[ctx.it].controller]
    return players_of(ctx, who)


def resolve_draw(g: GameState, frame: EffectFrame, step: ab.Draw) -> bool:
    count = quantity(g, step.count, frame.ctx, frame.die)
    for p in of_it(g, frame.ctx, step.who):
        if count:
            draw(g, p, count, cause=frame.ctx.cause)
    return True


def resupply(g: GameState, player: int, cause: str, exhausted: bool = False) -> int | None:
    """CR 7.3.22: the top card of the Deck goes to Reserve (refilling first, 7.3.22.b)."""
    refill_deck_if_needed(g, player, 1, cause)
    p = g.players[player]
    if not p.deck:
        return None
    cid = p.deck[0]
    move(g, cid, Zone.RESERVE, status=Status.EXHAUSTED if exhausted else Status.NONE)
    log(g, "resupply", rule="7.3.11" if exhausted else "7.3.22", cause=cause, player=player,
        data={"via": "exhausted" if exhausted else "", "who": player, "card": cid})
    fire_you(g, player, "opponent_draws_or_resupplies", opponents=True)
    fire_you(g, player, "you_resupply")  # "when you Resupply" (CR 7.3.22)
    fire_gift(g, player, {"kind": "resupply", "exhausted": exhausted}, cause)  # README: Gift
    fire_self(g, cid, "goes_to_reserve", from_zone=Zone.DECK)  # "when I go to Reserve"
    if exhausted:  # CR 7.3.11.a: the player who Resupplies exhausts the card
        fire_you(g, player, "you_exhaust_reserve_card", it=cid)
    return cid


TARGET_PLAYER = ab.Filter(by_target_player=True)  # asks for the target player, once per effect


def resolve_resupply(g: GameState, frame: EffectFrame, step: ab.Resupply) -> bool:
    if step.may:
        return _may_resupply(g, frame, step)
    if step.who == "target_player":  # CR 6.5.a: chosen first
        if not choose_for_filter(g, frame, TARGET_PLAYER):
            return False
        who = [frame.ctx.memo["player"]]
    else:
        who = of_it(g, frame.ctx, step.who)
    jobs = [p for p in who for _ in range(step.count)]
    if step.becomes_it:
        frame.ctx.it, frame.ctx.it_oid = None, None
        before = set(g.players[frame.ctx.controller].reserve)
    if not _resupply_each(g, frame, jobs, step.exhausted):
        return False
    if step.becomes_it:
        new = [c for c in g.players[frame.ctx.controller].reserve if c not in before]
        if new:
            frame.ctx.it, frame.ctx.it_oid = new[-1], g.cards[new[-1]].oid
    return True


def _may_resupply(g: GameState, frame: EffectFrame, step: ab.Resupply) -> bool:
    """'[Players] may Resupply [N times]': for each time, every player concerned answers in
    initiative order, knowing the earlier answers (CR 6.1.h); then those who said yes
    Resupply together, before the next time is asked (CR 6.5.i)."""
    s = frame.scratch
    order = [p for p in g.in_initiative_order() if p in of_it(g, frame.ctx, step.who)]
    while s.setdefault("round", 0) < step.count:
        if "jobs" not in s:
            answers = s.setdefault("answers", [])
            if frame.answer_text in ("yes", "no"):
                answers.append(frame.answer_text == "yes")
                if frame.answer_text == "no":
                    who = order[len(answers) - 1]
                    log(g, "decline", rule="6.5.c", cause=frame.ctx.cause, player=who,
                        data={"who": who})
                frame.answer_text = None
            if len(answers) < len(order):
                g.pending = Decision(order[len(answers)], "may",
                                     {"kind": "may", "cause": frame.ctx.cause,
                                      "steps": [ab.Resupply.model_construct(  # no validator run (card_index.me_select)
                                          kind="resupply", exhausted=step.exhausted)]},
                                     [Action("yes"), Action("no")])
                return False
            s["jobs"] = [p for p, yes in zip(order, answers) if yes]
        if not _resupply_each(g, frame, s["jobs"], step.exhausted):
            return False
        s["round"] += 1
        for key in ("jobs", "answers", "done"):
            s.pop(key, None)
    return True


def _resupply_each(g: GameState, frame: EffectFrame, jobs: list[int], exhausted: bool) -> bool:
    """Each listed player Resupplies once, in order (False while a choice is pending)."""
    done = frame.scratch.setdefault("done", 0)
    while done < len(jobs):
        player = jobs[done]
        if passives(g, "resupply_reveal", player):
            if not _resupply_reveal(g, frame, player, exhausted):
                return False
        else:
            resupply(g, player, frame.ctx.cause, exhausted)
        done += 1
        frame.scratch["done"] = done
        frame.scratch.pop("revealed", None)
        frame.answer_text, frame.picks = None, []
    return True


def _resupply_reveal(g: GameState, frame: EffectFrame, player: int, exhausted: bool) -> bool:
    """A Resupply replaced by: reveal the top two cards, one to Reserve, the other discarded."""
    p = g.players[player]
    if "revealed" not in frame.scratch:
        refill_deck_if_needed(g, player, 2, frame.ctx.cause)
        frame.scratch["revealed"] = list(p.deck[:2])
        if not any(r.look for _s, r in passives(g, "resupply_reveal", player)):
            g.revealed = list(frame.scratch["revealed"])  # both see them while one is chosen
            log(g, "reveal_cards", rule="6.2.b", cause=frame.ctx.cause, player=player,
                data={"via": "resupply", "who": player, "cards": list(frame.scratch["revealed"])})
    revealed = frame.scratch["revealed"]
    if len(revealed) == 2 and not frame.picks:
        ask_card(g, player, {"kind": "revealed_to_reserve", "cause": frame.ctx.cause}, revealed)
        return False
    keep = frame.picks[0] if frame.picks else (revealed[0] if revealed else None)
    g.revealed = []
    for cid in revealed:
        if cid == keep:
            move(g, cid, Zone.RESERVE, status=Status.EXHAUSTED if exhausted else Status.NONE)
            log(g, "resupply", rule="7.3.22", cause=frame.ctx.cause, player=player,
                data={"via": "kept", "card": cid})
            fire_self(g, cid, "goes_to_reserve", from_zone=Zone.DECK)
        else:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=frame.ctx.cause, player=player,
                data={"card": cid})
    return True


def deck_to_mana(g: GameState, player: int, count: int, cause: str) -> int:
    """CR 3.2.9.b: the top card(s) of the Deck go face down and exhausted to the Mana zone;
    they are not revealed, so only their owner (CR 3.2.9.d) reads their names."""
    p = g.players[player]
    put = []
    for _ in range(count):
        refill_deck_if_needed(g, player, 1, cause)  # CR 3.2.2.d
        if not p.deck:
            break
        cid = p.deck[0]
        move(g, cid, Zone.MANA, status=Status.EXHAUSTED)
        put.append(cid)
    if put:
        log(g, "mana", rule="3.2.9.b", cause=cause, player=player, private_to=player,
            hidden=("cards",), data={"who": player, "via": "deck", "count": len(put), "cards": put})
    return len(put)


def resolve_deck_to_mana(g: GameState, frame: EffectFrame, step: ab.DeckToMana) -> bool:
    for player in g.in_initiative_order():  # CR 1.4.5
        if player in players_of(frame.ctx, step.who):
            deck_to_mana(g, player, step.count, frame.ctx.cause)
    return True


def reveal_top_card(g: GameState, player: int, cause: str) -> int | None:
    """The top card of the player's Deck is shown to both players (CR 3.1.3.f; 3.2.2.d
    refills first); None with no card."""
    p = g.players[player]
    refill_deck_if_needed(g, player, 1, cause)
    if not p.deck:
        return None
    cid = p.deck[0]
    g.revealed = [cid]
    log(g, "reveal_cards", rule="3.1.3.f", cause=cause, player=player,
        data={"via": "top", "who": player, "card": cid})
    return cid


def resolve_reveal_top(g: GameState, frame: EffectFrame, step: ab.RevealTop) -> bool:
    ctx = frame.ctx
    cid = reveal_top_card(g, ctx.controller, ctx.cause)
    ctx.it, ctx.it_oid = cid, (g.cards[cid].oid if cid is not None else None)
    return True


def resolve_revealed_to(g: GameState, frame: EffectFrame, step: ab.RevealedTo) -> bool:
    """The revealed top card goes to the hand, drawn (CR 7.3.7), or is discarded (CR 7.3.5)."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    cid = ctx.it
    if cid is None or not p.deck or p.deck[0] != cid or g.cards[cid].oid != ctx.it_oid:
        g.revealed = []
        return True
    if step.zone == "play":
        return _play_revealed(g, frame, cid)
    g.revealed = []
    if step.zone == "hand":
        draw(g, ctx.controller, 1, cause=ctx.cause)
    elif step.zone == "reserve":  # put there, not Resupplied (CR 3.2.10)
        move(g, cid, Zone.RESERVE)
        log(g, "put", rule="3.2.10", cause=ctx.cause, player=ctx.controller,
            data={"via": "to_reserve", "card": cid, "zone": Zone.DECK.value})
        fire_self(g, cid, "goes_to_reserve", from_zone=Zone.DECK)
    else:
        move(g, cid, Zone.DISCARD)
        log(g, "discard", rule="7.3.5", cause=ctx.cause, player=ctx.controller, data={"card": cid})
    return True


def _play_revealed(g: GameState, frame: EffectFrame, cid: int) -> bool:
    """Play the revealed card from the Deck for free (CR 7.3.20), into the Expedition its
    controller picks if it goes to one."""
    ctx = frame.ctx
    side = None
    if g.cdef(cid).goes_to_expedition:
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "expedition",
                                 {"kind": "card_expedition", "cause": ctx.cause, "card": cid},
                                 [Action("expedition", dest=s.value) for s in Side])
            return False
        side = Side(frame.answer_text.split("-> ")[1])
    g.revealed = []
    g.stack.append(PlayCardFrame(cid, Zone.DECK, side, ctx.controller, free=True))
    return True


def resolve_put_revealed(g: GameState, frame: EffectFrame, step: ab.PutRevealed) -> bool:
    """Reveal the top cards (visible to both players, CR 3.1.3.f); choose up to `count` matching
    cards one at a time, each with its Expedition; they are put there (not played: no {H},
    CR 6.3.d: their {J} activate); the other revealed cards are discarded."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    s = frame.scratch
    if "revealed" not in s:
        refill_deck_if_needed(g, ctx.controller, step.reveal, ctx.cause)
        s["revealed"], s["put"] = list(p.deck[:step.reveal]), []
        g.revealed = list(s["revealed"])
        log(g, "reveal_cards", rule="3.1.3.f", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller, "cards": list(s["revealed"])})
    revealed, put = s["revealed"], s["put"]
    f = step.filter.model_copy(update={"controller": "any"})
    if frame.answer_text is not None and frame.answer_text.startswith("expedition") and s.get("card"):
        cid = s.pop("card")
        side = Side(frame.answer_text.split("-> ")[1])
        status = STATUS[step.then_gains] if step.then_gains else Status.NONE
        move(g, cid, Zone.EXPEDITION, side=side, controller=ctx.controller, status=status)
        put.append(cid)
        log(g, "put", rule="7.3.21", cause=ctx.cause, player=ctx.controller,
            data={"via": "expedition", "who": ctx.controller, "card": cid, "side": side.value})
        fire_self(g, cid, "joins")
        fire_joined_expedition(g, cid)
        frame.answer_text, frame.picks = None, []
    if frame.picks and not s.get("card"):
        s["card"] = frame.picks.pop()
    if s.get("card"):
        g.pending = Decision(ctx.controller, "expedition",
                             {"kind": "card_expedition", "cause": ctx.cause, "card": s["card"]},
                             [Action("expedition", dest=side.value) for side in Side])
        return False
    left = [c for c in revealed if c not in put and g.cards[c].zone is Zone.DECK
            and matches(g, c, f, ctx)]
    if frame.answer_text != "done" and len(put) < step.count and left:
        g.pending = Decision(ctx.controller, "choose",
                             {"kind": "revealed_to_expeditions", "cause": ctx.cause},
                             [Action("choose", c, g.cdef(c).name) for c in left] + [Action("done")])
        return False
    g.revealed = []
    for cid in revealed:
        if cid not in put and g.cards[cid].zone is Zone.DECK:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=ctx.cause, player=ctx.controller,
                data={"card": cid})
    return True


def resolve_look_take_one(g: GameState, frame: EffectFrame, step: ab.LookTakeOne) -> bool:
    """The player looks at the top cards of their Deck, picks one for their hand, and the
    others are discarded (CR 7.3.5); the card taken stays hidden from the opponent."""
    ctx = frame.ctx
    p = g.players[ctx.controller]
    if "looked" not in frame.scratch:
        refill_deck_if_needed(g, ctx.controller, step.look, ctx.cause)
        frame.scratch["looked"] = list(p.deck[:step.look])
    looked = frame.scratch["looked"]
    if not looked:
        return True
    if not frame.picks:
        ask_card(g, ctx.controller, {"kind": "looked_to_hand", "cause": ctx.cause}, looked)
        return False
    taken = frame.picks[0]
    move(g, taken, Zone.HAND)
    log(g, "put", rule="7.3.21", cause=ctx.cause, player=ctx.controller, private_to=ctx.controller,
        hidden=("card",), data={"via": "looked_to_hand", "who": ctx.controller, "card": taken})
    for cid in looked:
        if cid != taken and g.cards[cid].zone is Zone.DECK:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=ctx.cause, player=ctx.controller,
                data={"card": cid})
    return True


def resolve_reveal_from_hand(g: GameState, frame: EffectFrame, step: ab.RevealFromHand) -> bool:
    """The controller picks a matching card of their hand and shows it to all (CR 3.1.3.f);
    it stays there and becomes "it"."""
    ctx = frame.ctx
    mine = Context(ctx.controller, ctx.source)
    cards = [c for c in g.players[ctx.controller].hand
             if matches(g, c, step.filter, mine, controller="any")]
    if not cards:
        return True
    if not frame.picks:
        if len(cards) > 1:
            ask_card(g, ctx.controller, {"kind": "reveal_from_hand", "cause": ctx.cause}, cards)
            return False
        frame.picks.append(cards[0])
    cid = frame.picks[0]
    ctx.it, ctx.it_oid = cid, g.cards[cid].oid
    log(g, "reveal_cards", rule="3.1.3.f", cause=ctx.cause, player=ctx.controller,
        data={"who": ctx.controller, "cards": [cid]})
    return True


def resolve_reveal_random_from_hand(g: GameState, frame: EffectFrame,
                                    step: ab.RevealRandomFromHand) -> bool:
    """The opponent's card, drawn at random with the game's generator, is shown to all
    (CR 3.1.3.f); it stays in their hand and becomes "it". An empty hand shows nothing."""
    ctx = frame.ctx
    whom = 1 - ctx.controller
    hand = g.players[whom].hand
    if not hand:
        ctx.it, ctx.it_oid = None, None
        return True
    cid = hand[g.rng.below(len(hand))]
    ctx.it, ctx.it_oid = cid, g.cards[cid].oid
    log(g, "reveal_cards", rule="3.1.3.f", cause=ctx.cause, player=whom,
        data={"who": whom, "cards": [cid]})
    return True


def resolve_reveal_top_may_play(g: GameState, frame: EffectFrame, step: ab.RevealTopMayPlay) -> bool:
    """The player's top cards are revealed to all (CR 3.1.3.f); the controller may play one
    matching card for free from that Deck (CR 7.3.20, no {H}), then the rest are discarded
    to their owner's pile. 'Each player, starting with you': you, then your opponent."""
    ctx = frame.ctx
    if step.who == "each":
        push_steps(g, frame, [step.model_copy(update={"who": "you"}),
                              step.model_copy(update={"who": "opponent"})])
        return True
    whose = ctx.controller if step.who == "you" else 1 - ctx.controller
    s = frame.scratch
    if "revealed" not in s:
        refill_deck_if_needed(g, whose, step.reveal, ctx.cause)
        s["revealed"] = list(g.players[whose].deck[:step.reveal])
        g.revealed = list(s["revealed"])
        log(g, "reveal_cards", rule="3.1.3.f", cause=ctx.cause, player=whose,
            data={"who": whose, "cards": list(s["revealed"])})
    revealed = s["revealed"]
    if frame.answer_text is None:
        f = step.filter.model_copy(update={"controller": "any"})
        mine = Context(ctx.controller, ctx.source)
        plays = [offered("play", c, g.cdef(c).name, "deck", side, "free") for c in revealed
                 if g.cards[c].zone is Zone.DECK and matches(g, c, f, mine) and not cant_be_played(g, c)
                 for side in index_for(g, c).sides]
        if plays:
            g.pending = Decision(ctx.controller, "play_now",
                                 {"kind": "play_now", "cause": ctx.cause, "reduce": 0},
                                 plays + [Action("no")])
            return False
    played, side = None, None
    if frame.answer_text is not None and frame.answer_text != "no":
        a = parse(frame.answer_text)
        played, side = a.card, (Side(a.dest) if a.dest else None)
    elif frame.answer_text == "no":
        log(g, "decline", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
    g.revealed = []
    for cid in revealed:
        if cid != played and g.cards[cid].zone is Zone.DECK:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=ctx.cause, player=whose, data={"card": cid})
    if played is not None:
        g.stack.append(PlayCardFrame(played, Zone.DECK, side, ctx.controller, free=True,
                                     then_gains=STATUS[step.gains] if step.gains else Status.NONE))
    return True
