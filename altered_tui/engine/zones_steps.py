"""Steps and modifiers about zones: Deck to Mana, discarding a Mana Orb, an effect following
its card to a new zone (CR 2.1.f), and the 'leave the Expedition zone -> Mana' replacing
modifier (CR 6.2.b, d, e)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.effects import Context, EffectFrame, _players, _push_steps, ask_card, send
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import Status, Zone
from altered_tui.engine.zones import card_label, move, refill_deck_if_needed


# --- steps ------------------------------------------------------------------------------

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
        n = len(put)
        names = ", ".join(card_label(g, c) for c in put)
        log(g, "mana", f"{p.name} puts {names} from the top of the Deck in Mana, exhausted",
            rule="3.2.9.b", cause=cause, player=player, private_to=player,
            public_text=f"{p.name} puts {n} card{'s' if n > 1 else ''} from the top of the Deck "
                        "in Mana, exhausted")
    return len(put)


def _deck_to_mana(g: GameState, frame: EffectFrame, step: ab.DeckToMana) -> bool:
    for player in g.in_initiative_order():  # CR 1.4.5
        if player in _players(frame.ctx, step.who):
            deck_to_mana(g, player, step.count, frame.ctx.cause)
    return True


def _discard_mana_orb(g: GameState, frame: EffectFrame, step: ab.DiscardManaOrb) -> bool:
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
        ask_card(g, ctx.controller, f"{ctx.cause}: choose one of your Mana Orbs to discard", list(orbs))
        return False
    cid = frame.picks[0]
    move(g, cid, Zone.DISCARD)
    log(g, "discard", f"{g.players[ctx.controller].name} discards the Mana Orb {card_label(g, cid)}",
        rule="7.3.5", cause=ctx.cause, player=ctx.controller)
    _push_steps(g, frame, step.then)
    return True


def _put_me_in(g: GameState, frame: EffectFrame, step: ab.PutMeIn) -> bool:
    """CR 2.1.f: the Reaction finds its card in the visible zone the trigger's event moved
    it to; if the card has moved again since, it is out of reach (CR 1.4.4)."""
    from altered_tui.engine.reactions import fire_self

    ctx = frame.ctx
    cid = ctx.source
    if cid is None or ctx.moved_oid is None or g.cards[cid].oid != ctx.moved_oid:
        return True
    src = g.cards[cid].zone
    if src not in (Zone.DISCARD, Zone.MANA):
        return True  # already in Reserve, or somewhere this step does not take cards from
    move(g, cid, Zone.RESERVE)
    log(g, "put", f"{card_label(g, cid)} is put in Reserve from the {src.value.capitalize()}",
        rule="2.1.f", cause=ctx.cause, player=g.cards[cid].owner)
    fire_self(g, cid, "goes_to_reserve", from_zone=src)
    return True


HANDLERS: dict[str, Any] = {
    "deck_to_mana": _deck_to_mana,
    "discard_mana_orb": _discard_mana_orb,
    "put_me_in": _put_me_in,
}


# --- the replacing modifier ---------------------------------------------------------------

def leave_modifier(g: GameState, cid: int) -> ab.LeaveToMana | None:
    """The object's own 'if I would leave the Expedition zone' modifier that applies now."""
    c = g.cards[cid]
    if c.zone is not Zone.EXPEDITION:
        return None
    for a in g.cdef(cid).abilities:
        if isinstance(a, ab.PassiveAbility) and a.effect.kind == "leave_to_mana":
            if a.effect.while_boosted and c.boosts <= 0:
                continue
            return a.effect
    return None


def replace_leaving(g: GameState, cid: int, zone: Zone, cause: str, rule: str,
                    sacrificed: bool) -> bool:
    """Called where an object would leave the Expedition zone (effects.send). Returns True
    if the modifier took over the move: done now if mandatory, or after its controller's
    choice (a frame) if optional (CR 6.2.d)."""
    mod = leave_modifier(g, cid)
    if mod is None or zone is Zone.MANA:
        return False
    if not mod.optional:
        log(g, "send", f"{card_label(g, cid)} goes to its owner's Mana zone instead", rule="6.2.b",
            cause=cause, player=g.cards[cid].controller)
        send(g, cid, Zone.MANA, cause, rule="6.2.b", sacrificed=sacrificed, modified=True)
        return True
    c = g.cards[cid]
    g.stack.append(LeaveChoiceFrame(cid, c.oid, zone.value, cause, rule, sacrificed, c.controller))
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
            name = g.cdef(self.cid).name
            g.pending = Decision(self.player, "may",
                                 f"{name}: put it in its owner's Mana zone instead?",
                                 [Action("yes"), Action("no")])
            return
        g.stack.pop()
        if self.answer_text == "yes":
            log(g, "send", f"{card_label(g, self.cid)} goes to its owner's Mana zone instead",
                rule="6.2.d", cause=self.cause, player=self.player)
            send(g, self.cid, Zone.MANA, self.cause, rule="6.2.d", sacrificed=self.sacrificed,
                 modified=True)
            return
        log(g, "decline", f"{g.players[self.player].name} declines", rule="6.2.d",
            cause=self.cause, player=self.player)
        send(g, self.cid, Zone(self.zone), self.cause, self.rule, sacrificed=self.sacrificed,
             modified=True)
        if mod.otherwise:  # CR 6.2.e
            name = g.cdef(self.cid).name
            ctx = Context(controller=self.player, source=self.cid, source_oid=self.oid,
                          cause=name)
            g.stack.append(EffectFrame(list(mod.otherwise), ctx))
