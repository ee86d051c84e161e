"""Resolving effects step by step (CR 6.1, 6.5), pausing for the controller's choices.

An `EffectFrame` holds the remaining steps and the choices made so far as plain data, so a
game paused in the middle of an effect can be copied, saved and resumed. Each step kind is
resolved by one function of a module of this package; steps/table.py lists them all in
`HANDLERS`. Here are the helpers the steps share: choosing the objects a step acts on
(targets, Tough), asking for a card, and nesting steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action, offered
from altered_tui.engine.characteristics import candidates, matches, tough
from altered_tui.engine.log import log
from altered_tui.engine.objects import Context, ahead, exists, stats
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.types import IN_PLAY_ZONES, Side
from altered_tui.engine.zones import exhaust, ready_orbs

# Step kind -> the function resolving it; False means a decision is pending and the step will
# be retried. Filled by steps/table.py, the one list of the vocabulary's step kinds.
HANDLERS: dict[str, Callable[[GameState, "EffectFrame", Any], bool]] = {}


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


def resolve_step(g: GameState, frame: EffectFrame, step: Any) -> bool:
    """Resolve one step; False means a decision is pending and the step will be retried."""
    handler = HANDLERS[step.kind]
    return handler(g, frame, step)


def tough_cost(g: GameState, cid: int, ctx: Context, frame: EffectFrame) -> int:
    """CR 7.4.7: an opponent pays Tough X to target it, once per effect; and what the
    ability costs more to target it (CR 5.1.2.e), whoever controls it."""
    c = g.cards[cid]
    if cid in frame.tough_paid:
        return 0
    extra = surcharge(g, cid, ctx)
    if c.controller == ctx.controller:
        return extra
    return tough(g, cid) + extra


def surcharge(g: GameState, cid: int, ctx: Context) -> int:
    """'This costs {N} more to target ...': N for an object in play that matches."""
    more = ctx.memo.get("surcharge")
    if more is None or g.cards[cid].zone not in IN_PLAY_ZONES:
        return 0
    f = ab.from_data(ab.Filter, more["filter"])
    return more["mana"] if matches(g, cid, f, ctx) else 0


def select(g: GameState, frame: EffectFrame, sel: ab.Select, verb: str = "target") -> list[int] | None:
    """The objects a step acts on, or None while the controller is still choosing."""
    ctx = frame.ctx
    if sel.ref == "me":
        return [ctx.source] if exists(g, ctx.source, ctx.source_oid) else []
    if sel.ref == "it":
        return [ctx.it] if exists(g, ctx.it, ctx.it_oid) else []
    if not isinstance(sel.count, int):  # "the same number of" (CR 6.5.i), counted now
        count = quantity(g, sel.count, ctx, frame.die)
        if count == 0:
            return []
        sel = sel.model_copy(update={"count": count})
    if not choose_for_filter(g, frame, sel.filter):
        return None
    pool = candidates(g, sel, ctx)
    if sel.ref == "each":
        return pool
    chosen = list(frame.picks)
    left = [c for c in pool if c not in chosen]  # CR 6.5.b: once per step
    if sel.ref == "target":  # CR 7.4.7: the Tough of the targets chosen so far is owed too
        owed = sum(tough_cost(g, c, ctx, frame) for c in chosen)
        orbs = len(ready_orbs(g, ctx.controller))
        left = [c for c in left if owed + tough_cost(g, c, ctx, frame) <= orbs]
    if sel.total_stat_max is not None:
        which = ("forest", "mountain", "water").index(sel.total_stat_max.stat)
        spent = sum(stats(g, c)[which] for c in chosen)
        left = [c for c in left if spent + stats(g, c)[which] <= sel.total_stat_max.max]
    if sel.total_hand_cost_max is not None:
        spent = sum(g.cdef(c).hand_cost for c in chosen)
        left = [c for c in left if spent + g.cdef(c).hand_cost <= sel.total_hand_cost_max]
    if frame.answer_text == "done" or (len(chosen) >= sel.count and not sel.any_number) or not left:
        if sel.ref == "target":
            _pay_tough(g, frame, chosen)
        return chosen
    free = [c for c in left if sel.ref != "target" or tough_cost(g, c, ctx, frame) == 0]
    optional = sel.up_to or sel.any_number or len(free) == 0  # never forced to pay Tough (CR 7.4.7.d)
    only_own = len(left) == 1 and g.cards[left[0]].controller == ctx.controller
    if not optional and len(left) == 1 and len(chosen) == 0 and sel.count == 1 and \
            (sel.filter.controller == "you" or not only_own or sel.by_opponent):
        frame.picks.append(left[0])
        _pay_tough(g, frame, frame.picks)
        return list(frame.picks)
    options = []
    for c in left:
        cost = tough_cost(g, c, ctx, frame) if sel.ref == "target" else 0
        # "extra N": only what the ability costs more to target it, no Tough (CR 5.1.2.e)
        word = "extra" if cost and surcharge(g, c, ctx) == cost else "tough"
        options.append(offered(verb, c, g.cdef(c).name, "", "", f"{word} {cost}" if cost else ""))
    if optional:
        options.append(Action("done"))
    f = sel.filter
    prompt: dict[str, Any] = {
        "kind": "targets_up_to" if sel.up_to else "targets", "cause": ctx.cause,
        "count": sel.count - len(chosen),
        "what": f.subtype or f.type, "whose": f.controller if f.controller in ("you", "opponent") else ""}
    if sel.any_number:
        prompt = {**prompt, "kind": "targets_any_number"}
    if only_own and not optional and sel.filter.controller != "you" and not sel.by_opponent:
        # Asked, not taken silently: the player should see that the effect hits their own card.
        priced_out = any(tough_cost(g, c, ctx, frame) > 0 for c in pool if c not in chosen)
        prompt = {"kind": "only_own_target_tough" if priced_out else "only_own_target",
                  "cause": ctx.cause, "card": left[0]}
    chooser = 1 - ctx.controller if sel.by_opponent else ctx.controller
    g.pending = Decision(chooser, "target", prompt, options)
    return None


def _pay_tough(g: GameState, frame: EffectFrame, chosen: list[int]) -> None:
    total = extra = 0
    for c in chosen:
        cost = tough_cost(g, c, frame.ctx, frame)
        if cost:
            total += cost
            extra += surcharge(g, c, frame.ctx)
            frame.tough_paid.append(c)
    if total:
        for orb in ready_orbs(g, frame.ctx.controller)[:total]:
            exhaust(g, orb)
        if total > extra:
            log(g, "tough", rule="7.4.7.c", cause=frame.ctx.cause, player=frame.ctx.controller,
                data={"who": frame.ctx.controller, "count": total - extra})
        if extra:
            log(g, "surcharge", rule="5.1.2.e", cause=frame.ctx.cause, player=frame.ctx.controller,
                data={"who": frame.ctx.controller, "count": extra})


def choose_for_filter(g: GameState, frame: EffectFrame, f: ab.Filter) -> bool:
    """Ask for the target player or target Expedition a filter needs, once per effect.
    False while the controller is choosing."""
    ctx = frame.ctx
    if f.by_target_player and "player" not in ctx.memo:
        if frame.answer_text is None or not frame.answer_text.startswith("player "):
            g.pending = Decision(ctx.controller, "player", {"kind": "target_player", "cause": ctx.cause},
                                 [Action("player", arg="yours"), Action("player", arg="theirs")])
            return False
        who = frame.answer_text.split()[1]
        ctx.memo["player"] = ctx.controller if who == "yours" else 1 - ctx.controller
        frame.answer_text = None
        log(g, "target_player", rule="6.5.a", cause=ctx.cause, player=ctx.controller,
            data={"via": "player", "who": ctx.controller, "whom": ctx.memo["player"]})
    if f.in_target_expedition and "expedition" not in ctx.memo:
        offered_ = [Action("expedition", dest=s.value, arg=who) for who in ("yours", "theirs")
                    for s in Side if not f.target_expedition_ahead
                    or ahead(g, ctx.controller if who == "yours" else 1 - ctx.controller, s)]
        if not offered_:  # no Expedition is ahead: nothing to target (CR 6.5.a)
            ctx.memo["expedition"] = (-1, "")
            return True
        if len(offered_) == 1 and f.target_expedition_ahead:
            frame.answer_text = offered_[0].text  # the only legal target is taken
        if frame.answer_text is None or not frame.answer_text.startswith("expedition "):
            ask_expedition(g, ctx.controller, {"kind": "target_expedition", "cause": ctx.cause},
                           offered_)
            return False
        player, side = answered_expedition(ctx, frame.answer_text)
        ctx.memo["expedition"] = (player, side.value)
        frame.answer_text = None
        log(g, "target_player", rule="6.5.a", cause=ctx.cause, player=ctx.controller,
            data={"via": "expedition", "who": ctx.controller, "whom": player, "side": side.value})
    return True


def players_of(ctx: Context, who: str) -> list[int]:
    if who == "you":
        return [ctx.controller]
    if who == "opponent":
        return [1 - ctx.controller]
    return [ctx.controller, 1 - ctx.controller]


def ask_expedition(g: GameState, player: int, prompt: dict[str, Any],
                   options: list[Action] | None = None) -> None:
    """Wait for `player` to pick one of the four Expeditions, or of `options` (answered with
    `expedition SIDE yours|theirs`)."""
    g.pending = Decision(player, "expedition", prompt, options or
                         [Action("expedition", dest=s.value, arg=who) for who in ("yours", "theirs")
                          for s in Side])


def answered_expedition(ctx: Context, answer: str) -> tuple[int, Side]:
    """The player and the side of the Expedition an `expedition ...` answer picked."""
    _verb, _arrow, side, whose = answer.split()
    return (ctx.controller if whose == "yours" else 1 - ctx.controller), Side(side)


def ask_card(g: GameState, player: int, prompt: dict[str, Any], cards: list[int]) -> None:
    """Wait for `player` to pick one of `cards` (answered with `choose Name#cid`)."""
    g.pending = Decision(player, "choose", prompt, [offered("choose", c, g.cdef(c).name) for c in cards])


def push_steps(g: GameState, frame: EffectFrame, steps: list[Any]) -> None:
    """Nested steps run right after the current one, before the rest of the effect."""
    rest = frame.steps[frame.index + 1:]
    frame.steps = frame.steps[:frame.index + 1] + list(steps) + rest
