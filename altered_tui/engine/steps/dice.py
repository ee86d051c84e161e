"""Rolling a die and changing its result (CR 7.3.19)."""

from __future__ import annotations

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, push_steps
from altered_tui.engine.objects import exists, passives
from altered_tui.engine.steps.deck import reveal_top_card
from altered_tui.engine.triggers import fire_linked, fire_you


def resolve_roll_die(g: GameState, frame: EffectFrame, step: ab.RollDie) -> bool:
    ctx = frame.ctx
    if "rolls" not in frame.scratch:
        extra = bool(passives(g, "dice_advantage", ctx.controller))
        rolls = [g.rng.die() for _ in range(2 if extra else 1)]
        frame.scratch["rolls"] = rolls
        if extra:
            log(g, "die", rule="7.3.19.c", cause=ctx.cause, player=ctx.controller,
                data={"via": "two", "who": ctx.controller, "rolls": rolls})
    rolls = frame.scratch["rolls"]
    if len(rolls) > 1 and frame.answer_text is None and "result" not in frame.scratch:
        g.pending = Decision(ctx.controller, "die", {"kind": "keep_die", "cause": ctx.cause},
                             [Action("keep_die", arg=str(r)) for r in sorted(set(rolls))])
        return False
    if "result" not in frame.scratch:
        result = int(frame.answer_text.split()[1]) if len(rolls) > 1 else rolls[0]  # type: ignore[union-attr]
        frame.scratch["result"] = result
        log(g, "die", rule="7.3.19", cause=ctx.cause, player=ctx.controller,
            data={"via": "roll", "who": ctx.controller, "result": result})
        frame.answer_text = None
    final = die_bonus(g, frame, frame.scratch["result"])
    if final is None:
        return False
    if step.raise_with_counters is not None:
        final = spend_counters_on_die(g, frame, step.raise_with_counters, final)
        if final is None:
            return False
    result = frame.die = final
    ctx.memo["rolled"] = result  # "if X is higher than ...", read by conditions (CR 7.3.19)
    # 'When you roll one or more dice': the roll is done once its result is settled, which
    # an 'if the result is N+' of the Reaction reads (README: Rules notes)
    fire_you(g, ctx.controller, "you_roll_dice", die=result)
    for source, _effect in passives(g, "reveal_on_roll", ctx.controller):
        # "also reveal the top card of your Deck" (CR 6.2.c), then "when you reveal a card this way"
        fire_linked(g, source, "you_reveal_this_way", reveal_top_card(g, ctx.controller, ctx.cause),
                    result)
    for outcome in step.outcomes:
        # An outcome up to 6 is "N+": it takes a result a modifier raised above 6 (CR 7.3.19.c).
        if outcome.low <= result and (result <= outcome.high or outcome.high == 6):
            push_steps(g, frame, outcome.steps)
            break
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
            log(g, "die", rule="7.3.19.c", cause=ctx.cause, player=ctx.controller,
                data={"via": "bonus", "who": ctx.controller, "bonus": bonuses[asked],
                      "result": result + total})
        asked += 1
        frame.scratch["bonus_asked"], frame.scratch["bonus"] = asked, total
    if asked < len(bonuses):
        g.pending = Decision(ctx.controller, "die",
                             {"kind": "die_bonus", "cause": ctx.cause, "result": result + total,
                              "bonus": bonuses[asked]},
                             [Action("bonus", arg="yes"), Action("bonus", arg="no")])
        return None
    return result + total


def spend_counters_on_die(g: GameState, frame: EffectFrame, name: str, result: int) -> int | None:
    """'Then spend any number of my <name> counters to increase the result by that much': the
    player, who has seen the result (CR 7.3.19.c), says how many, from none to all. None
    while they decide."""
    ctx = frame.ctx
    if "spent" in frame.scratch:
        return result + frame.scratch["spent"]
    me = ctx.source
    have = g.cards[me].counters.get(name, 0) if me is not None and exists(g, me, ctx.source_oid) else 0
    if have and (frame.answer_text is None or not frame.answer_text.startswith("remove ")):
        g.pending = Decision(ctx.controller, "remove",
                             {"kind": "die_spend_counters", "cause": ctx.cause, "result": result,
                              "counter": name},
                             [Action("remove", arg=str(n)) for n in range(have, -1, -1)])
        return None
    spent = int(frame.answer_text.split()[1]) if have else 0  # type: ignore[union-attr]
    frame.scratch["spent"], frame.answer_text = spent, None
    if spent:
        g.cards[me].counters[name] -= spent  # type: ignore[index]
        log(g, "die", rule="7.3.19.c", cause=ctx.cause, player=ctx.controller,
            data={"via": "bonus", "who": ctx.controller, "bonus": spent, "result": result + spent})
    return result + spent


def resolve_modify_die(g: GameState, frame: EffectFrame, step: ab.ModifyDie) -> bool:
    if frame.die is None:
        return True
    frame.die += step.amount
    frame.ctx.memo["rolled"] = frame.die
    log(g, "die", rule="7.3.19.c", cause=frame.ctx.cause, player=frame.ctx.controller,
        data={"via": "becomes", "result": frame.die})
    return True
