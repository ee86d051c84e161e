"""Steps whose effect lasts: 'the next card you play', and effects that wait until after Rest
(CR 2.2.14, 2.2.2.m)."""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_steps
from altered_tui.engine.log import dump, log
from altered_tui.engine.objects import present_in
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.state import GameState
from altered_tui.engine.steps.effect import EffectFrame, choose_for_filter
from altered_tui.engine.steps.leave_play import TARGET_PLAYER
from altered_tui.engine.triggers import Emblem


def resolve_next_play(g: GameState, frame: EffectFrame, step: ab.NextPlay) -> bool:
    g.ongoing.append({"controller": frame.ctx.controller, "step": step, "side": frame.ctx.side})
    log(g, "ongoing", rule="2.2.14", cause=frame.ctx.cause, player=frame.ctx.controller,
        data={"via": "next_play", "who": frame.ctx.controller, "step": dump(step)})
    return True


def resolve_next_joins_my_expedition(g: GameState, frame: EffectFrame,
                                     step: ab.NextJoinsMyExpedition) -> bool:
    """An Ongoing Emblem for the turn (CR 2.2.14) on the source's Expedition, both of a
    Gigantic source's as one (CR 7.4.4.f, i); the next Character that joins it gets the
    boosts through a Reaction (triggers.py)."""
    ctx = frame.ctx
    source = g.cards[ctx.source] if ctx.source is not None else None
    sides = sorted(s.value for s in present_in(g, source.cid)) if source is not None else []
    if not sides and source is not None and source.side is not None:
        sides = [source.side.value]
    if not sides and ctx.side is not None:
        sides = [ctx.side]
    boosts = quantity(g, step.boosts, ctx, frame.die)
    if not sides or boosts == 0:
        return True
    g.ongoing.append({"controller": ctx.controller, "kind": "next_joins", "duration": "turn",
                      "player": ctx.controller, "side": sides[0], "sides": sides,
                      "boosts": boosts, "cause": ctx.cause})
    log(g, "ongoing", rule="2.2.14", cause=ctx.cause, player=ctx.controller,
        data={"via": "next_play", "who": ctx.controller, "step": dump(step)})
    return True


def resolve_keywords_this_day(g: GameState, frame: EffectFrame, step: ab.KeywordsThisDay) -> bool:
    """An Ongoing Emblem for the Day (CR 2.2.14): the player's Characters matching `to` have
    the keywords while it lasts; the Day's end takes it away (flow.py)."""
    ctx = frame.ctx
    if step.whose == "target_player" and not choose_for_filter(g, frame, TARGET_PLAYER):
        return False
    player = ctx.memo["player"] if step.whose == "target_player" else ctx.controller
    g.ongoing.append({"controller": ctx.controller, "kind": "keywords", "duration": "day",
                      "player": player, "to": dump(step.to, exclude_defaults=True),
                      "keywords": dump(step.keywords, exclude_defaults=True),
                      "cause": ctx.cause})
    log(g, "ongoing", rule="2.2.14", cause=ctx.cause, player=ctx.controller,
        data={"via": "keywords", "whom": player,
              "step": dump(step.model_copy(update={"whose": "you"}))})
    return True


def resolve_after_rest(g: GameState, frame: EffectFrame, step: ab.AfterRest) -> bool:
    ctx = frame.ctx
    g.ongoing.append({"controller": ctx.controller, "kind": "after_rest", "source": ctx.source,
                      "source_oid": ctx.source_oid, "side": ctx.side,
                      "steps": [dump(s) for s in step.steps]})
    log(g, "ongoing", rule="2.2.2.m", cause=ctx.cause, player=ctx.controller,
        data={"via": "after_rest", "card": ctx.source} if ctx.source is not None
        else {"via": "after_rest_player", "who": ctx.controller})
    return True


def after_rest(g: GameState) -> None:
    """Once Rest is done, each waiting 'after Rest' effect becomes an Emblem-Reaction in
    Limbo (CR 2.2.2.m), played when Reactions are checked after the daily effect (CR 4.4.a)."""
    waiting = [o for o in g.ongoing if o.get("kind") == "after_rest"]
    g.ongoing = [o for o in g.ongoing if o.get("kind") != "after_rest"]
    for o in waiting:
        if o.get("source") is None or "steps" not in o:
            continue
        g.emblems.append(Emblem(g.next_emblem, o["controller"], o["source"], o["source_oid"], -1, False,
                                side=o["side"], granted=list(ab.from_data(list[ab.Step], o["steps"]))))
        g.next_emblem += 1
        log(g, "trigger", rule="2.2.2.m", cause="reactions", player=o["controller"],
            data={"via": "after_rest", "card": o["source"]})


def observe_ongoing(o: dict[str, Any]) -> dict[str, Any]:
    """An 'after Rest' Ongoing Emblem as observations show it (public, like Limbo)."""
    text = f"After Rest: {render_steps(ab.from_data(list[ab.Step], o['steps']))}"
    return {"controller": o["controller"], "kind": o["kind"], "text": text,
            "source": o["source"], "source_oid": o["source_oid"], "side": o["side"],
            "steps": o["steps"]}
