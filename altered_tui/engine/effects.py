"""Resolving effects step by step (CR 6.1, 6.5), pausing for the controller's choices.

An `EffectFrame` holds the remaining steps and the choices made so far as plain data, so a
game paused in the middle of an effect can be copied, saved and resumed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.adventure import move_backward, move_forward
from altered_tui.engine.characteristics import passives, tough
from altered_tui.engine.log import log
from altered_tui.engine.state import CardState, Decision, GameState
from altered_tui.engine.types import IN_PLAY_ZONES, Side, Status, Zone
from altered_tui.engine.zones import card_label, draw, exhaust, move, ready, ready_orbs

STATUS = {"anchored": Status.ANCHORED, "asleep": Status.ASLEEP, "fleeting": Status.FLEETING,
          "exhausted": Status.EXHAUSTED}


@dataclass
class Context:
    """Who resolves the effect and what its pronouns point to (CR 6.3.h-j, 7.2)."""

    controller: int
    source: int | None = None  # cid of the object whose ability this is ("I", "me")
    source_oid: int | None = None
    it: int | None = None  # cid of the object the trigger is about ("it")
    it_oid: int | None = None
    cause: str = ""
    side: str | None = None  # the source's Expedition when the trigger happened
    memo: dict[str, Any] = field(default_factory=dict)  # choices kept for the whole effect
    moved_oid: int | None = None  # the source's new object after the trigger's move (CR 2.1.f)


@dataclass
class EffectFrame:
    steps: list[Any]
    ctx: Context
    index: int = 0
    picks: list[int] = field(default_factory=list)
    answer_text: str | None = None
    tough_paid: list[int] = field(default_factory=list)
    die: int | None = None  # the last die result, for "X boosts where X is the result"
    scratch: dict[str, Any] = field(default_factory=dict)  # the current step's progress

    waits_for_reactions = False

    def run(self, g: GameState) -> None:
        while self.index < len(self.steps):
            if not resolve_step(g, self, self.steps[self.index]):
                return  # a decision is pending
            self.index += 1
            self.picks, self.answer_text, self.scratch = [], None, {}
            if g.stack[-1] is not self:
                return  # a step started other work (e.g. playing a card): it runs first
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        if action.verb in ("target", "choose") and action.card is not None:
            self.picks.append(action.card)
        else:
            self.answer_text = action.text


# --- objects and selections -------------------------------------------------------------

def _exists(g: GameState, cid: int | None, oid: int | None) -> bool:
    """An object still exists if its card has not changed zones since (CR 1.4.4)."""
    return cid is not None and g.cards[cid].oid == oid and g.cards[cid].zone is not Zone.GONE


def in_play(g: GameState) -> list[int]:
    out = []
    for p in g.players:
        for side in Side:
            out += p.expeditions[side]
        out += p.landmarks
    return out


def matches(g: GameState, cid: int, f: ab.Filter, ctx: Context) -> bool:
    c, d = g.cards[cid], g.cdef(cid)
    if f.type == "object":
        if d.type.value not in ("character", "permanent"):
            return False
    elif f.type != "card" and d.type.value != f.type:
        return False
    if f.subtype and not d.has_subtype(f.subtype):
        return False
    if f.controller == "you" and c.controller != ctx.controller:
        return False
    if f.controller == "opponent" and c.controller == ctx.controller:
        return False
    if f.other and cid == ctx.source:
        return False
    if f.token is not None and c.token != f.token:
        return False
    if f.max_hand_cost is not None and d.hand_cost > f.max_hand_cost:
        return False
    if f.min_hand_cost is not None and d.hand_cost < f.min_hand_cost:
        return False
    if f.status_any and not any(c.has(STATUS[s]) for s in f.status_any):
        return False
    if f.in_my_expedition and (ctx.side is None or c.side is None or c.side.value != ctx.side):
        return False
    if f.boosted is not None and (c.boosts > 0) != f.boosted:
        return False
    if f.max_hand_cost_from is not None and d.hand_cost > grants_and_counts.hand_cost_limit(g, f, ctx.controller):
        return False
    if f.in_other_expedition and not grants_and_counts.in_other_expedition(g, cid, ctx.controller, ctx.source, ctx.side):
        return False
    if f.base_stat_zero is not None and (
            d.is_character and 0 in (d.forest, d.mountain, d.water)) != f.base_stat_zero:
        return False  # printed statistics (CR 2.2.10), whatever the boosts
    if f.min_hand_cost_my_counters is not None:
        mine = g.cards[ctx.source].counters.get(f.min_hand_cost_my_counters, 0) if ctx.source else 0
        if d.hand_cost < mine:
            return False
    if (f.by_target_player or f.in_target_expedition) and not conditions_and_delays.filter_matches(g, cid, f, ctx):
        return False
    return True


def candidates(g: GameState, sel: ab.Select, ctx: Context) -> list[int]:
    return [cid for cid in in_play(g) if matches(g, cid, sel.filter, ctx)]


def tough_cost(g: GameState, cid: int, ctx: Context, frame: EffectFrame) -> int:
    """CR 7.4.7: an opponent pays Tough X to target it, once per effect."""
    c = g.cards[cid]
    if c.controller == ctx.controller or cid in frame.tough_paid:
        return 0
    return tough(g, cid)


def select(g: GameState, frame: EffectFrame, sel: ab.Select, verb: str = "target") -> list[int] | None:
    """The objects a step acts on, or None while the controller is still choosing."""
    ctx = frame.ctx
    if sel.ref == "me":
        return [ctx.source] if _exists(g, ctx.source, ctx.source_oid) else []
    if sel.ref == "it":
        return [ctx.it] if _exists(g, ctx.it, ctx.it_oid) else []
    if not conditions_and_delays.choose_for_filter(g, frame, sel.filter):
        return None
    pool = candidates(g, sel, ctx)
    if sel.ref == "each":
        return pool
    chosen = list(frame.picks)
    left = [c for c in pool if c not in chosen]  # CR 6.5.b: once per step
    if sel.ref == "target":
        left = [c for c in left if tough_cost(g, c, ctx, frame) <= len(ready_orbs(g, ctx.controller))]
    if sel.total_hand_cost_max is not None:
        spent = sum(g.cdef(c).hand_cost for c in chosen)
        left = [c for c in left if spent + g.cdef(c).hand_cost <= sel.total_hand_cost_max]
    if frame.answer_text == "done" or len(chosen) >= sel.count or not left:
        if sel.ref == "target":
            _pay_tough(g, frame, chosen)
        return chosen
    free = [c for c in left if sel.ref != "target" or tough_cost(g, c, ctx, frame) == 0]
    optional = sel.up_to or len(free) == 0  # never forced to pay Tough (CR 7.4.7.d)
    if not optional and len(left) == 1 and len(chosen) == 0 and sel.count == 1:
        frame.picks.append(left[0])
        _pay_tough(g, frame, frame.picks)
        return list(frame.picks)
    options = []
    for c in left:
        cost = tough_cost(g, c, ctx, frame) if sel.ref == "target" else 0
        options.append(Action(verb, c, g.cdef(c).name, arg=f"tough {cost}" if cost else ""))
    if optional:
        options.append(Action("done"))
    what = "up to " if sel.up_to else ""
    g.pending = Decision(ctx.controller, "target",
                         f"{ctx.cause}: choose {what}{sel.count - len(chosen)} ({_describe(sel.filter)})",
                         options)
    return None


def _pay_tough(g: GameState, frame: EffectFrame, chosen: list[int]) -> None:
    total = 0
    for c in chosen:
        cost = tough_cost(g, c, frame.ctx, frame)
        if cost:
            total += cost
            frame.tough_paid.append(c)
    if total:
        for orb in ready_orbs(g, frame.ctx.controller)[:total]:
            exhaust(g, orb)
        log(g, "tough", f"{g.players[frame.ctx.controller].name} pays {total} for Tough",
            rule="7.4.7.c", cause=frame.ctx.cause, player=frame.ctx.controller)


def _describe(f: ab.Filter) -> str:
    words = [f.subtype or ("card" if f.type == "card" else f.type)]
    if f.controller == "you":
        words.append("you control")
    elif f.controller == "opponent":
        words.append("an opponent controls")
    return " ".join(words)


def _players(ctx: Context, who: str) -> list[int]:
    if who == "you":
        return [ctx.controller]
    if who == "opponent":
        return [1 - ctx.controller]
    return [ctx.controller, 1 - ctx.controller]


def ask_card(g: GameState, player: int, prompt: str, cards: list[int]) -> None:
    """Wait for `player` to pick one of `cards` (answered with `choose Name#cid`)."""
    g.pending = Decision(player, "choose", prompt, [Action("choose", c, g.cdef(c).name) for c in cards])


# --- steps ------------------------------------------------------------------------------

def resolve_step(g: GameState, frame: EffectFrame, step: Any) -> bool:
    """Resolve one step; False means a decision is pending and the step will be retried."""
    handler = HANDLERS[step.kind]
    return handler(g, frame, step)


def _draw(g: GameState, frame: EffectFrame, step: ab.Draw) -> bool:
    count = conditions_and_delays.draw_count(step, frame.ctx)
    for p in _players(frame.ctx, step.who):
        if count:
            draw(g, p, count, cause=frame.ctx.cause)
    return True


def resupply(g: GameState, player: int, cause: str, exhausted: bool = False) -> int | None:
    """CR 7.3.22: the top card of the Deck goes to Reserve (refilling first, 7.3.22.b)."""
    from altered_tui.engine.zones import refill_deck_if_needed

    refill_deck_if_needed(g, player, 1, cause)
    p = g.players[player]
    if not p.deck:
        return None
    cid = p.deck[0]
    move(g, cid, Zone.RESERVE, status=Status.EXHAUSTED if exhausted else Status.NONE)
    log(g, "resupply", f"{p.name} resupplies {card_label(g, cid)}" + (" exhausted" if exhausted else ""),
        rule="7.3.11" if exhausted else "7.3.22", cause=cause, player=player)
    from altered_tui.engine.reactions import fire_you

    fire_you(g, player, "opponent_draws_or_resupplies", opponents=True)
    return cid


def _resupply(g: GameState, frame: EffectFrame, step: ab.Resupply) -> bool:
    done = frame.scratch.setdefault("done", 0)
    jobs = [p for p in _players(frame.ctx, step.who) for _ in range(step.count)]
    while done < len(jobs):
        player = jobs[done]
        if any(True for _ in passives(g, "resupply_reveal", player)):
            if not _resupply_reveal(g, frame, player, step.exhausted):
                return False
        else:
            resupply(g, player, frame.ctx.cause, step.exhausted)
        done += 1
        frame.scratch["done"] = done
        frame.scratch.pop("revealed", None)
        frame.answer_text, frame.picks = None, []
    return True


def _resupply_reveal(g: GameState, frame: EffectFrame, player: int, exhausted: bool) -> bool:
    """A Resupply replaced by: reveal the top two cards, one to Reserve, the other discarded."""
    from altered_tui.engine.zones import refill_deck_if_needed

    p = g.players[player]
    if "revealed" not in frame.scratch:
        refill_deck_if_needed(g, player, 2, frame.ctx.cause)
        frame.scratch["revealed"] = list(p.deck[:2])
        g.revealed = list(frame.scratch["revealed"])  # both players see them while one is chosen
        shown = ", ".join(card_label(g, c) for c in frame.scratch["revealed"]) or "nothing"
        log(g, "reveal_cards", f"{p.name} reveals {shown} instead of Resupplying", rule="6.2.b",
            cause=frame.ctx.cause, player=player)
    revealed = frame.scratch["revealed"]
    if len(revealed) == 2 and not frame.picks:
        ask_card(g, player, f"{frame.ctx.cause}: choose the card to put in Reserve", revealed)
        return False
    keep = frame.picks[0] if frame.picks else (revealed[0] if revealed else None)
    g.revealed = []
    for cid in revealed:
        if cid == keep:
            move(g, cid, Zone.RESERVE, status=Status.EXHAUSTED if exhausted else Status.NONE)
            log(g, "resupply", f"{card_label(g, cid)} goes to Reserve", rule="7.3.22",
                cause=frame.ctx.cause, player=player)
        else:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", f"{card_label(g, cid)} is discarded", rule="7.3.5",
                cause=frame.ctx.cause, player=player)
    return True


def _sabotage(g: GameState, frame: EffectFrame, step: ab.Sabotage) -> bool:
    """CR 7.3.24: discard up to one target card in a Reserve (yours included)."""
    if frame.answer_text == "done":
        return True
    if not frame.picks:
        cards = g.players[0].reserve + g.players[1].reserve
        if not cards:
            return True
        g.pending = Decision(frame.ctx.controller, "target",
                             f"{frame.ctx.cause}: Sabotage: discard up to one card in a Reserve",
                             [Action("target", c, g.cdef(c).name) for c in cards] + [Action("done")])
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.DISCARD)
    log(g, "sabotage", f"{card_label(g, cid)} is discarded from Reserve (Sabotage)", rule="7.3.24",
        cause=frame.ctx.cause, player=frame.ctx.controller)
    return True


def _boost(g: GameState, frame: EffectFrame, step: ab.Boost) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    amount = (frame.die or 0) if step.amount_from == "die" else step.amount
    counted = grants_and_counts.boost_amount(g, step, frame.ctx.controller)
    amount = amount if counted is None else counted
    for cid in objs:
        gain_boosts(g, cid, amount, frame.ctx.cause)
    return True


def gain_boosts(g: GameState, cid: int, amount: int, cause: str) -> None:
    if amount <= 0:
        return
    c = g.cards[cid]
    c.counters["boost"] = c.boosts + amount
    log(g, "boost", f"{card_label(g, cid)} gains {amount} boost{'s' if amount > 1 else ''}",
        rule="2.5.1", cause=cause, player=c.controller)
    c = g.cards[cid]
    if g.cdef(cid).is_character and c.zone is Zone.EXPEDITION:  # 'a Character you control gains boosts'
        from altered_tui.engine.reactions import fire_you

        fire_you(g, c.controller, "your_character_gains_boosts", it=cid)


def _gain_status(g: GameState, frame: EffectFrame, step: ab.GainStatus) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        c = g.cards[cid]
        if step.status == "fleeting" and g.cdef(cid).is_landmark:
            continue  # CR 2.4.6.b remark: Landmark Permanents can't be Fleeting
        if c.has(STATUS[step.status]):
            continue  # CR 2.4.1.f
        c.status |= STATUS[step.status]
        log(g, "status", f"{card_label(g, cid)} gains {step.status.capitalize()}", rule="7.3.13",
            cause=frame.ctx.cause, player=c.controller)
    return True


def _lose_status(g: GameState, frame: EffectFrame, step: ab.LoseStatus) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        c = g.cards[cid]
        if c.has(STATUS[step.status]):
            c.status &= ~STATUS[step.status]
            log(g, "status", f"{card_label(g, cid)} loses {step.status.capitalize()}",
                rule="7.3.15", cause=frame.ctx.cause, player=c.controller)
    return True


ZONE_OF = {"reserve": Zone.RESERVE, "hand": Zone.HAND, "deck_top": Zone.DECK, "mana": Zone.MANA,
           "discard": Zone.DISCARD}


def send(g: GameState, cid: int, zone: Zone, cause: str, rule: str, sacrificed: bool = False,
         modified: bool = False) -> None:
    """Move an object in play to another zone, with its leave triggers and statuses.
    `modified`: a replacing modifier already applied to this move (CR 6.2.k)."""
    from altered_tui.engine.reactions import fire_leaving, follow_moved
    from altered_tui.engine.zones_steps import replace_leaving

    c = g.cards[cid]
    if not modified and replace_leaving(g, cid, zone, cause, rule, sacrificed):
        return
    label = card_label(g, cid)
    src, old_oid, first_emblem = c.zone, c.oid, g.next_emblem
    fire_leaving(g, cid, sacrificed=sacrificed, to=zone)
    if zone is Zone.RESERVE and c.has(Status.FLEETING) and c.zone is Zone.EXPEDITION:
        zone = Zone.DISCARD  # CR 2.4.6.d
    status = Status.EXHAUSTED if zone is Zone.MANA else Status.NONE  # CR 3.2.9.b
    existed = move(g, cid, zone, status=status)
    where = {Zone.RESERVE: "Reserve", Zone.HAND: "its owner's hand", Zone.DECK: "the top of its owner's Deck",
             Zone.MANA: "Mana", Zone.DISCARD: "the Discard pile"}[zone]
    text = f"{label} goes to {where}" if existed else f"{label} leaves play and ceases to exist"
    log(g, "sacrifice" if sacrificed else "send", text, rule="2.1.e" if not existed else rule,
        cause=cause, player=c.owner)
    if existed:
        follow_moved(g, cid, old_oid, first_emblem)
    if existed and zone is Zone.RESERVE:
        from altered_tui.engine.reactions import fire_self

        fire_self(g, cid, "goes_to_reserve", from_zone=src)


def _send_to(g: GameState, frame: EffectFrame, step: ab.SendTo) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        if g.cards[cid].zone in IN_PLAY_ZONES:
            send(g, cid, ZONE_OF[step.zone], frame.ctx.cause, rule="7.3.26")
    return True


def _sacrifice(g: GameState, frame: EffectFrame, step: ab.Sacrifice) -> bool:
    if step.who != "you":
        return daily_and_regions.sacrifice_each(g, frame, step)
    sel = step.objects
    if sel.ref in ("choose", "target", "each"):
        sel = sel.model_copy(update={"filter": sel.filter.model_copy(update={"controller": "you"})})
    objs = select(g, frame, sel, verb="choose")
    if objs is None:
        return False
    for cid in objs:
        send(g, cid, Zone.DISCARD, frame.ctx.cause, rule="7.3.25", sacrificed=True)
    return True


def create_token(g: GameState, name: str, player: int, side: Side, cause: str) -> int:
    """CR 7.3.4: put a new Character token in an Expedition; it joins it (7.5.8.b)."""
    from altered_tui.engine.reactions import fire_joined_expedition, fire_self, fire_you

    token_def = next(d for d in g.defs.values() if d.token and d.name == name)  # type: ignore[union-attr]
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=player, card_id=token_def.id, zone=Zone.GONE,
                             controller=player, token=True)
    move(g, cid, Zone.EXPEDITION, side=side, controller=player)
    log(g, "token", f"{g.players[player].name} creates a token: {card_label(g, cid)}, in the "
        f"{side.value} expedition", rule="7.3.4", cause=cause, player=player)
    fire_self(g, cid, "joins")
    fire_joined_expedition(g, cid)
    fire_you(g, player, "you_create_token", it=cid)  # CR 7.3.4: "it" is the new token
    return cid


def _create_token(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    ctx = frame.ctx
    if step.where == "target_expedition":
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "expedition",
                                 f"{ctx.cause}: choose the Expedition for the {step.token} token",
                                 [Action("expedition", dest=s.value) for s in Side])
            return False
        sides = [Side(frame.answer_text.split("-> ")[1])]
    elif step.where == "distributed":  # one Expedition of yours chosen per token
        made = frame.scratch.get("made", 0)
        if frame.answer_text is not None:
            create_token(g, step.token, ctx.controller, Side(frame.answer_text.split("-> ")[1]), ctx.cause)
            made += 1
            frame.scratch["made"], frame.answer_text = made, None
        if made < step.count:
            g.pending = Decision(ctx.controller, "expedition",
                                 f"{ctx.cause}: choose the Expedition for token {made + 1} of {step.count}",
                                 [Action("expedition", dest=s.value) for s in Side])
            return False
        return True
    elif step.where == "each_of_your_expeditions":
        sides = list(Side)
    elif step.where == "hero_expedition":
        sides = [Side.HERO]
    elif step.where == "companion_expedition":
        sides = [Side.COMPANION]
    elif _source_is_gigantic(g, ctx):
        if step.where == "other_expedition":
            return True  # CR 7.4.4.k: a Gigantic object has no "other" Expedition
        # CR 7.4.4.f, h: "my Expedition" is both of them; each token goes where you choose.
        return _create_token(g, frame, step.model_copy(update={"where": "distributed"}))
    else:
        mine = Side(ctx.side) if ctx.side else Side.HERO
        sides = [mine if step.where == "my_expedition" else mine.other]
    for side in sides:
        for _ in range(step.count):
            create_token(g, step.token, ctx.controller, side, ctx.cause)
    return True


def _source_is_gigantic(g: GameState, ctx: Context) -> bool:
    from altered_tui.engine.characteristics import is_gigantic

    return _exists(g, ctx.source, ctx.source_oid) and is_gigantic(g, ctx.source)  # type: ignore[arg-type]


def _move_expedition(g: GameState, frame: EffectFrame, step: ab.MoveExpedition) -> bool:
    ctx = frame.ctx
    if step.expedition == "target":
        if frame.answer_text is None:
            opts = [Action("expedition", dest=s.value, arg=who) for who in ("yours", "theirs")
                    for s in Side]
            g.pending = Decision(ctx.controller, "expedition",
                                 f"{ctx.cause}: choose the Expedition that moves {step.direction}", opts)
            return False
        parts = frame.answer_text.split()
        side, player = Side(parts[2]), ctx.controller if parts[3] == "yours" else 1 - ctx.controller
    else:
        side = Side(ctx.side) if ctx.side else Side.HERO
        player = ctx.controller if step.expedition == "mine" else 1 - ctx.controller
    if step.direction == "forward":
        from altered_tui.engine.statics import expedition_blocked

        why = expedition_blocked(g, player, side)
        if why is not None:
            log(g, "no_move", f"{g.players[player].name}'s {side.value} expedition can't move forward: "
                f"{why}", rule="7.3.17", cause=ctx.cause, player=player)
        elif move_forward(g, player, side, ctx.cause):
            log(g, "move_forward", f"{g.players[player].name}'s {side.value} expedition moves forward",
                rule="7.3.17.a", cause=ctx.cause, player=player)
    else:
        move_backward(g, player, side, ctx.cause)
    return True


def _switch(g: GameState, frame: EffectFrame, step: ab.SwitchExpeditions) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        c = g.cards[cid]
        if c.zone is not Zone.EXPEDITION:
            continue
        exp = g.players[c.controller].expeditions
        exp[c.side].remove(cid)  # type: ignore[index]
        c.side = c.side.other  # type: ignore[union-attr]
        exp[c.side].append(cid)
        log(g, "switch", f"{card_label(g, cid)} switches to the {c.side.value} expedition",
            rule="7.3.28", cause=frame.ctx.cause, player=c.controller)
    return True


def _put_from_hand(g: GameState, frame: EffectFrame, step: ab.PutFromHand) -> bool:
    ctx = frame.ctx
    hand = g.players[ctx.controller].hand
    if not hand:
        return True
    if not frame.picks and len(hand) == 1:
        frame.picks.append(hand[0])  # a forced choice is not a decision
    if not frame.picks:
        ask_card(g, ctx.controller,
                 f"{ctx.cause}: choose a card from your hand to put in {step.zone.capitalize()}", hand)
        return False
    cid = frame.picks[0]
    zone = Zone.RESERVE if step.zone == "reserve" else Zone.MANA
    move(g, cid, zone, status=Status.EXHAUSTED if zone is Zone.MANA else Status.NONE)
    ctx.it, ctx.it_oid = cid, g.cards[cid].oid  # "If it's a ..." speaks of the card put
    name = g.players[ctx.controller].name
    log(g, "put", f"{name} puts {card_label(g, cid)} from hand in {step.zone.capitalize()}",
        rule="7.3.21", cause=ctx.cause, player=ctx.controller,
        private_to=ctx.controller if zone is Zone.MANA else None,
        public_text=f"{name} puts a card from hand in Mana")
    if zone is Zone.RESERVE:
        from altered_tui.engine.reactions import fire_self

        fire_self(g, cid, "goes_to_reserve", from_zone=Zone.HAND)
    return True


def _may(g: GameState, frame: EffectFrame, step: ab.May) -> bool:
    ctx = frame.ctx
    if step.cost is not None and step.cost.discard_any_from_reserve:
        return conditions_and_delays.may_discard_any(g, frame, step)
    if frame.answer_text is None:
        from altered_tui.cards.render import render_may_cost, render_steps

        payable = step.cost is None or can_pay_may_cost(g, ctx, step.cost)
        what = render_steps(step.steps)
        price = f" (pay: {render_may_cost(step.cost)})" if step.cost else ""
        g.pending = Decision(ctx.controller, "may", f"{ctx.cause}: you may {what}{price}",
                             ([Action("yes")] if payable else []) + [Action("no")])
        return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.discard_from_reserve:
        if len([c for c in frame.picks if c in g.players[ctx.controller].reserve]) < step.cost.discard_from_reserve:
            cards = [c for c in g.players[ctx.controller].reserve if c not in frame.picks]
            ask_card(g, ctx.controller, f"{ctx.cause}: choose a card to discard from your Reserve", cards)
            return False
    if frame.answer_text == "yes" and step.cost is not None and step.cost.put_from_hand_in_reserve:
        hand = g.players[ctx.controller].hand
        if len([c for c in frame.picks if c in hand]) < step.cost.put_from_hand_in_reserve:
            ask_card(g, ctx.controller, f"{ctx.cause}: choose a card from your hand to put in Reserve",
                     [c for c in hand if c not in frame.picks])
            return False
    if frame.answer_text == "yes":
        if step.cost is not None:
            pay_may_cost(g, ctx, step.cost, frame.picks)
        _push_steps(g, frame, step.steps)
    else:
        log(g, "decline", f"{g.players[frame.ctx.controller].name} declines", rule="6.5.c",
            cause=frame.ctx.cause, player=frame.ctx.controller)
    return True


def can_pay_may_cost(g: GameState, ctx: Context, cost: ab.MayCost) -> bool:
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
    return len(g.players[ctx.controller].reserve) >= cost.discard_from_reserve


def pay_may_cost(g: GameState, ctx: Context, cost: ab.MayCost, discards: list[int]) -> None:
    """CR 6.4: all parts of a cost are paid at once."""
    for orb in ready_orbs(g, ctx.controller)[:cost.mana]:
        exhaust(g, orb)
    if cost.exhaust_me and ctx.source is not None:
        exhaust(g, ctx.source)
    if ctx.source is not None:
        me = g.cards[ctx.source]
        for name, n in cost.spend_counters.items():
            me.counters[name] = me.counters.get(name, 0) - n  # CR 7.3.27
    puts = [cid for cid in discards if g.cards[cid].zone is Zone.HAND]
    for cid in discards:
        if cid not in puts:
            move(g, cid, Zone.DISCARD)
    for cid in puts:  # CR 1.2.5.d: paid together with the rest of the cost
        move(g, cid, Zone.RESERVE)
    log(g, "pay", f"{g.players[ctx.controller].name} pays the cost", rule="6.4", cause=ctx.cause,
        player=ctx.controller)
    if puts:
        from altered_tui.engine.reactions import fire_self

        for cid in puts:
            log(g, "put", f"{g.players[ctx.controller].name} puts {card_label(g, cid)} from hand in Reserve",
                rule="7.3.21", cause=ctx.cause, player=ctx.controller)
            fire_self(g, cid, "goes_to_reserve", from_zone=Zone.HAND)
    if cost.sacrifice_me and ctx.source is not None:
        send(g, ctx.source, Zone.DISCARD, ctx.cause, rule="7.3.25", sacrificed=True)


def _roll_die(g: GameState, frame: EffectFrame, step: ab.RollDie) -> bool:
    ctx = frame.ctx
    name = g.players[ctx.controller].name
    if "rolls" not in frame.scratch:
        extra = any(True for _ in passives(g, "dice_advantage", ctx.controller))
        rolls = [g.rng.die() for _ in range(2 if extra else 1)]
        frame.scratch["rolls"] = rolls
        from altered_tui.engine.reactions import fire_you

        fire_you(g, ctx.controller, "you_roll_dice")
        if extra:
            log(g, "die", f"{name} rolls two dice (one extra): {rolls[0]} and {rolls[1]}",
                rule="7.3.19.c", cause=ctx.cause, player=ctx.controller, data={"rolls": rolls})
    rolls = frame.scratch["rolls"]
    if len(rolls) > 1 and frame.answer_text is None and "result" not in frame.scratch:
        g.pending = Decision(ctx.controller, "die", f"{ctx.cause}: keep which result?",
                             [Action("keep_die", arg=str(r)) for r in sorted(set(rolls))])
        return False
    if "result" not in frame.scratch:
        result = int(frame.answer_text.split()[1]) if len(rolls) > 1 else rolls[0]  # type: ignore[union-attr]
        frame.scratch["result"] = result
        log(g, "die", f"{name} rolls a die: {result}", rule="7.3.19",
            cause=ctx.cause, player=ctx.controller, data={"result": result})
        frame.answer_text = None
    final = conditions_and_delays.die_bonus(g, frame, frame.scratch["result"])
    if final is None:
        return False
    result = frame.die = final
    for outcome in step.outcomes:
        if outcome.low <= result <= outcome.high:
            _push_steps(g, frame, outcome.steps)
            break
    return True


def _choose_one(g: GameState, frame: EffectFrame, step: ab.ChooseOne) -> bool:
    if frame.answer_text is None:
        from altered_tui.cards.render import render_steps

        g.pending = Decision(frame.ctx.controller, "mode", f"{frame.ctx.cause}: choose one",
                             [Action("mode", arg=f"{i + 1} {render_steps(m)}")
                              for i, m in enumerate(step.modes)])
        return False
    index = int(frame.answer_text.split()[1]) - 1
    _push_steps(g, frame, step.modes[index])
    return True


def _gain_counters(g: GameState, frame: EffectFrame, step: ab.GainCounters) -> bool:
    ctx = frame.ctx
    if not _exists(g, ctx.source, ctx.source_oid):
        return True
    c = g.cards[ctx.source]  # type: ignore[index]
    c.counters[step.counter] = c.counters.get(step.counter, 0) + step.amount
    log(g, "counters", f"{card_label(g, c.cid)} gains {step.amount} {step.counter.capitalize()} "
        f"counter{'s' if step.amount > 1 else ''}", rule="7.3.12", cause=ctx.cause, player=c.controller)
    return True


def _next_play(g: GameState, frame: EffectFrame, step: ab.NextPlay) -> bool:
    from altered_tui.cards.render import render_step

    g.ongoing.append({"controller": frame.ctx.controller, "step": step})
    log(g, "ongoing", f"{g.players[frame.ctx.controller].name}: {render_step(step)}", rule="2.2.14",
        cause=frame.ctx.cause, player=frame.ctx.controller)
    return True


def _activate_joins(g: GameState, frame: EffectFrame, step: ab.ActivateJoins) -> bool:
    from altered_tui.engine.reactions import activate_joins

    if step.each_may:
        return grants_and_counts.activate_joins_each_may(g, frame, step)
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    for cid in objs:
        activate_joins(g, cid)
    return True


def _choose_target(g: GameState, frame: EffectFrame, step: ab.ChooseTarget) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    if objs:
        frame.ctx.it, frame.ctx.it_oid = objs[0], g.cards[objs[0]].oid
    else:
        frame.ctx.it, frame.ctx.it_oid = None, None
    return True


def _reserve_to_hand(g: GameState, frame: EffectFrame, step: ab.ReserveToHand) -> bool:
    ctx = frame.ctx
    f = step.filter.model_copy(update={"controller": "any"})
    cards = [c for c in g.players[ctx.controller].reserve if c != ctx.source and matches(g, c, f, ctx)]
    if not cards:
        return True
    if not frame.picks and len(cards) == 1:
        frame.picks.append(cards[0])  # a forced choice is not a decision
    if not frame.picks:
        ask_card(g, ctx.controller, f"{ctx.cause}: choose a card in your Reserve to return to your hand",
                 cards)
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.HAND)
    log(g, "return", f"{card_label(g, cid)} returns from Reserve to {g.players[ctx.controller].name}'s hand",
        rule="7.3.23", cause=ctx.cause, player=ctx.controller)
    return True


def _after_you(g: GameState, frame: EffectFrame, step: ab.AfterYou) -> bool:
    from altered_tui.engine.types import Phase

    if g.phase is Phase.AFTERNOON and g.turn_player == frame.ctx.controller:
        g.after_you = True
        log(g, "after_you", f"{g.players[frame.ctx.controller].name}: After You — the turn ends "
            "once no Reactions are waiting", rule="7.3.2", cause=frame.ctx.cause,
            player=frame.ctx.controller)
    return True


def condition_holds(g: GameState, cond: ab.StepCondition, ctx: Context) -> bool:
    if cond.first_player is not None and (g.first_player == ctx.controller) != cond.first_player:
        return False
    if cond.fewer_mana_orbs_than is not None and \
            len(g.players[ctx.controller].mana) >= cond.fewer_mana_orbs_than:
        return False
    if cond.controls is not None:
        f = cond.controls.model_copy(update={"controller": "you"})
        if sum(1 for c in in_play(g) if matches(g, c, f, ctx)) < cond.at_least:
            return False
    if cond.my_counters is not None and not counters_and_reveal.has_counters(g, ctx.source, cond.my_counters):
        return False
    if cond.it_is is not None and not (
            _exists(g, ctx.it, ctx.it_oid)
            and matches(g, ctx.it, cond.it_is.model_copy(update={"controller": "any"}), ctx)):  # type: ignore[arg-type]
        return False
    if not conditions_and_delays.boosts_condition_holds(g, cond, ctx):
        return False
    return grants_and_counts.step_condition_holds(g, cond, ctx.controller)


def _if(g: GameState, frame: EffectFrame, step: ab.If) -> bool:
    """CR 6.5.d: checked just before the steps would happen; if false they are ignored."""
    if condition_holds(g, step.condition, frame.ctx):
        _push_steps(g, frame, step.steps)
    return True


def _discard_from_hand(g: GameState, frame: EffectFrame, step: ab.DiscardFromHand) -> bool:
    """The affected player picks the cards; players act in initiative order (CR 1.4.5)."""
    ctx = frame.ctx
    order = [p for p in g.in_initiative_order() if p in _players(ctx, step.who)]
    done = frame.scratch.setdefault("done", [])
    for player in order:
        if player in done:
            continue
        hand = g.players[player].hand
        picked = [c for c in frame.picks if c in hand]
        need = len(hand) if step.whole_hand else min(step.count, len(hand))
        if len(picked) < need and len(hand) > need:
            ask_card(g, player, f"{ctx.cause}: choose a card to discard from your hand",
                     [c for c in hand if c not in picked])
            return False
        chosen = picked if len(hand) > need else list(hand)
        for cid in chosen:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", f"{g.players[player].name} discards {card_label(g, cid)} from hand",
                rule="7.3.5", cause=ctx.cause, player=player)
        done.append(player)
    return True


def _exhaust_or_ready(g: GameState, frame: EffectFrame, step: ab.Exhaust | ab.Ready) -> bool:
    """CR 7.3.10 / 7.3.18: an object already in that state is left as it is."""
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    change, word, rule = ((exhaust, "exhausted", "7.3.10") if step.kind == "exhaust"
                          else (ready, "readied", "7.3.18"))
    for cid in objs:
        if change(g, cid):
            log(g, step.kind, f"{card_label(g, cid)} is {word}", rule=rule,
                cause=frame.ctx.cause, player=g.cards[cid].controller)
    return True


def _play_me_for_free(g: GameState, frame: EffectFrame, step: ab.PlayForFree) -> bool:
    """CR 7.3.20; CR 2.1.g lets the effect follow the card through its moves."""
    from altered_tui.engine.playing import PlayCardFrame

    ctx = frame.ctx
    cid = ctx.source
    if cid is None or g.cards[cid].zone not in (Zone.RESERVE, Zone.HAND) or g.cards[cid].owner != ctx.controller:
        return True
    d = g.cdef(cid)
    if d.goes_to_expedition and frame.answer_text is None:
        g.pending = Decision(ctx.controller, "expedition", f"{ctx.cause}: choose the Expedition for {d.name}",
                             [Action("expedition", dest=s.value) for s in Side])
        return False
    side = Side(frame.answer_text.split("-> ")[1]) if d.goes_to_expedition else None  # type: ignore[union-attr]
    status = STATUS[step.then_gains] if step.then_gains else Status.NONE
    g.stack.append(PlayCardFrame(cid, g.cards[cid].zone, side, ctx.controller, free=True,
                                 then_gains=status))
    return True


def _cant_move_forward(g: GameState, frame: EffectFrame, step: ab.CantMoveForward) -> bool:
    ctx = frame.ctx
    if step.expedition == "target":
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "expedition",
                                 f"{ctx.cause}: choose the Expedition that can't move forward",
                                 [Action("expedition", dest=s.value, arg=who) for who in ("yours", "theirs")
                                  for s in Side])
            return False
        parts = frame.answer_text.split()
        player = ctx.controller if parts[3] == "yours" else 1 - ctx.controller
        targets = [(player, parts[2])]
    else:
        targets = [(p, s.value) for p in (0, 1) for s in Side]
    for player, side in targets:
        g.ongoing.append({"controller": ctx.controller, "kind": "cant_move", "player": player,
                          "side": side, "duration": "day", "cause": ctx.cause})
    log(g, "ongoing", f"{render_targets(g, targets)} can't move forward this Day", rule="2.2.14",
        cause=ctx.cause, player=ctx.controller)
    return True


def render_targets(g: GameState, targets: list[tuple[int, str]]) -> str:
    if len(targets) == 4:
        return "Expeditions"
    return ", ".join(f"{g.players[p].name}'s {s} expedition" for p, s in targets)


def _push_steps(g: GameState, frame: EffectFrame, steps: list[Any]) -> None:
    """Nested steps run right after the current one, before the rest of the effect."""
    rest = frame.steps[frame.index + 1:]
    frame.steps = frame.steps[:frame.index + 1] + list(steps) + rest


HANDLERS = {
    "draw": _draw,
    "resupply": _resupply,
    "sabotage": _sabotage,
    "boost": _boost,
    "gain_status": _gain_status,
    "lose_status": _lose_status,
    "send_to": _send_to,
    "sacrifice": _sacrifice,
    "create_token": _create_token,
    "move_expedition": _move_expedition,
    "switch_expeditions": _switch,
    "put_from_hand": _put_from_hand,
    "may": _may,
    "roll_die": _roll_die,
    "choose_one": _choose_one,
    "gain_counters": _gain_counters,
    "next_play": _next_play,
    "activate_joins": _activate_joins,
    "choose_target": _choose_target,
    "reserve_to_hand": _reserve_to_hand,
    "after_you": _after_you,
    "if": _if,
    "discard_from_hand": _discard_from_hand,
    "exhaust": _exhaust_or_ready,
    "ready": _exhaust_or_ready,
    "play_me_for_free": _play_me_for_free,
    "cant_move_forward": _cant_move_forward,
}

__all__ = ["EffectFrame", "Context", "HANDLERS", "resupply", "ready"]

# Modules of further vocabulary; they use the helpers above, so they are imported last.
from altered_tui.engine import (  # noqa: E402
    conditions_and_delays, counters_and_reveal, grants_and_counts, daily_and_regions, zones_steps,
)

for _module in (counters_and_reveal, conditions_and_delays, zones_steps):
    HANDLERS.update(_module.HANDLERS)
