"""Objects leaving play: sending to a zone, sacrificing, and the object's own 'if I would
leave the Expedition zone' replacing modifier (CR 7.3.25, 7.3.26, 6.2.b, d, e)."""

from __future__ import annotations

from dataclasses import dataclass

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.characteristics import base_cost, is_gigantic, looked_at, matches, terrains_of
from altered_tui.engine.log import card_cause, log
from altered_tui.engine.objects import STATUS, Context, in_play, own_passives
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.statics import leave_modifier, stay_modifier
from altered_tui.engine.steps.effect import (EffectFrame, ask_card, choose_for_filter, players_of,
                                            push_steps, select)
from altered_tui.engine.triggers import (
    fire_joined_expedition, fire_leaving, fire_self, fire_you, follow_moved, follow_to_reserve,
)
from altered_tui.engine.types import IN_PLAY_ZONES, Status, Zone
from altered_tui.engine.zones import exhaust, move


ZONE_OF = {"reserve": Zone.RESERVE, "hand": Zone.HAND, "deck_top": Zone.DECK,
           "deck_at_die": Zone.DECK, "mana": Zone.MANA,
           "discard": Zone.DISCARD}


def send(g: GameState, cid: int, zone: Zone, cause: str, rule: str, sacrificed: bool = False,
         modified: bool = False) -> None:
    """Move an object in play to another zone, with its leave triggers and statuses.
    `modified`: a replacing modifier already applied to this move (CR 6.2.k)."""
    c = g.cards[cid]
    if not modified and replace_leaving(g, cid, zone, cause, rule, sacrificed):
        return
    src, src_side, old_oid, first_emblem = c.zone, c.side, c.oid, g.next_emblem
    fire_leaving(g, cid, sacrificed=sacrificed, to=zone)
    had = dict(c.counters)
    if zone is Zone.RESERVE and c.has(Status.FLEETING) and c.zone is Zone.EXPEDITION:
        zone = Zone.DISCARD  # CR 2.4.6.d
    status = Status.EXHAUSTED if zone is Zone.MANA else Status.NONE  # CR 3.2.9.b
    existed = move(g, cid, zone, status=status)
    log(g, "sacrifice" if sacrificed else "send", rule=rule if existed else "2.1.e", cause=cause,
        player=c.owner, data={"via": zone.value if existed else "gone", "card": cid})
    if existed:
        follow_moved(g, cid, old_oid, first_emblem)
    if existed and zone is Zone.RESERVE:
        follow_to_reserve(g, cid, old_oid)
        fire_self(g, cid, "goes_to_reserve", from_zone=src, from_side=src_side, left_counters=had)


def replace_leaving(g: GameState, cid: int, zone: Zone, cause: str, rule: str,
                    sacrificed: bool) -> bool:
    """Called where an object would leave the Expedition zone (`send`). Returns True
    if the modifier took over the move: done now if mandatory, or after its controller's
    choice (a frame) if optional (CR 6.2.d)."""
    if stays_instead(g, cid, cause, sacrificed):
        return True
    if zone is Zone.RESERVE and defects_instead(g, cid, cause):
        return True
    mod = leave_modifier(g, cid)
    if mod is None or zone is Zone.MANA:
        return False
    if not mod.optional:
        log(g, "send", rule="6.2.b", cause=cause, player=g.cards[cid].controller,
            data={"via": "mana_instead", "card": cid})
        send(g, cid, Zone.MANA, cause, rule="6.2.b", sacrificed=sacrificed, modified=True)
        return True
    c = g.cards[cid]
    g.stack.append(LeaveChoiceFrame(cid, c.oid, zone.value, cause, rule, sacrificed, c.controller))
    return True


def defects_instead(g: GameState, cid: int, cause: str) -> bool:
    """CR 6.2.b: 'if I would go to Reserve from the Expedition zone, I gain Fleeting and defect
    instead' (`defect_instead`); False if the object has no such passive working now."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or not own_passives(g, cid, "defect_instead"):
        return False
    log(g, "send", rule="6.2.b", cause=cause, player=c.controller,
        data={"via": "defects_instead", "card": cid})
    if not c.has(Status.FLEETING):
        c.status |= Status.FLEETING
        log(g, "status", rule="2.4.6", cause=cause, player=c.controller,
            data={"via": "gains", "card": cid, "status": "fleeting"})
    defect(g, cid, cause, c.controller)
    return True


def defect(g: GameState, cid: int, cause: str, by: int) -> None:
    """The Character joins the Expedition facing its own and that Expedition's player controls
    it (README: Rules notes, Defect): the same object (CR 1.4.4.a), its owner unchanged."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION or c.side is None:
        return
    old = c.controller
    g.players[old].expeditions[c.side].remove(cid)
    c.controller = 1 - old
    g.players[c.controller].expeditions[c.side].append(cid)
    log(g, "defect", rule="1.2.3.c", cause=cause, player=by,
        data={"card": cid, "whom": old, "who": c.controller, "side": c.side.value})
    fire_joined_expedition(g, cid)


def stays_instead(g: GameState, cid: int, cause: str, sacrificed: bool) -> bool:
    """CR 6.2.b: a passive keeps the Character in its Expedition; it loses a status, or all
    its boosts, instead of leaving."""
    found = stay_modifier(g, cid)
    if found is None:
        return False
    source, effect = found
    c = g.cards[cid]
    log(g, "sacrifice" if sacrificed else "send", rule="6.2.b", cause=cause, player=c.controller,
        data={"via": "stays_instead", "card": cid, "source": source})
    if effect.loses == "boosts":
        c.counters.pop("boost", None)
        log(g, "status", rule="6.2.b", cause=cause, player=c.controller,
            data={"via": "loses_boosts", "card": cid})
    elif c.has(STATUS[effect.loses]):
        c.status &= ~STATUS[effect.loses]
        log(g, "status", rule="6.2.b", cause=cause, player=c.controller,
            data={"via": "loses", "card": cid, "status": effect.loses})
    return True


@dataclass
class LeaveChoiceFrame:
    """CR 6.2.d-e: the controller states whether the optional modifier applies; if not, the
    object goes where it was going, then the alternative effect runs as a new step."""

    cid: int
    oid: int
    zone: str
    cause: str
    rule: str
    sacrificed: bool
    player: int
    answer_text: str | None = None

    waits_for_reactions = False

    def answer(self, g: GameState, action: Action) -> None:
        self.answer_text = action.text

    def run(self, g: GameState) -> None:
        c = g.cards[self.cid]
        if c.oid != self.oid or c.zone is not Zone.EXPEDITION:
            g.stack.pop()  # it left by other means meanwhile (CR 1.4.4)
            return
        mod = leave_modifier(g, self.cid)
        if mod is None:
            g.stack.pop()
            send(g, self.cid, Zone(self.zone), self.cause, self.rule, sacrificed=self.sacrificed,
                 modified=True)
            return
        if self.answer_text is None:
            g.pending = Decision(self.player, "may", {"kind": "leave_to_mana", "card": self.cid},
                                 [Action("yes"), Action("no")])
            return
        g.stack.pop()
        if self.answer_text == "yes":
            log(g, "send", rule="6.2.d", cause=self.cause, player=self.player,
                data={"via": "mana_instead", "card": self.cid})
            send(g, self.cid, Zone.MANA, self.cause, rule="6.2.d", sacrificed=self.sacrificed,
                 modified=True)
            return
        log(g, "decline", rule="6.2.d", cause=self.cause, player=self.player,
            data={"who": self.player})
        send(g, self.cid, Zone(self.zone), self.cause, self.rule, sacrificed=self.sacrificed,
             modified=True)
        if mod.otherwise:  # CR 6.2.e
            ctx = Context(controller=self.player, source=self.cid, source_oid=self.oid,
                          cause=card_cause("card", self.cid))
            g.stack.append(EffectFrame(list(mod.otherwise), ctx))


def resolve_send_to(g: GameState, frame: EffectFrame, step: ab.SendTo) -> bool:
    objs = select(g, frame, step.objects)
    if objs is None:
        return False
    frame.ctx.memo["sent"] = list(objs)  # for "its / their {R} abilities" after it
    for cid in objs:
        if g.cards[cid].zone in IN_PLAY_ZONES:
            # where it was, for "if it wasn't in [terrain]" after it left (CR 2.1.d)
            frame.ctx.memo.setdefault("left_terrains", {})[cid] = terrains_of(g, cid)
            remember_expedition(g, frame.ctx, cid)
            send(g, cid, ZONE_OF[step.zone], frame.ctx.cause, rule="7.3.26")
            if step.zone == "deck_at_die":
                to_deck_position(g, cid, frame.die or 1)
            if step.then_exhaust and g.cards[cid].zone is ZONE_OF[step.zone] and exhaust(g, cid):
                log(g, "exhaust", rule="7.3.10", cause=frame.ctx.cause, player=g.cards[cid].owner,
                    data={"card": cid})
                if g.cards[cid].zone is Zone.RESERVE:
                    fire_you(g, frame.ctx.controller, "you_exhaust_reserve_card", it=cid)
        elif g.cards[cid].zone is Zone.RESERVE and step.zone == "discard":  # a card in a Reserve
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=frame.ctx.cause, player=g.cards[cid].owner,
                data={"via": "from_reserve", "card": cid})
        elif g.cards[cid].zone is Zone.HAND and step.zone == "discard":  # "discard it" (CR 7.3.5)
            move(g, cid, Zone.DISCARD)
            log(g, "discard", rule="7.3.5", cause=frame.ctx.cause, player=g.cards[cid].owner,
                data={"via": "hand", "who": g.cards[cid].owner, "card": cid})
        elif g.cards[cid].zone is Zone.RESERVE and step.zone == "mana":
            # a Reserve card becomes a Mana Orb of its owner, exhausted unless said (CR 3.2.9.b)
            move(g, cid, Zone.MANA, status=Status.NONE if step.ready_orb else Status.EXHAUSTED)
            log(g, "send", rule="3.2.9.b", cause=frame.ctx.cause, player=g.cards[cid].owner,
                data={"via": "mana", "card": cid})
        elif g.cards[cid].zone is Zone.RESERVE and step.zone == "hand":  # CR 7.3.23
            move(g, cid, Zone.HAND)
            log(g, "return", rule="7.3.23", cause=frame.ctx.cause, player=g.cards[cid].owner,
                data={"card": cid, "who": g.cards[cid].owner})
    return True


def to_deck_position(g: GameState, cid: int, x: int) -> None:
    """A card just put on top of its owner's Deck goes down to the Xth position, or to the
    bottom if the Deck has fewer cards (CR 3.2.2.f)."""
    deck = g.players[g.cards[cid].owner].deck
    if g.cards[cid].zone is not Zone.DECK or not deck or deck[0] != cid:
        return  # a modifier sent it elsewhere
    deck.remove(cid)
    deck.insert(min(x - 1, len(deck)), cid)


def remember_expedition(g: GameState, ctx: Context, cid: int) -> None:
    """Where an object of the Expedition zone was as this effect made it leave, for "its
    Expedition" in a later step: the old object's location (CR 6.3.j)."""
    c = g.cards[cid]
    if c.zone is Zone.EXPEDITION and c.side is not None:
        ctx.memo.setdefault("left_from", {})[cid] = (c.controller, c.side.value, is_gigantic(g, cid))
    if c.zone in IN_PLAY_ZONES:  # "its controller's Landmarks": who controlled it there
        ctx.memo.setdefault("left_controller", {})[cid] = c.controller
        if c.has(Status.FLEETING):  # its Base Cost as it left: the Reserve Cost (CR 2.1.d)
            ctx.memo.setdefault("left_fleeting", []).append(cid)


def resolve_sacrifice(g: GameState, frame: EffectFrame, step: ab.Sacrifice) -> bool:
    if step.who != "you":
        return sacrifice_each(g, frame, step)
    sel = step.objects
    if sel.ref in ("choose", "target", "each"):
        sel = sel.model_copy(update={"filter": sel.filter.model_copy(update={"controller": "you"})})
    objs = select(g, frame, sel, verb="choose")
    if objs is None:
        return False
    objs = [cid for cid in objs if g.cards[cid].zone in IN_PLAY_ZONES]  # CR 7.3.25: in play
    for cid in objs:
        send(g, cid, Zone.DISCARD, frame.ctx.cause, rule="7.3.25", sacrificed=True)
    frame.ctx.memo["sacrificed"] = len(objs)  # "that many" in a later step (CR 6.5.i)
    if len(objs) == 1 and sel.ref in ("choose", "target"):
        # "If its Hand Cost was ...": "it" is now the sacrificed card, in the Discard pile
        # (a token has ceased to exist, CR 2.1.e)
        frame.ctx.it, frame.ctx.it_oid = objs[0], g.cards[objs[0]].oid
    if objs and step.then:  # "If you do": the sacrifice was started (CR 6.5.f)
        push_steps(g, frame, step.then)
    if not objs and step.otherwise:  # "If you can't"
        push_steps(g, frame, step.otherwise)
    return True


TARGET_PLAYER = ab.Filter(by_target_player=True)  # asks for the target player, once per effect


def sacrifice_each(g: GameState, frame: EffectFrame, step: ab.Sacrifice) -> bool:
    """CR 1.4.5.a: each player chooses what they sacrifice, in initiative order, knowing the
    earlier choices; then everything chosen is sacrificed at the same time (CR 7.3.25.a)."""
    ctx = frame.ctx
    if step.who == "target_player":
        if not choose_for_filter(g, frame, TARGET_PLAYER):
            return False
        who = [ctx.memo["player"]]
    else:
        who = players_of(ctx, step.who)
    order = [p for p in g.in_initiative_order() if p in who]
    chosen = each_chooses(g, frame, step.objects, order, {"kind": "sacrifice", "cause": ctx.cause},
                          highest_base_cost=step.highest_base_cost)
    if chosen is None:
        return False
    for player in g.in_initiative_order():
        for cid in chosen.get(str(player), []):
            if g.cards[cid].zone is Zone.EXPEDITION or g.cards[cid].zone is Zone.LANDMARKS:
                send(g, cid, Zone.DISCARD, ctx.cause, rule="7.3.25", sacrificed=True)
    return True


def each_chooses(g: GameState, frame: EffectFrame, sel: ab.Select, order: list[int],
                 prompt: dict, highest_base_cost: bool = False) -> dict[str, list[int]] | None:
    """Each player of `order` in turn chooses `sel.count` objects they control matching the
    filter, knowing the earlier choices (CR 1.4.5.a); a player with no more than that has no
    choice. The choices by player (as text), or None while one is being made."""
    ctx = frame.ctx
    chosen: dict[str, list[int]] = frame.scratch.setdefault("chosen", {})
    f = sel.filter.model_copy(update={"controller": "you"})
    for player in order:
        if str(player) in chosen:
            continue
        mine = [c for c in looked_at(g, f) if matches(g, c, f, Context(controller=player, source=ctx.source))]
        if highest_base_cost and mine:  # only the most costly ones (README rulings, Tag!)
            costs = {c: base_cost(g, c, Context(controller=player)) for c in mine}
            mine = [c for c in mine if costs[c] == max(costs.values())]
        picked = [c for c in frame.picks if c in mine]
        need = min(quantity(g, sel.count, ctx, frame.die), len(mine))  # the effect's number
        if len(picked) < need and len(mine) > need:
            ask_card(g, player, prompt, [c for c in mine if c not in picked])
            return None
        chosen[str(player)] = picked if len(mine) > need else mine
    return chosen
