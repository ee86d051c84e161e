"""Steps that choose, test or offer other steps: 'you may' with its cost, choose one mode,
choose a target for the rest, 'if' (CR 6.4, 6.5.c-d)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, ask_card, push_steps, select
from altered_tui.engine.characteristics import candidates, condition_holds, matches
from altered_tui.engine.objects import Context, counters_in_order, in_play
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.steps.put import put_matches
from altered_tui.engine.steps.status import exhaust_choice
from altered_tui.engine.steps.markers import hero_markers, marker_sources, my_regions
from altered_tui.engine.triggers import fire_self, fire_you
from altered_tui.engine.types import IN_PLAY_ZONES, Status, Terrain, Zone
from altered_tui.engine.zones import exhaust, move, ready_orbs


def resolve_may(g: GameState, frame: EffectFrame, step: ab.May) -> bool:
    ctx = frame.ctx
    if step.cost is not None and step.cost.discard_any_from_reserve:
        return may_discard_any(g, frame, step)
    if frame.answer_text is None:
        payable = (step.cost is None or can_pay_may_cost(g, ctx, step.cost)) and \
            _can_be_done(g, ctx, step.steps[0])
        prompt = ({"kind": "may_pay", "cause": ctx.cause, "steps": step.steps, "cost": step.cost}
                  if step.cost else {"kind": "may", "cause": ctx.cause, "steps": step.steps})
        g.pending = Decision(ctx.controller, "may", prompt,
                             ([Action("yes")] if payable else []) + [Action("no")])
        return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.discard_from_reserve:
        if len([c for c in frame.picks if c in g.players[ctx.controller].reserve]) < step.cost.discard_from_reserve:
            cards = [c for c in g.players[ctx.controller].reserve if c not in frame.picks]
            ask_card(g, ctx.controller, {"kind": "discard_reserve", "cause": ctx.cause}, cards)
            return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.put_from_hand_in_reserve:
        hand = g.players[ctx.controller].hand
        if len([c for c in frame.picks if c in hand]) < step.cost.put_from_hand_in_reserve:
            ask_card(g, ctx.controller, {"kind": "put_from_hand", "cause": ctx.cause, "zone": "reserve"},
                     [c for c in hand if c not in frame.picks])
            return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.exhaust_permanent \
            and not [c for c in frame.picks if c in ready_permanents(g, ctx.controller)]:
        ask_card(g, ctx.controller, {"kind": "exhaust_permanent", "cause": ctx.cause},
                 ready_permanents(g, ctx.controller))
        return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.exhaust_reserve_card \
            and not [c for c in frame.picks if c in ready_reserve_cards(g, ctx.controller)]:
        ask_card(g, ctx.controller, {"kind": "exhaust_reserve", "cause": ctx.cause},
                 ready_reserve_cards(g, ctx.controller))
        return False
    exhaustable = to_exhaust_for(g, ctx.controller, step.cost)
    if frame.answer_text == "yes" and exhaustable and not set(frame.picks) & set(exhaustable):
        ask_card(g, ctx.controller, {"kind": "exhaust_permanent" if any(
            c not in g.players[ctx.controller].reserve for c in exhaustable)
            else "exhaust_reserve", "cause": ctx.cause}, exhaustable)
        return False
    if frame.answer_text == "yes" and step.cost is not None and spends_a_counter(step.cost) \
            and not frame.picks:
        ask_card(g, ctx.controller, {"kind": "spend_counter", "cause": ctx.cause},
                 counter_holders(g, ctx.controller, step.cost))
        return False
    if frame.answer_text == "yes":
        if step.cost is not None:
            pay_may_cost(g, ctx, step.cost, frame.picks)
        push_steps(g, frame, step.steps)
    else:
        log(g, "decline", rule="6.5.c", cause=frame.ctx.cause, player=frame.ctx.controller,
            data={"who": frame.ctx.controller})
        if step.otherwise:  # "If you don't, ..." (CR 6.5.f)
            push_steps(g, frame, step.otherwise)
    return True


def may_discard_any(g: GameState, frame: EffectFrame, step: ab.May) -> bool:
    """The cards are picked one by one, then paid at once (CR 6.4.a); 'that many' is how many
    were discarded."""
    ctx = frame.ctx
    if frame.answer_text == "no":
        log(g, "decline", rule="6.5.c", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
        return True
    if frame.answer_text is None and not frame.scratch.get("paying"):
        g.pending = Decision(ctx.controller, "may", {"kind": "may_pay", "cause": ctx.cause,
                                                     "steps": step.steps, "cost": step.cost},
                             [Action("yes"), Action("no")])
        return False
    frame.scratch["paying"] = True
    left = [c for c in g.players[ctx.controller].reserve if c not in frame.picks]
    if frame.answer_text != "done" and left:
        frame.answer_text = None
        g.pending = Decision(ctx.controller, "choose",
                             {"kind": "discard_reserve_or_done", "cause": ctx.cause},
                             [Action("choose", c, g.cdef(c).name) for c in left] + [Action("done")])
        return False
    pay_may_cost(g, ctx, step.cost, list(frame.picks))  # type: ignore[arg-type]
    ctx.memo["discarded"] = len(frame.picks)
    push_steps(g, frame, step.steps)
    return True


def with_counters(g: GameState, player: int) -> list[int]:
    """The player's objects in play and cards in their Reserve that have a counter."""
    p = g.players[player]
    objects = ([] if p.hero is None else [p.hero]) + [cid for side in p.expeditions.values()
                                                      for cid in side]
    return [cid for cid in objects + list(p.landmarks) + list(p.reserve)
            if g.cards[cid].controller == player and any(g.cards[cid].counters.values())]


def spends_a_counter(cost: ab.MayCost) -> bool:
    """The cost spends 1 counter of a card the player picks (CR 2.5.h)."""
    return (cost.spend_counter_from_yours or cost.spend_counter_in_reserve_or_landmarks
            or cost.spend_boost_from_your_character)


def counter_holders(g: GameState, player: int, cost: ab.MayCost) -> list[int]:
    """The cards the player may spend the cost's counter from."""
    held = with_counters(g, player)
    if cost.spend_counter_from_yours:
        return held
    p = g.players[player]
    if cost.spend_boost_from_your_character:  # a boost goes first (spend_a_counter)
        return [cid for cid in held if g.cdef(cid).is_character and cid not in p.reserve
                and g.cards[cid].counters.get("boost", 0) > 0]
    return [cid for cid in held if cid in p.reserve or cid in p.landmarks]


def ready_permanents(g: GameState, player: int) -> list[int]:
    """The ready Permanents the player controls, for "exhaust a Permanent you control"."""
    return [cid for cid in in_play(g) if g.cdef(cid).type == "permanent"
            and g.cards[cid].controller == player and not g.cards[cid].has(Status.EXHAUSTED)]


def spend_a_counter(g: GameState, cid: int) -> None:
    """One counter off the card: a boost if it has one, else one of the first name it has
    (README: Rules notes)."""
    counters = g.cards[cid].counters
    counters[counters_in_order(counters)[0]] -= 1


def can_pay_may_cost(g: GameState, ctx: Context, cost: ab.MayCost) -> bool:
    if spends_a_counter(cost) and not counter_holders(g, ctx.controller, cost):
        return False
    me = g.cards[ctx.source] if ctx.source is not None else None
    if cost.mana > len(ready_orbs(g, ctx.controller)):
        return False
    if cost.exhaust_me and (me is None or me.oid != ctx.source_oid or me.has(Status.EXHAUSTED)):
        return False
    for name, n in cost.spend_counters.items():
        if me is None or me.counters.get(name, 0) < n:
            return False
    if len(g.players[ctx.controller].hand) < cost.put_from_hand_in_reserve:
        return False
    if cost.sacrifice_me and (me is None or me.oid != ctx.source_oid or me.zone not in IN_PLAY_ZONES
                              or me.controller != ctx.controller):
        return False
    if cost.exhaust_permanent and not ready_permanents(g, ctx.controller):
        return False
    if cost.exhaust_reserve_card and not ready_reserve_cards(g, ctx.controller):
        return False
    if (cost.exhaust_reserve_character or cost.exhaust_permanent_or_reserve_card) and \
            not to_exhaust_for(g, ctx.controller, cost):
        return False
    return len(g.players[ctx.controller].reserve) >= cost.discard_from_reserve


def pay_may_cost(g: GameState, ctx: Context, cost: ab.MayCost, discards: list[int]) -> None:
    """CR 6.4: all parts of a cost are paid at once."""
    for orb in ready_orbs(g, ctx.controller)[:cost.mana]:
        exhaust(g, orb)
    if cost.exhaust_permanent:  # the Permanent picked for it, among the cards picked
        picked = [c for c in discards if g.cards[c].zone in IN_PLAY_ZONES][:1]
        discards = [c for c in discards if c not in picked]
        for cid in picked:
            exhaust(g, cid)
            log(g, "exhaust", rule="7.3.10", cause=ctx.cause, player=ctx.controller,
                data={"card": cid})
    if cost.exhaust_reserve_card:  # the Reserve card picked for it (CR 7.3.10)
        picked = [c for c in discards if g.cards[c].zone is Zone.RESERVE][:1]
        discards = [c for c in discards if c not in picked]
        for cid in picked:
            exhaust(g, cid)
            log(g, "exhaust", rule="7.3.10", cause=ctx.cause, player=ctx.controller,
                data={"card": cid})
            fire_you(g, ctx.controller, "you_exhaust_reserve_card", it=cid)
    exhaustable = to_exhaust_for(g, ctx.controller, cost)
    for cid in [c for c in discards if c in exhaustable][:1]:  # the card picked for it
        discards = [c for c in discards if c != cid]
        in_reserve = g.cards[cid].zone is Zone.RESERVE
        exhaust(g, cid)
        log(g, "exhaust", rule="7.3.10", cause=ctx.cause, player=ctx.controller,
            data={"card": cid})
        if in_reserve:
            fire_you(g, ctx.controller, "you_exhaust_reserve_card", it=cid)
    if cost.exhaust_me and ctx.source is not None:
        exhaust(g, ctx.source)
    if ctx.source is not None:
        me = g.cards[ctx.source]
        for name, n in cost.spend_counters.items():
            me.counters[name] = me.counters.get(name, 0) - n  # CR 7.3.27
    if spends_a_counter(cost):
        spend_a_counter(g, discards[0])  # the card picked for it
        discards = discards[1:]
    puts = [cid for cid in discards if g.cards[cid].zone is Zone.HAND]
    for cid in discards:
        if cid not in puts:
            move(g, cid, Zone.DISCARD)
    for cid in puts:  # CR 1.2.5.d: paid together with the rest of the cost
        move(g, cid, Zone.RESERVE)
    log(g, "pay", rule="6.4", cause=ctx.cause, player=ctx.controller, data={"who": ctx.controller})
    if puts:
        for cid in puts:
            log(g, "put", rule="7.3.21", cause=ctx.cause, player=ctx.controller,
                data={"who": ctx.controller, "via": "hand", "card": cid,
                      "zone": Zone.RESERVE.value})
            fire_self(g, cid, "goes_to_reserve", from_zone=Zone.HAND)
    if cost.sacrifice_me and ctx.source is not None:
        send(g, ctx.source, Zone.DISCARD, ctx.cause, rule="7.3.25", sacrificed=True)


def sacrifice_a_feat(g: GameState, frame: EffectFrame) -> bool | None:
    """The sacrifice before the modes (CR 7.3.25), which the player may decline: True once
    done, its Completed status read as it left (CR 2.1.d); False while the player picks;
    None when they have no Feat or sacrifice none."""
    ctx = frame.ctx
    feats = [cid for cid in in_play(g) if g.cards[cid].controller == ctx.controller
             and g.cdef(cid).type == "permanent" and g.cdef(cid).has_subtype("Feat")]
    picked = [c for c in frame.picks if c in feats][:1]
    if not feats or frame.answer_text == "done":  # none, or declined (README rulings, Feats)
        return None
    if not picked:
        g.pending = Decision(ctx.controller, "choose", {"kind": "sacrifice_permanent", "cause": ctx.cause},
                             [Action("choose", c, g.cdef(c).name) for c in feats] + [Action("done")])
        return False
    frame.picks.clear()
    frame.scratch["feat"] = g.cards[picked[0]].has(Status.COMPLETED)
    send(g, picked[0], Zone.DISCARD, ctx.cause, rule="7.3.25", sacrificed=True)
    return True


def resolve_choose_one(g: GameState, frame: EffectFrame, step: ab.ChooseOne) -> bool:
    """CR 6.5.g: the controller picks the modes one by one (X+N of them where the step
    counts my counters, CR 6.5.i); they then resolve in the order chosen. With `both_if`
    holding, a last option is every mode, in printed order."""
    ctx = frame.ctx
    if step.sacrifice_feat and "feat" not in frame.scratch:
        done = sacrifice_a_feat(g, frame)
        if done is not True:
            return done is None  # None: no Feat, nothing more to do; False: still picking
    modes = list(step.modes)
    costs = list(step.costs or [None] * len(step.modes))
    if step.both_if is not None and condition_holds(g, step.both_if, ctx):
        modes.append([s for m in step.modes for s in m])
        costs.append(None)
    elif step.both_cost is not None:  # "or [pay this] to choose both"
        modes.append([s for m in step.modes for s in m])
        costs.append(step.both_cost)
    chosen: list[int] = frame.scratch.setdefault("chosen", [])
    if frame.answer_text == "done":  # "up to": no (more) modes
        log(g, "decline", rule="6.5.g", cause=ctx.cause, player=ctx.controller,
            data={"who": ctx.controller})
        push_steps(g, frame, [s for i in chosen for s in modes[i]])
        return True
    if frame.answer_text is not None:
        index = int(frame.answer_text.split()[1]) - 1
        cost = costs[index]
        frame.answer_text = None
        if cost is not None and spends_a_counter(cost):  # first, which card pays
            frame.scratch["paying"] = index
            ask_card(g, ctx.controller, {"kind": "spend_counter", "cause": ctx.cause},
                     counter_holders(g, ctx.controller, cost))
            return False
        if cost is not None and cost.exhaust_permanent:  # first, which Permanent
            frame.scratch["paying"] = index
            ask_card(g, ctx.controller, {"kind": "exhaust_permanent", "cause": ctx.cause},
                     ready_permanents(g, ctx.controller))
            return False
        if cost is not None:
            pay_may_cost(g, ctx, cost, [])  # CR 6.4: the chosen mode's cost, as it is chosen
        chosen.append(index)
    if "paying" in frame.scratch and frame.picks:
        index = frame.scratch.pop("paying")
        pay_may_cost(g, ctx, costs[index], frame.picks[:1])  # type: ignore[arg-type]
        frame.picks.clear()
        chosen.append(index)
    wanted = quantity(g, step.choose, ctx, frame.die)
    if step.sacrifice_feat and frame.scratch["feat"]:  # a Completed one: one mode more
        wanted += 1
    offered = [i for i in range(len(modes)) if (step.repeatable or i not in chosen)
               and (costs[i] is None or can_pay_may_cost(g, ctx, costs[i]))]
    if len(chosen) < wanted and offered:
        g.pending = Decision(ctx.controller, "mode",
                             {"kind": "choose_one", "cause": ctx.cause, "modes": modes},
                             [Action("mode", arg=str(i + 1))
                              for i in offered] + ([Action("done")] if step.up_to else []))
        return False
    push_steps(g, frame, [s for i in chosen for s in modes[i]])
    return True


def resolve_choose_target(g: GameState, frame: EffectFrame, step: ab.ChooseTarget) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    if objs:
        frame.ctx.it, frame.ctx.it_oid = objs[0], g.cards[objs[0]].oid
    else:
        frame.ctx.it, frame.ctx.it_oid = None, None
    return True


def _can_be_done(g: GameState, ctx: Context, first: object) -> bool:
    """Whether the first step of a 'you may' can happen at all: with nothing it may act on,
    saying yes would do nothing, and 'if you do' would not follow (CR 6.5.f)."""
    if isinstance(first, ab.PutFromHand) and first.who == "you" and first.filter is not None:
        return any(put_matches(g, ctx, c, first) for c in g.players[ctx.controller].hand)
    if isinstance(first, ab.RevealFromHand):
        mine = Context(ctx.controller, ctx.source)
        return any(matches(g, c, first.filter, mine, controller="any")
                   for c in g.players[ctx.controller].hand)
    if isinstance(first, ab.PlaceMarker) and first.terrain is None:  # a Marker of mine
        return bool(hero_markers(g, ctx.controller))
    if isinstance(first, ab.MoveMarker):  # a Marker of that terrain elsewhere, and my region
        to = my_regions(g, ctx.source)
        return bool(to and marker_sources(g, Terrain(first.terrain), to))
    sel = (exhaust_choice(first) if isinstance(first, ab.Exhaust)
           else getattr(first, "objects", None))
    if not isinstance(sel, ab.Select) or sel.ref not in ("target", "choose"):
        return True
    return bool(candidates(g, sel, ctx))


def resolve_if(g: GameState, frame: EffectFrame, step: ab.If) -> bool:
    """CR 6.5.d: checked just before the steps would happen; if false they are ignored,
    and the 'otherwise' steps happen instead."""
    if condition_holds(g, step.condition, frame.ctx):
        push_steps(g, frame, step.steps)
    elif step.otherwise:
        push_steps(g, frame, step.otherwise)
    return True


def to_exhaust_for(g: GameState, player: int, cost: ab.MayCost | None) -> list[int]:
    """The ready cards 'exhaust a Character in your Reserve' or 'exhaust a Permanent you
    control or a card in your Reserve' may pick (CR 7.3.10, 2.4.5); [] for other costs."""
    if cost is None:
        return []
    if cost.exhaust_reserve_character:
        return [c for c in ready_reserve_cards(g, player) if g.cdef(c).is_character]
    if cost.exhaust_permanent_or_reserve_card:
        return ready_permanents(g, player) + ready_reserve_cards(g, player)
    return []


def ready_reserve_cards(g: GameState, player: int) -> list[int]:
    """The player's ready cards in Reserve, which an 'exhaust a card in your Reserve' cost
    may pick (CR 2.4.5)."""
    return [c for c in g.players[player].reserve if not g.cards[c].has(Status.EXHAUSTED)]
