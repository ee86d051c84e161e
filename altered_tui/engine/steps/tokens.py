"""Creating tokens: Character tokens in Expeditions (CR 7.3.4), Landmark Permanent tokens in
a Landmark zone (README: Landmark tokens)."""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action
from altered_tui.engine.log import log
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, answered_expedition, ask_expedition, choose_for_filter
from altered_tui.engine.steps.leave_play import TARGET_PLAYER
from altered_tui.engine.card_index import kinds_in
from altered_tui.engine.characteristics import is_gigantic, matches
from altered_tui.engine.objects import STATUS, Context, ahead, exists, in_play, present_in
from altered_tui.engine.quantities import amount as quantity
from altered_tui.engine.state import CardState
from altered_tui.engine.steps.deck import resupply
from altered_tui.engine.triggers import (
    fire_gift, fire_joined_expedition, fire_self, fire_status_gained, fire_you,
)
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import draw, move


def create_token(g: GameState, name: str, player: int, side: Side, cause: str,
                 then_gains: str | None = None, in_expedition_of: int | None = None) -> int:
    """CR 7.3.4: `player` puts a new Character token in an Expedition, their own or that of
    `in_expedition_of`, who controls it there; it joins it (7.5.8.b). The creator owns it
    (CR 1.1.7.b). `then_gains`: "..., then it gains <status>", after it joined."""
    token_def = kinds_in(g).tokens[name]
    holder = player if in_expedition_of is None else in_expedition_of
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=player, card_id=token_def.id, zone=Zone.GONE,
                             controller=holder, token=True)
    move(g, cid, Zone.EXPEDITION, side=side, controller=holder)
    data = {"who": player, "card": cid, "side": side.value}
    if holder != player:
        data.update(via="theirs", whom=holder)
    log(g, "token", rule="7.3.4", cause=cause, player=player, data=data)
    fire_self(g, cid, "joins")
    fire_joined_expedition(g, cid)
    fire_you(g, player, "you_create_token", it=cid)  # CR 7.3.4: "it" is the new token
    fire_gift(g, holder, {"kind": "token", "token": name, "zone": "expedition", "side": side.value},
              cause)
    if then_gains is not None and not g.cards[cid].has(STATUS[then_gains]):
        g.cards[cid].status |= STATUS[then_gains]
        log(g, "status", rule="7.3.13", cause=cause, player=player,
            data={"via": "gains", "card": cid, "status": then_gains})
        fire_status_gained(g, cid, then_gains)
    return cid


def create_landmark_token(g: GameState, name: str, player: int, holder: int, cause: str) -> int:
    """README: Landmark tokens. `player` puts a new Landmark Permanent token in the Landmark
    zone of `holder`; a Landmark zone holds its owner's cards only (CR 1.4.3), so `holder`
    owns and controls it. It joins that zone like a played Landmark (CR 5.2.3.a, 7.5.8)."""
    token_def = kinds_in(g).tokens[name]
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=holder, card_id=token_def.id, zone=Zone.GONE,
                             controller=holder, token=True)
    move(g, cid, Zone.LANDMARKS, controller=holder)
    data = {"who": player, "card": cid, "via": "landmarks"}
    if holder != player:
        data.update(via="landmarks_theirs", whom=holder)
    log(g, "token", rule="7.3.4", cause=cause, player=player, data=data)
    fire_self(g, cid, "joins")
    fire_you(g, holder, "permanent_joins_yours", it=cid, besides=cid)  # CR 7.5.8.a
    fire_gift(g, holder, {"kind": "token", "token": name, "zone": "landmarks"}, cause)  # README: Gift
    return cid


def resolve_receive_gift(g: GameState, frame: EffectFrame, step: ab.ReceiveGift) -> bool:
    """README: Gift. The controller gets what the opponent was given: as many cards drawn, a
    Resupply of the same kind, or a token of that name in their own Landmarks, or in their
    own Expedition on the side the opponent's was in."""
    ctx = frame.ctx
    gift = ctx.memo.get("gift")
    if gift is None:
        return True
    you = ctx.controller
    if gift["kind"] == "draw":
        draw(g, you, gift["count"], cause=ctx.cause)
    elif gift["kind"] == "resupply":
        resupply(g, you, ctx.cause, exhausted=gift["exhausted"])
    elif gift["zone"] == "landmarks":
        create_landmark_token(g, gift["token"], you, you, ctx.cause)
    else:
        create_token(g, gift["token"], you, Side(gift["side"]), ctx.cause)
    return True


LANDMARK_WHERE = ("your_landmarks", "target_opponent_landmarks", "target_player_landmarks",
                  "each_player_landmarks", "its_controller_landmarks")


def _in_landmarks(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    ctx = frame.ctx
    if step.where == "target_player_landmarks":
        if not choose_for_filter(g, frame, TARGET_PLAYER):
            return False
        holders = [ctx.memo["player"]]
    elif step.where == "its_controller_landmarks":
        holder = _its_controller(g, ctx)
        if holder is None:
            return True
        holders = [holder]
    elif step.where == "target_opponent_landmarks":
        holders = [1 - ctx.controller]  # the one opponent (CR 6.5.a)
    elif step.where == "each_player_landmarks":
        holders = g.in_initiative_order()
    else:
        holders = [ctx.controller]
    for holder in holders:
        for _ in range(step.count):
            create_landmark_token(g, step.token, ctx.controller, holder, ctx.cause)
    return True


def _its_controller(g: GameState, ctx: Context) -> int | None:
    """The player who controls "it", or controlled it as this effect made it leave play."""
    it = ctx.it
    if it is None:
        return None
    c = g.cards[it]
    if exists(g, it, ctx.it_oid) and c.zone in (Zone.EXPEDITION, Zone.LANDMARKS):
        return c.controller
    if exists(g, it, ctx.it_oid) and c.zone is Zone.RESERVE:
        return c.owner  # "that player's": the Reserve's player (CR 1.4.3)
    place = ctx.memo.get("left_from", {}).get(it)
    if place is not None:
        return place[0]
    return ctx.memo.get("left_controller", {}).get(it)


def resolve_create_token(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    """CR 7.3.4; once the step is done, 'when you create one or more tokens' Reactions
    activate once for it, if it made any (the step is one event)."""
    first = frame.scratch.setdefault("first_token", g.next_cid)
    done = _create_tokens(g, frame, step)
    if done and g.next_cid > first:
        fire_you(g, frame.ctx.controller, "you_create_tokens")
    return done


def _create_tokens(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    ctx = frame.ctx
    q = step.count
    if isinstance(q, ab.Quantity) and q.count is not None and \
            q.count.cards_in == "target_player_reserve":
        return _per_card_in_target_reserve(g, frame, step)
    if not isinstance(q, int):  # counted once, as the step begins (CR 6.5.i)
        n = quantity(g, q, ctx, frame.die)
        n = n if step.count_max is None else min(n, step.count_max)
        if n == 0:
            return True
        step = step.model_copy(update={"count": n})
    if step.where in LANDMARK_WHERE:
        return _in_landmarks(g, frame, step)
    if step.where == "target_expedition":  # any player's (README: tokens in target Expedition)
        return _in_target_expeditions(g, frame, step)
    if step.where == "distributed":  # one Expedition of yours chosen per token
        made = frame.scratch.get("made", 0)
        if frame.answer_text is not None:
            create_token(g, step.token, ctx.controller, Side(frame.answer_text.split("-> ")[1]),
                         ctx.cause, step.then_gains)
            made += 1
            frame.scratch["made"], frame.answer_text = made, None
        if made < step.count:
            g.pending = Decision(ctx.controller, "expedition",
                                 {"kind": "tokens_expedition", "cause": ctx.cause, "number": made + 1,
                                  "count": step.count},
                                 [Action("expedition", dest=s.value) for s in Side])
            return False
        return True
    elif step.where == "distributed_any":  # any of the four Expeditions, chosen per token
        made = frame.scratch.get("made", 0)
        if frame.answer_text is not None:
            holder, side = answered_expedition(ctx, frame.answer_text)
            create_token(g, step.token, ctx.controller, side, ctx.cause, step.then_gains,
                         in_expedition_of=holder)
            made += 1
            frame.scratch["made"], frame.answer_text = made, None
        if made < step.count:
            ask_expedition(g, ctx.controller, {"kind": "tokens_expedition", "cause": ctx.cause,
                                               "number": made + 1, "count": step.count})
            return False
        return True
    elif step.where == "its_expedition":
        return _in_its_expedition(g, frame, step)
    elif step.where in ("opponent_companion_expedition", "its_owner_companion_expedition"):
        holder = 1 - ctx.controller  # with two players, target opponent is the opponent (CR 6.5.a)
        if step.where == "its_owner_companion_expedition":
            if ctx.it is None:
                return True
            holder = g.cards[ctx.it].owner  # CR 1.1.7: still its owner wherever it went
        for _ in range(step.count):
            made = create_token(g, step.token, ctx.controller, Side.COMPANION, ctx.cause,
                                step.then_gains, in_expedition_of=holder)
            if step.becomes_it:
                ctx.it, ctx.it_oid = made, g.cards[made].oid
        return True
    elif step.where == "facing_expedition":  # CR 1.2.3.c: the opponent's, of my kind
        side = Side(ctx.side) if ctx.side else Side.HERO
        for _ in range(step.count):
            made = create_token(g, step.token, ctx.controller, side, ctx.cause, step.then_gains,
                                in_expedition_of=1 - ctx.controller)
            if step.becomes_it:
                ctx.it, ctx.it_oid = made, g.cards[made].oid
        return True
    elif step.where in ("target_expeditions", "opponent_expedition", "a_hero_expedition",
                        "a_companion_expedition", "another_target_expedition"):
        return _in_target_expeditions(g, frame, step)
    elif step.where == "each_expedition":  # the four Expeditions (CR 1.2.3.c), yours first
        for holder in (ctx.controller, 1 - ctx.controller):
            for side in Side:
                for _ in range(step.count):
                    create_token(g, step.token, ctx.controller, side, ctx.cause, step.then_gains,
                                 in_expedition_of=holder)
        return True
    elif step.where == "each_of_your_expeditions":
        sides = list(Side)
    elif step.where == "each_of_your_expeditions_behind_or_tied":  # CR 7.5.2.b-c
        sides = [s for s in Side if not ahead(g, ctx.controller, s)]
    elif step.where == "hero_expedition":
        sides = [Side.HERO]
    elif step.where == "companion_expedition":
        sides = [Side.COMPANION]
    elif _source_is_gigantic(g, ctx):
        if step.where == "other_expedition":
            return True  # CR 7.4.4.k: a Gigantic object has no "other" Expedition
        # CR 7.4.4.f, h: "my Expedition" is both of them; each token goes where you choose.
        return _create_tokens(g, frame, step.model_copy(update={"where": "distributed"}))
    else:
        mine = Side(ctx.side) if ctx.side else Side.HERO
        sides = [mine if step.where == "my_expedition" else mine.other]
    for side in sides:
        for _ in range(step.count):
            create_token(g, step.token, ctx.controller, side, ctx.cause, step.then_gains)
    return True


def _in_target_expeditions(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    """'Create a token in target Expedition', 'target N Expeditions and create a token in
    each one': one or N different Expeditions of any player, targeted one by one (CR 6.5.a;
    a target once per step, 6.5.b), then the tokens made in each, in the order chosen; each
    token is controlled by that Expedition's player and owned by its creator (CR 1.1.7.b).
    "An opponent's Expedition": one of theirs, chosen the same way; "a Hero Expedition":
    either player's Hero Expedition (a Companion one likewise)."""
    ctx = frame.ctx
    theirs_only = step.where == "opponent_expedition"
    sides = {"a_hero_expedition": [Side.HERO],
             "a_companion_expedition": [Side.COMPANION]}.get(step.where, list(Side))
    wanted = step.expeditions if step.where == "target_expeditions" else 1
    chosen: list[list[Any]] = frame.scratch.setdefault("expeditions", [])
    if frame.answer_text == "done" or frame.scratch.get("done"):  # "up to N": no more (CR 6.5.a)
        wanted, frame.scratch["done"], frame.answer_text = len(chosen), True, None
    if frame.answer_text is not None:
        player, side = answered_expedition(ctx, frame.answer_text)
        chosen.append([player, side.value])
        frame.answer_text = None
        if not theirs_only:
            log(g, "target_player", rule="6.5.a", cause=ctx.cause, player=ctx.controller,
                data={"via": "expedition", "who": ctx.controller, "whom": player, "side": side.value})
    mine = set()
    if step.where == "another_target_expedition" and exists(g, ctx.source, ctx.source_oid):
        mine = {s for s in present_in(g, ctx.source)}  # type: ignore[arg-type]
    left = [Action("expedition", dest=s.value, arg=who)
            for who in (("theirs",) if theirs_only else ("yours", "theirs")) for s in sides
            if [ctx.controller if who == "yours" else 1 - ctx.controller, s.value] not in chosen
            and not (who == "yours" and s in mine)]
    if step.up_to and left and len(chosen) < wanted:
        left.append(Action("done"))
    if len(chosen) < wanted and left:
        prompt = ({"kind": "token_expedition", "cause": ctx.cause, "token": step.token}
                  if wanted == 1 else
                  {"kind": "tokens_expedition", "cause": ctx.cause, "number": len(chosen) + 1,
                   "count": wanted})
        ask_expedition(g, ctx.controller, prompt, left)
        return False
    for holder, side in chosen:
        for _ in range(step.count):
            made = create_token(g, step.token, ctx.controller, Side(side), ctx.cause,
                                step.then_gains, in_expedition_of=holder)
            if step.becomes_it:
                ctx.it, ctx.it_oid = made, g.cards[made].oid
    return True


def _per_card_in_target_reserve(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    """'Target an Expedition. Create X tokens in it, where X is the number of cards in target
    player's Reserve': any player's Expedition (README: tokens in target Expedition), then the
    player, in printed order (CR 6.5.a); X counted once both are chosen (CR 6.5.i)."""
    ctx = frame.ctx
    if "expedition" not in frame.scratch:
        if frame.answer_text is None:
            ask_expedition(g, ctx.controller, {"kind": "token_expedition", "cause": ctx.cause,
                                               "token": step.token})
            return False
        holder, side = answered_expedition(ctx, frame.answer_text)
        frame.scratch["expedition"] = [holder, side.value]
        frame.answer_text = None
    if not choose_for_filter(g, frame, TARGET_PLAYER):
        return False
    holder, side = frame.scratch["expedition"]
    for _ in range(quantity(g, step.count, ctx, frame.die)):
        create_token(g, step.token, ctx.controller, Side(side), ctx.cause, step.then_gains,
                     in_expedition_of=holder)
    return True


def _source_is_gigantic(g: GameState, ctx: Context) -> bool:
    return exists(g, ctx.source, ctx.source_oid) and is_gigantic(g, ctx.source)  # type: ignore[arg-type]


def _in_its_expedition(g: GameState, frame: EffectFrame, step: ab.CreateToken) -> bool:
    """'Create ... in its Expedition': where "it" is, or was as this effect made it leave
    (CR 6.3.j); the token is that Expedition's player's. "It" being Gigantic, the controller
    of the effect picks one of that player's Expeditions (CR 7.4.4.f, 7.4.4.h). Nothing is
    created if "it" is in no Expedition and left none."""
    ctx = frame.ctx
    place = _its_place(g, ctx)
    if place is None:
        return True
    holder, side, gigantic = place
    if gigantic:
        if frame.answer_text is None:
            g.pending = Decision(ctx.controller, "expedition",
                                 {"kind": "token_expedition", "cause": ctx.cause, "token": step.token},
                                 [Action("expedition", dest=s.value) for s in Side])
            return False
        side = frame.answer_text.split("-> ")[1]
    for _ in range(step.count):
        create_token(g, step.token, ctx.controller, Side(side), ctx.cause, step.then_gains,
                     in_expedition_of=holder)
    return True


def _its_place(g: GameState, ctx: Context) -> tuple[int, str, bool] | None:
    """(player, side, Gigantic) of the Expedition "it" is in, or left during this effect."""
    it = ctx.it
    if it is None:
        return None
    c = g.cards[it]
    if exists(g, it, ctx.it_oid):
        if c.zone is Zone.EXPEDITION and c.side is not None:
            return c.controller, c.side.value, is_gigantic(g, it)
        return None
    return ctx.memo.get("left_from", {}).get(it)
