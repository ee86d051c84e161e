"""Steps and hooks for conditions on boosts and statuses, chosen players and Expeditions,
die modifiers, delayed 'after Rest' effects, revealing the top of the Deck and winning.

Registered into effects.HANDLERS from the bottom of effects.py.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from pydantic import TypeAdapter

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.characteristics import passives
from altered_tui.engine.effects import (
    STATUS,
    Context,
    EffectFrame,
    _exists,
    _players,
    _push_steps,
    in_play,
)
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import card_label, move, refill_deck_if_needed

_STEPS = TypeAdapter(list[ab.Step])


# --- conditions ---------------------------------------------------------------------------

def my_boosts(g: GameState, ctx: Context) -> int:
    """The boosts of the object with the ability; 0 once it no longer exists (CR 2.5)."""
    if not _exists(g, ctx.source, ctx.source_oid):
        return 0
    return g.cards[ctx.source].boosts  # type: ignore[index]


def boosts_condition_holds(g: GameState, cond: ab.StepCondition, ctx: Context) -> bool:
    """CR 6.5.d: 'if I have N or more / N or less boosts', checked as the step would happen."""
    n = my_boosts(g, ctx)
    if cond.my_boosts_at_least is not None and n < cond.my_boosts_at_least:
        return False
    if cond.my_boosts_at_most is not None and n > cond.my_boosts_at_most:
        return False
    return True


def controls_each_status(g: GameState, player: int, statuses: list[str]) -> bool:
    """Distinct Characters `player` controls, one with each status ('a Fleeting Character,
    another Anchored Character and yet another Asleep Character')."""
    mine = [c for c in in_play(g) if g.cards[c].controller == player and g.cdef(c).is_character]
    if len(mine) < len(statuses):
        return False
    for chosen in permutations(mine, len(statuses)):
        if all(g.cards[c].has(STATUS[s]) for c, s in zip(chosen, statuses)):
            return True
    return False


# --- target player / target Expedition ----------------------------------------------------

def filter_matches(g: GameState, cid: int, f: ab.Filter, ctx: Context) -> bool:
    c = g.cards[cid]
    if f.by_target_player and c.controller != ctx.memo.get("player"):
        return False
    if f.in_target_expedition:
        chosen = ctx.memo.get("expedition")
        if chosen is None or c.zone is not Zone.EXPEDITION or c.controller != chosen[0] \
                or c.side is None or c.side.value != chosen[1]:
            return False
    return True


def choose_for_filter(g: GameState, frame: EffectFrame, f: ab.Filter) -> bool:
    """Ask for the target player or target Expedition a filter needs, once per effect.
    False while the controller is choosing."""
    ctx = frame.ctx
    if f.by_target_player and "player" not in ctx.memo:
        if frame.answer_text is None or not frame.answer_text.startswith("player "):
            g.pending = Decision(ctx.controller, "player", f"{ctx.cause}: choose the target player",
                                 [Action("player", arg="yours"), Action("player", arg="theirs")])
            return False
        who = frame.answer_text.split()[1]
        ctx.memo["player"] = ctx.controller if who == "yours" else 1 - ctx.controller
        frame.answer_text = None
        log(g, "target_player", f"{g.players[ctx.controller].name} targets "
            f"{g.players[ctx.memo['player']].name}", rule="6.5.a", cause=ctx.cause,
            player=ctx.controller)
    if f.in_target_expedition and "expedition" not in ctx.memo:
        if frame.answer_text is None or not frame.answer_text.startswith("expedition "):
            g.pending = Decision(ctx.controller, "expedition", f"{ctx.cause}: choose the target Expedition",
                                 [Action("expedition", dest=s.value, arg=who) for who in ("yours", "theirs")
                                  for s in Side])
            return False
        parts = frame.answer_text.split()
        player = ctx.controller if parts[3] == "yours" else 1 - ctx.controller
        ctx.memo["expedition"] = (player, parts[2])
        frame.answer_text = None
        log(g, "target_player", f"{g.players[ctx.controller].name} targets {g.players[player].name}'s "
            f"{parts[2]} expedition", rule="6.5.a", cause=ctx.cause, player=ctx.controller)
    return True


# --- "you may discard any number of cards from your Reserve to ..." ------------------------

def may_discard_any(g: GameState, frame: EffectFrame, step: ab.May) -> bool:
    """The cards are picked one by one, then paid at once (CR 6.4.a); 'that many' is how many
    were discarded."""
    from altered_tui.cards.render import render_may_cost, render_steps
    from altered_tui.engine.effects import pay_may_cost

    ctx = frame.ctx
    if frame.answer_text == "no":
        log(g, "decline", f"{g.players[ctx.controller].name} declines", rule="6.5.c",
            cause=ctx.cause, player=ctx.controller)
        return True
    if frame.answer_text is None and not frame.scratch.get("paying"):
        g.pending = Decision(ctx.controller, "may", f"{ctx.cause}: you may {render_steps(step.steps)} "
                             f"(pay: {render_may_cost(step.cost)})",  # type: ignore[arg-type]
                             [Action("yes"), Action("no")])
        return False
    frame.scratch["paying"] = True
    left = [c for c in g.players[ctx.controller].reserve if c not in frame.picks]
    if frame.answer_text != "done" and left:
        frame.answer_text = None
        g.pending = Decision(ctx.controller, "choose",
                             f"{ctx.cause}: choose a card to discard from your Reserve, or done",
                             [Action("choose", c, g.cdef(c).name) for c in left] + [Action("done")])
        return False
    pay_may_cost(g, ctx, step.cost, list(frame.picks))  # type: ignore[arg-type]
    ctx.memo["discarded"] = len(frame.picks)
    _push_steps(g, frame, step.steps)
    return True


def draw_count(step: ab.Draw, ctx: Context) -> int:
    if step.count_from == "discarded":
        return int(ctx.memo.get("discarded", 0))
    return step.count


# --- steps --------------------------------------------------------------------------------

def _discard_reserve(g: GameState, frame: EffectFrame, step: ab.DiscardReserve) -> bool:
    ctx = frame.ctx
    order = [p for p in g.in_initiative_order() if p in _players(ctx, step.who)]
    for player in order:
        for cid in list(g.players[player].reserve):
            move(g, cid, Zone.DISCARD)
            log(g, "discard", f"{g.players[player].name} discards {card_label(g, cid)} from Reserve",
                rule="7.3.5", cause=ctx.cause, player=player)
    return True


def _modify_die(g: GameState, frame: EffectFrame, step: ab.ModifyDie) -> bool:
    if frame.die is None:
        return True
    frame.die += step.amount
    log(g, "die", f"The result becomes {frame.die}", rule="7.3.19.c", cause=frame.ctx.cause,
        player=frame.ctx.controller, data={"result": frame.die})
    return True


def die_bonus(g: GameState, frame: EffectFrame, result: int) -> int | None:
    """CR 7.3.19.c, 6.2.d: each 'you may add N to its result' passive of the roller is offered
    once, after the result is seen. None while the player decides."""
    ctx = frame.ctx
    bonuses = [e.amount for _cid, e in passives(g, "die_bonus", ctx.controller)]
    asked = frame.scratch.setdefault("bonus_asked", 0)
    total = frame.scratch.setdefault("bonus", 0)
    if asked < len(bonuses) and frame.answer_text in ("bonus yes", "bonus no"):
        if frame.answer_text == "bonus yes":
            total += bonuses[asked]
            log(g, "die", f"{g.players[ctx.controller].name} adds {bonuses[asked]} to the result: "
                f"{result + total}", rule="7.3.19.c", cause=ctx.cause, player=ctx.controller,
                data={"result": result + total})
        asked += 1
        frame.scratch["bonus_asked"], frame.scratch["bonus"] = asked, total
    if asked < len(bonuses):
        g.pending = Decision(ctx.controller, "die",
                             f"{ctx.cause}: the result is {result + total}: add {bonuses[asked]}?",
                             [Action("bonus", arg="yes"), Action("bonus", arg="no")])
        return None
    return result + total


def _after_rest(g: GameState, frame: EffectFrame, step: ab.AfterRest) -> bool:
    ctx = frame.ctx
    g.ongoing.append({"controller": ctx.controller, "kind": "after_rest", "source": ctx.source,
                      "source_oid": ctx.source_oid, "side": ctx.side,
                      "steps": [s.model_dump() for s in step.steps]})
    label = card_label(g, ctx.source) if ctx.source is not None else g.players[ctx.controller].name
    log(g, "ongoing", f"{label}: an effect waits until after Rest", rule="2.2.2.m", cause=ctx.cause,
        player=ctx.controller)
    return True


def after_rest(g: GameState) -> None:
    """Once Rest is done, each waiting 'after Rest' effect becomes an Emblem-Reaction in
    Limbo (CR 2.2.2.m), played when Reactions are checked after the daily effect (CR 4.4.a)."""
    from altered_tui.engine.reactions import Emblem

    waiting = [o for o in g.ongoing if o.get("kind") == "after_rest"]
    g.ongoing = [o for o in g.ongoing if o.get("kind") != "after_rest"]
    for o in waiting:
        if o.get("source") is None or "steps" not in o:
            continue
        g.emblems.append(Emblem(g.next_emblem, o["controller"], o["source"], o["source_oid"], -1, False,
                                side=o["side"], granted=list(_STEPS.validate_python(o["steps"]))))
        g.next_emblem += 1
        log(g, "trigger", f"{card_label(g, o['source'])}: its effect waits in Limbo after Rest",
            rule="2.2.2.m", cause="Reactions", player=o["controller"])


def _win_game(g: GameState, frame: EffectFrame, step: ab.WinGame) -> bool:
    from altered_tui.engine.outcome import end_game

    ctx = frame.ctx
    name = g.cdef(ctx.source).name if ctx.source is not None else ctx.cause
    end_game(g, ctx.controller, f"won by the ability of {name}", rule="1.3.3", cause=ctx.cause)
    return False  # the game is over: nothing else resolves


def _put_revealed(g: GameState, frame: EffectFrame, step: ab.PutRevealed) -> bool:
    """Reveal the top cards (visible to both players, CR 3.1.3.f); choose up to `count` matching
    cards one at a time, each with its Expedition; they are put there (not played: no {H},
    CR 6.3.d: their {J} activate); the other revealed cards are discarded."""
    from altered_tui.engine.effects import matches
    from altered_tui.engine.reactions import fire_joined_expedition, fire_self

    ctx = frame.ctx
    p = g.players[ctx.controller]
    s = frame.scratch
    if "revealed" not in s:
        refill_deck_if_needed(g, ctx.controller, step.reveal, ctx.cause)
        s["revealed"], s["put"] = list(p.deck[:step.reveal]), []
        g.revealed = list(s["revealed"])
        shown = ", ".join(card_label(g, c) for c in s["revealed"]) or "nothing"
        log(g, "reveal_cards", f"{p.name} reveals {shown}", rule="3.1.3.f", cause=ctx.cause,
            player=ctx.controller)
    revealed, put = s["revealed"], s["put"]
    f = step.filter.model_copy(update={"controller": "any"})
    if frame.answer_text is not None and frame.answer_text.startswith("expedition") and s.get("card"):
        cid = s.pop("card")
        side = Side(frame.answer_text.split("-> ")[1])
        status = STATUS[step.then_gains] if step.then_gains else Status.NONE
        move(g, cid, Zone.EXPEDITION, side=side, controller=ctx.controller, status=status)
        put.append(cid)
        log(g, "put", f"{p.name} puts {card_label(g, cid)} in the {side.value} expedition",
            rule="7.3.21", cause=ctx.cause, player=ctx.controller)
        fire_self(g, cid, "joins")
        fire_joined_expedition(g, cid)
        frame.answer_text, frame.picks = None, []
    if frame.picks and not s.get("card"):
        s["card"] = frame.picks.pop()
    if s.get("card"):
        g.pending = Decision(ctx.controller, "expedition",
                             f"{ctx.cause}: choose the Expedition for {g.cdef(s['card']).name}",
                             [Action("expedition", dest=side.value) for side in Side])
        return False
    left = [c for c in revealed if c not in put and g.cards[c].zone is Zone.DECK
            and matches(g, c, f, ctx)]
    if frame.answer_text != "done" and len(put) < step.count and left:
        g.pending = Decision(ctx.controller, "choose",
                             f"{ctx.cause}: choose a card to put in your Expeditions, or done",
                             [Action("choose", c, g.cdef(c).name) for c in left] + [Action("done")])
        return False
    g.revealed = []
    for cid in revealed:
        if cid not in put and g.cards[cid].zone is Zone.DECK:
            move(g, cid, Zone.DISCARD)
            log(g, "discard", f"{card_label(g, cid)} is discarded", rule="7.3.5", cause=ctx.cause,
                player=ctx.controller)
    return True


def observe_ongoing(o: dict[str, Any]) -> dict[str, Any]:
    """An 'after Rest' Ongoing Emblem as observations show it (public, like Limbo)."""
    from altered_tui.cards.render import render_steps

    text = f"After Rest: {render_steps(_STEPS.validate_python(o['steps']))}"
    return {"controller": o["controller"], "kind": o["kind"], "text": text,
            "source": o["source"], "source_oid": o["source_oid"], "side": o["side"],
            "steps": o["steps"]}


HANDLERS = {
    "discard_reserve": _discard_reserve,
    "modify_die": _modify_die,
    "after_rest": _after_rest,
    "win_game": _win_game,
    "put_revealed": _put_revealed,
}
