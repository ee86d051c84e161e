"""Steps that change an object's boosts, statuses and counters, or exhaust and ready it
(CR 2.4, 2.5, 7.3.10, 7.3.12-7.3.18)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, ask_card, push_steps, select
from altered_tui.engine.steps.leave_play import each_chooses
from altered_tui.engine.characteristics import candidates, condition_holds
from altered_tui.engine.objects import STATUS, counters_in_order, exists, own_passives
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.statics import cant_gain_counters, counter_max
from altered_tui.engine.triggers import (
    fire_any, fire_counters_gained, fire_gained_status, fire_self, fire_status_gained, fire_you,
)
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import exhaust, ready


def resolve_boost(g: GameState, frame: EffectFrame, step: ab.Boost) -> bool:
    if step.distribute:
        return distribute_boosts(g, frame, step)
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    amount = quantity(g, step.amount, frame.ctx, frame.die)
    for cid in objs:
        limit = counter_max(g, frame.ctx, cid, step.up_to_max)
        gain_boosts(g, cid, capped(amount, g.cards[cid].boosts, limit), frame.ctx.cause)
    return True


def distribute_boosts(g: GameState, frame: EffectFrame, step: ab.Boost) -> bool:
    """'Distribute N boosts among any Characters': the controller picks a matching object for
    each boost, the same one as often as they like (with one, it gets them all); they are
    gained together once all are given. With none, nothing happens (CR 6.5.h)."""
    ctx = frame.ctx
    given: list[int] = frame.scratch.setdefault("given", [])
    given += frame.picks
    frame.picks = []
    pool = candidates(g, step.objects, ctx)
    left = int(step.amount) - len(given)  # a plain number (the model says so)
    if left > 0 and len(pool) == 1:
        given += pool * left
    elif left > 0 and pool:
        ask_card(g, ctx.controller, {"kind": "distribute_boosts", "cause": ctx.cause,
                                     "count": left}, pool)
        return False
    for cid in sorted(set(given), key=given.index):
        gain_boosts(g, cid, given.count(cid), ctx.cause)
    return True


def capped(amount: int, have: int, up_to_max: int | None) -> int:
    """'Gain N counters, up to a max of M': only as many as bring the object to M, none if
    it has M or more already (CR 2.5.f: the step gives what it says, and no more)."""
    return amount if up_to_max is None else max(0, min(amount, up_to_max - have))


def gain_boosts(g: GameState, cid: int, amount: int, cause: str) -> None:
    if amount <= 0 or cant_gain_counters(g, cid):
        return
    c = g.cards[cid]
    was_boosted = c.boosts > 0
    c.counters["boost"] = c.boosts + amount
    log(g, "boost", rule="2.5.1", cause=cause, player=c.controller,
        data={"card": cid, "count": amount})
    c = g.cards[cid]
    if g.cdef(cid).is_character and c.zone is Zone.EXPEDITION:  # 'a Character you control gains boosts'
        fire_you(g, c.controller, "your_character_gains_boosts", it=cid)
        fire_any(g, "character_gains_boosts", it=cid)  # 'when a Character gains boosts'
        if not was_boosted:  # CR 2.4.4.a: it was not Boosted before these boosts
            fire_you(g, c.controller, "your_unboosted_character_gains_boosts", it=cid)
    if c.zone is Zone.EXPEDITION:
        fire_self(g, cid, "gains_boosts")  # "when I gain 1 or more boosts"
    elif c.zone is Zone.RESERVE and g.cdef(cid).is_character:  # CR 2.5.a: counters in Reserve
        fire_you(g, c.owner, "reserve_character_gains_boosts", it=cid)


def resolve_gain_status(g: GameState, frame: EffectFrame, step: ab.GainStatus) -> bool:
    if step.chosen_by == "each":
        ctx = frame.ctx
        chosen = each_chooses(g, frame, step.objects, [ctx.controller, 1 - ctx.controller],
                              {"kind": "gains_status", "cause": ctx.cause, "status": step.status})
        if chosen is None:
            return False
        objs = [c for player in chosen.values() for c in player]
    else:
        objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        if step.status == "fleeting" and g.cdef(cid).is_landmark:
            continue  # CR 2.4.6.b remark: Landmark Permanents can't be Fleeting
        gain_status(g, cid, step.status, frame.ctx.cause)
    return True


def status_replaced(g: GameState, cid: int, status: str) -> ab.StatusInstead | None:
    """The object's own 'if I would gain <status>, ... instead' that applies now (CR 6.2.b):
    a passive ability, working in the Expedition zone (CR 2.3.1.h)."""
    if g.cards[cid].zone is not Zone.EXPEDITION:
        return None
    for _i, effect in own_passives(g, cid, "status_instead"):
        if effect.status == status:
            return effect
    return None


def replace_status(g: GameState, cid: int, instead: ab.StatusInstead, cause: str) -> None:
    """What the object gains in place of the status it would have gained (CR 6.2.b)."""
    log(g, "status", rule="6.2.b", cause=cause, player=g.cards[cid].controller,
        data={"via": "instead", "card": cid, "status": instead.status})
    if instead.gains is not None:
        gain_status(g, cid, instead.gains, cause)
    gain_boosts(g, cid, instead.boosts, cause)


def gain_status(g: GameState, cid: int, status: str, cause: str) -> None:
    """CR 7.3.13: the object gains a status, unless a modifier replaces that (CR 6.2.b);
    one that has it already gains nothing (CR 2.4.1.f), except that an object able to gain
    it again triggers its 'when I gain' Reactions (CR 2.4.1.g)."""
    c = g.cards[cid]
    instead = status_replaced(g, cid, status)
    if instead is not None:
        replace_status(g, cid, instead, cause)
        return
    if c.has(STATUS[status]):
        if c.zone is Zone.EXPEDITION and any(
                p.status == status for _i, p in own_passives(g, cid, "regains_status")):
            log(g, "status", rule="2.4.1.g", cause=cause, player=c.controller,
                data={"via": "again", "card": cid, "status": status})
            fire_gained_status(g, cid, status)
        return
    c.status |= STATUS[status]
    log(g, "status", rule="7.3.13", cause=cause, player=c.controller,
        data={"via": "gains", "card": cid, "status": status})
    fire_gained_status(g, cid, status)
    fire_status_gained(g, cid, status)


def resolve_lose_status(g: GameState, frame: EffectFrame, step: ab.LoseStatus) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        c = g.cards[cid]
        if c.has(STATUS[step.status]):
            c.status &= ~STATUS[step.status]
            log(g, "status", rule="7.3.15", cause=frame.ctx.cause, player=c.controller,
                data={"via": "loses", "card": cid, "status": step.status})
    return True


def exhaust_choice(step: ab.Exhaust) -> ab.Select:
    """What an exhaust may pick. With "If you do" the exhaust pays for the rest, and an
    exhausted object can't be exhausted (CR 7.3.10): picking one would be an impossible
    option (CR 6.1.g), so only ready objects may be chosen."""
    sel = step.objects
    if not step.then or sel.ref not in ("target", "choose") or \
            "exhausted" in sel.filter.status_none:
        return sel
    ready_only = sel.filter.model_copy(
        update={"status_none": [*sel.filter.status_none, "exhausted"]})
    return sel.model_copy(update={"filter": ready_only})


def resolve_exhaust_or_ready(g: GameState, frame: EffectFrame, step: ab.Exhaust | ab.Ready) -> bool:
    """CR 7.3.10 / 7.3.18: an object already in that state is left as it is."""
    if getattr(step, "chosen_by", None) == "each":  # each player picks one of theirs
        ctx = frame.ctx
        chosen = each_chooses(g, frame, step.objects, [ctx.controller, 1 - ctx.controller],
                              {"kind": "exhaust_own", "cause": ctx.cause})
        if chosen is None:
            return False
        objs = [c for player in chosen.values() for c in player]
    else:
        sel = exhaust_choice(step) if isinstance(step, ab.Exhaust) else step.objects
        objs = select(g, frame, sel)
    if objs is None:
        return False
    exhausting = step.kind == "exhaust"
    change, rule = (exhaust, "7.3.10") if exhausting else (ready, "7.3.18")
    done: list[int] = []
    for cid in objs:
        if change(g, cid):
            done.append(cid)
            log(g, "exhaust" if exhausting else "ready", rule=rule, cause=frame.ctx.cause,
                player=g.cards[cid].controller, data={"card": cid})
            if exhausting and g.cards[cid].zone is Zone.RESERVE:
                fire_you(g, frame.ctx.controller, "you_exhaust_reserve_card", it=cid)
    if done and getattr(step, "then", None):  # "If you do" (CR 6.5.f)
        if step.objects.ref in ("target", "choose") and len(done) == 1:
            # "that player's", "its controller": the card just exhausted is "it" (CR 6.5.f)
            frame.ctx.it, frame.ctx.it_oid = done[0], g.cards[done[0]].oid
        push_steps(g, frame, step.then)
    return True


def resolve_gain_counters(g: GameState, frame: EffectFrame, step: ab.GainCounters) -> bool:
    ctx = frame.ctx
    if not exists(g, ctx.source, ctx.source_oid):
        return True
    c = g.cards[ctx.source]  # type: ignore[index]
    amount = capped(quantity(g, step.amount, ctx, frame.die), c.counters.get(step.counter, 0),
                    counter_max(g, ctx, c.cid, step.up_to_max))
    gain_counters(g, c.cid, step.counter, amount, ctx.cause, rule="7.3.12")
    return True


def gain_counters(g: GameState, cid: int, counter: str, amount: int, cause: str, rule: str) -> None:
    """The object gains `amount` named counters (not boosts), which may start a 'when I gain
    my Nth' Reaction (CR 7.3.12.a)."""
    if amount <= 0 or cant_gain_counters(g, cid):
        return
    c = g.cards[cid]
    before = c.counters.get(counter, 0)
    c.counters[counter] = before + amount
    log(g, "counters", rule=rule, cause=cause, player=c.controller,
        data={"card": cid, "count": amount, "counter": counter})
    fire_counters_gained(g, cid, counter, before, before + amount)


def resolve_ready_mana_orbs(g: GameState, frame: EffectFrame, step: ab.ReadyManaOrbs) -> bool:
    """CR 7.3.18: ready up to `count` exhausted Mana Orbs of the controller's, all alike."""
    player = frame.ctx.controller
    tired = [cid for cid in g.players[player].mana if g.cards[cid].has(Status.EXHAUSTED)]
    for cid in tired[:step.count]:
        ready(g, cid)
    if tired:
        log(g, "ready_orbs", rule="7.3.18", cause=frame.ctx.cause, player=player,
            data={"who": player, "count": min(step.count, len(tired))})
    return True


def resolve_repeat(g: GameState, frame: EffectFrame, step: ab.Repeat) -> bool:
    """CR 6.5.i: X counted as the step happens; the copies run one after the other."""
    times = quantity(g, step.times, frame.ctx, frame.die)
    push_steps(g, frame, list(step.steps) * times)
    return True


def resolve_remove_counters(g: GameState, frame: EffectFrame, step: ab.RemoveCounters) -> bool:
    """CR 2.5.g: with N or fewer counters the object has none left. "Up to N": its
    controller first says how many, from none to as many as there are, at most N."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    amount = step.amount
    if step.up_to and objs:
        counters = g.cards[objs[0]].counters
        most = min(amount, counters.get(step.counter, 0) if step.counter else sum(counters.values()))
        if most == 0:
            return True  # nothing to remove: nothing to ask
        if frame.answer_text is None or not frame.answer_text.startswith("remove "):
            g.pending = Decision(frame.ctx.controller, "remove",
                                 {"kind": "remove_counters", "cause": frame.ctx.cause, "card": objs[0]},
                                 [Action("remove", arg=str(n)) for n in range(most, -1, -1)])
            return False
        amount = int(frame.answer_text.split()[1])
        objs = objs[:1]
    for cid in objs:
        counters = g.cards[cid].counters
        left = amount
        names = [step.counter] if step.counter in counters else [] if step.counter else \
            counters_in_order(counters)
        for name in names:
            taken = min(left, counters[name])
            counters[name] -= taken
            left -= taken
        removed = amount - left
        if removed:
            log(g, "lose_counters", rule="2.5.g", cause=frame.ctx.cause,
                player=g.cards[cid].controller, data={"card": cid, "count": removed})
    return True


def resolve_remove_boosts(g: GameState, frame: EffectFrame, step: ab.RemoveBoosts) -> bool:
    """CR 2.5.g: every selected object loses all its boosts; the outcomes whose range holds
    the number removed follow, in printed order."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    removed = 0
    for cid in objs:
        n = g.cards[cid].counters.pop("boost", 0)
        if n:
            removed += n
            log(g, "lose_counters", rule="2.5.g", cause=frame.ctx.cause,
                player=g.cards[cid].controller, data={"card": cid, "count": n})
    push_steps(g, frame, [s for o in step.outcomes if o.at_least <= removed
                          and (o.at_most is None or removed <= o.at_most) for s in o.steps])
    return True


def resolve_exchange_boosts(g: GameState, frame: EffectFrame, step: ab.ExchangeBoosts) -> bool:
    """Each of the two ends with the other's boosts: the one with more after it gains them
    (its 'gains boosts' Reactions see it, CR 2.5.f), the other loses them (CR 7.3.9)."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    if len(objs) != 2:
        return True  # CR 7.3.9.b: the exchange cannot happen
    a, b = objs
    have = {a: g.cards[a].boosts, b: g.cards[b].boosts}
    losing, gaining = sorted(objs, key=lambda c: have[c], reverse=True)
    diff = have[losing] - have[gaining]
    if not diff:
        return True
    if have[gaining]:
        g.cards[losing].counters["boost"] = have[gaining]
    else:
        g.cards[losing].counters.pop("boost", None)
    log(g, "lose_counters", rule="7.3.9", cause=frame.ctx.cause,
        player=g.cards[losing].controller, data={"card": losing, "count": diff})
    gain_boosts(g, gaining, diff, frame.ctx.cause)
    return True


def resolve_augment(g: GameState, frame: EffectFrame, step: ab.Augment) -> bool:
    """CR 7.3.3.a: one more of a counter the card already has (boosts are counters too)."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        kinds = counters_in_order(g.cards[cid].counters)
        if kinds and kinds[0] == "boost":
            gain_boosts(g, cid, 1, frame.ctx.cause)
        elif kinds:
            gain_counters(g, cid, kinds[0], 1, frame.ctx.cause, rule="7.3.3")
    return True


def resolve_double_counters(g: GameState, frame: EffectFrame, step: ab.DoubleCounters) -> bool:
    """CR 7.3.6.a: the object gains as many of the counter as it already has; 0 can't be
    doubled (7.3.6.b). Doubled boosts are gained boosts (CR 2.5.1)."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        have = g.cards[cid].counters.get(step.counter, 0)
        if step.counter == "boost":
            gain_boosts(g, cid, have, frame.ctx.cause)
        else:
            gain_counters(g, cid, step.counter, have, frame.ctx.cause, rule="7.3.6")
    return True


def resolve_gain_its_subtypes(g: GameState, frame: EffectFrame, step: ab.GainItsSubtypes) -> bool:
    """I gain the sub-types "it" has, while I stay in the Expedition zone (CR 1.4.4)."""
    ctx = frame.ctx
    me = ctx.source
    if me is None or not exists(g, ctx.it, ctx.it_oid) or not exists(g, me, ctx.source_oid) \
            or g.cards[me].zone is not Zone.EXPEDITION:
        return True
    subtypes = list(g.cdef(ctx.it).subtypes)  # type: ignore[arg-type]
    if not subtypes:
        return True
    old = g.gained_subtypes.get(me)
    kept = old[1] if old is not None and old[0] == g.cards[me].oid else []
    g.gained_subtypes[me] = (g.cards[me].oid, kept + [s for s in subtypes if s not in kept])
    log(g, "gain_subtypes", rule="1.4.4", cause=ctx.cause, player=ctx.controller,
        data={"card": me, "subtypes": ", ".join(subtypes)})
    return True


def resolve_complete_me(g: GameState, frame: EffectFrame, step: ab.CompleteMe) -> bool:
    """'Complete me' (README rulings: Feats): the source, if it is still the same object in
    play, gains the Completed status; a Feat that left play is a new object and completes
    nothing (CR 2.1.d)."""
    ctx = frame.ctx
    if exists(g, ctx.source, ctx.source_oid) and g.cards[ctx.source].zone in (Zone.EXPEDITION, Zone.LANDMARKS):  # type: ignore[index]
        gain_status(g, ctx.source, "completed", ctx.cause)  # type: ignore[arg-type]
    return True


def resolve_fleeting_unless(g: GameState, frame: EffectFrame, step: ab.FleetingUnless) -> bool:
    """'I gain Fleeting unless ...' (README rulings: Corruption): the condition is read now,
    as the step resolves; the source, still in play, gains Fleeting if it does not hold."""
    ctx = frame.ctx
    if condition_holds(g, step.unless, ctx):
        return True
    if exists(g, ctx.source, ctx.source_oid) and g.cards[ctx.source].zone is Zone.EXPEDITION:  # type: ignore[index]
        gain_status(g, ctx.source, "fleeting", ctx.cause)  # type: ignore[arg-type]
    return True
