"""What one player may know (CR 1.2.3.f-g, 3.1.3): a plain, JSON-ready dict.

Visible zones are shown in full; hidden zones only as counts, except the viewer's own
hand; Mana Orbs are face down, and only their owner sees their faces (CR 3.2.9.a, d).
Neither Deck's order nor the random generator is ever included.
"""

from __future__ import annotations

from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.characteristics import candidates, is_gigantic
from altered_tui.engine.log import dump
from altered_tui.engine.objects import gained_subtypes, stats, terrains_at
from altered_tui.engine.progress import expedition_stats
from altered_tui.engine.reactions import idle_quick_actions
from altered_tui.engine.state import Event, GameState
from altered_tui.engine.steps.effect import EffectFrame
from altered_tui.engine.steps.ongoing import observe_ongoing
from altered_tui.engine.types import STATUS_NAMES, Side, Status
from altered_tui.i18n.events import card_names


def card_view(g: GameState, cid: int) -> dict[str, Any]:
    c, d = g.cards[cid], g.cdef(cid)
    view: dict[str, Any] = {
        "cid": cid,
        "oid": c.oid,
        "id": d.id,
        "name": d.name,
        "type": d.type.value,
        "owner": c.owner,
        "controller": c.controller,
        "statuses": [name for s, name in STATUS_NAMES.items() if c.status & s],
        "counters": dict(c.counters),
        "token": c.token,
        "hand_cost": d.hand_cost,
        "reserve_cost": d.reserve_cost,
    }
    gained = gained_subtypes(g, cid)
    if gained:  # its sub-types now, printed and gained (CR 1.4.4, 2.3.1.h)
        printed = {x.lower() for x in d.subtypes}
        new = dict.fromkeys(x for x in gained if x.lower() not in printed)
        view["subtypes"] = [*d.subtypes, *new]
    if d.is_character:
        view["base_stats"] = list(d.stats)
        view["stats"] = list(stats(g, cid))
    if c.side is not None:
        view["side"] = c.side.value
    if is_gigantic(g, cid):  # present in both of its controller's Expeditions (CR 7.4.4.b)
        view["gigantic"] = True
    return view


def orb_view(g: GameState, cid: int, owner_sees: bool) -> dict[str, Any]:
    view: dict[str, Any] = {"exhausted": g.cards[cid].has(Status.EXHAUSTED)}
    if owner_sees:  # a card id could identify a card seen earlier, so only the owner gets it
        view["cid"] = cid
        view["name"] = g.cdef(cid).name
        view["id"] = g.cdef(cid).id
    return view


def observation(g: GameState, viewer: int, log_from: int = 0) -> dict[str, Any]:
    """The viewer's view; the log holds events after number `log_from` (0: all)."""
    players = []
    for p in g.players:
        mine = p.index == viewer
        players.append({
            "index": p.index,
            "name": p.name,
            "deck_name": p.deck_name,
            "hero": card_view(g, p.hero) if p.hero is not None else None,
            "hand": [card_view(g, c) for c in p.hand] if mine else None,
            "hand_count": len(p.hand),
            "deck_count": len(p.deck),
            "reserve": [card_view(g, c) for c in p.reserve],
            "landmarks": [card_view(g, c) for c in p.landmarks],
            "discard": [card_view(g, c) for c in p.discard],
            "mana": [orb_view(g, c, mine) for c in p.mana],
            "expeditions": {side.value: [card_view(g, c) for c in p.expeditions[side]]
                            for side in Side},
            "positions": {side.value: p.positions[side] for side in Side},
            # Ascended until Rest (README rulings, Ascend): the board marks them
            "ascended": [side.value for side in Side if (p.index, side) in g.ascended],
            # Live Dusk sums of each Expedition (public: every Character in it is visible).
            "totals": {side.value: expedition_stats(g, p.index, side) for side in Side},
            "passed": p.passed,
            "markers": [t.value for t in p.markers],  # their Hero's, on no region
        })
    names = [p.name for p in g.players]
    pending = None
    if g.pending is not None:
        pending = {"player": g.pending.player, "kind": g.pending.kind}
        if g.pending.player == viewer:
            pending["prompt"] = prompt_view(g, g.pending.prompt, names)
            pending["options"] = [a.text for a in g.pending.options]
            pending["idle"] = idle_quick_actions(g, g.pending.options, viewer)
    return {
        "viewer": viewer,
        "day": g.day,
        "phase": g.phase.value,
        "first_player": g.first_player,
        "turn_player": g.turn_player,
        "tiebreak": g.tiebreak,
        "winner": g.winner,
        "win_reason": g.win_reason,
        "regions": [region_view(g, i) for i in range(len(g.regions))],
        "players": players,
        "limbo": [card_view(g, c) for c in g.limbo],
        "ongoing": [ongoing_view(o) for o in g.ongoing],
        "revealed": [card_view(g, c) for c in g.revealed],
        "moved_today": [[p, s.value] for p, s in g.moved_today],
        "ascended": [[p, s.value] for p, s in g.ascended],
        "played_this_afternoon": [list(x) for x in g.played_this_afternoon],
        "played_this_turn": list(g.played_this_turn),
        "reactions": [{"eid": e.eid, "controller": e.controller, "source": g.cdef(e.source).name}
                      for e in g.emblems],
        "pending": pending,
        "log": [event_view(g, e, viewer, names) for e in g.log[log_from:]],
    }


def region_view(g: GameState, index: int) -> dict[str, Any]:
    """A region as printed (`terrains`, none while face down) and, when passive abilities
    change it, the terrains it has now (`now`, CR 2.2.2.p)."""
    r = g.regions[index]
    view: dict[str, Any] = {"kind": r.kind, "face_up": r.face_up,
                            "terrains": [t.value for t in r.visible_terrains]}
    if r.face_up:
        now = [t.value for t in terrains_at(g, index)]
        if now != view["terrains"]:
            view["now"] = now
    if r.markers:  # Terrain Markers, oldest first: which, whose (None: a card's own), when
        view["markers"] = [{"terrain": m.terrain.value, "owner": m.owner, "ts": m.ts}
                           for m in r.markers]
    return view


def event_view(g: GameState, e: Event, viewer: int | None, players: list[str]) -> dict[str, Any]:
    """One log event as `viewer` may see it, with the names its text is rendered with: the
    card ids of its data (as redacted for the viewer) and the players."""
    data = e.data_for(viewer)
    return {"seq": e.seq, "day": e.day, "phase": e.phase.value, "kind": e.kind,
            "rule": e.rule, "cause": e.cause, "depth": e.depth, "data": data,
            "names": data_names(g, data), "players": players}


def prompt_view(g: GameState, prompt: dict[str, Any], players: list[str]) -> dict[str, Any]:
    """A decision's prompt as plain data (ability steps as dicts), with the names of its cards
    and of the players, for the interface to word it."""
    view = dict(prompt)
    if "steps" in view:
        view["steps"] = [dump(s) for s in view["steps"]]
    if view.get("kind", "").startswith("targets"):
        does = what_it_does(g)
        if does:  # what will happen to the card chosen, for the question to say it
            view["does"] = [dump(s) for s in does]
    own = only_own_target(g, prompt)
    if own is not None:  # "you may ..." whose one possible target is the player's own card
        view["kind"], view["card"] = view["kind"] + "_own_target", own
    if "modes" in view:
        view["modes"] = [[dump(s) for s in mode] for mode in view["modes"]]
    if view.get("cost") is not None:
        view["cost"] = dump(view["cost"])
    view["names"], view["players"] = data_names(g, view), players
    return view


def only_own_target(g: GameState, prompt: dict[str, Any]) -> int | None:
    """For a "you may" whose first step targets: the player's own card when it is the only
    one that can be chosen."""
    frame = g.stack[-1] if g.stack else None
    steps = prompt.get("steps") or []
    if prompt.get("kind") not in ("may", "may_pay") or not isinstance(frame, EffectFrame) \
            or not steps:
        return None
    sel = getattr(steps[0], "objects", None)
    if not isinstance(sel, ab.Select) or sel.ref != "target":
        return None
    pool = candidates(g, sel, frame.ctx)
    if len(pool) == 1 and g.cards[pool[0]].controller == frame.ctx.controller:
        return pool[0]
    return None


def what_it_does(g: GameState) -> list[Any]:
    """What will happen to the card a target decision chooses, as steps acting on "it": the
    step being resolved, or after "target a Character", the steps that then act on it."""
    frame = g.stack[-1] if g.stack else None
    if not isinstance(frame, EffectFrame) or frame.index >= len(frame.steps):
        return []
    step = frame.steps[frame.index]
    if isinstance(step, ab.ChooseTarget):
        after = []
        for later in frame.steps[frame.index + 1:]:
            objects = getattr(later, "objects", None)
            if not isinstance(later, ab.RollDie) and \
                    not (isinstance(objects, ab.Select) and objects.ref == "it"):
                break
            after.append(later)
        return after
    objects = getattr(step, "objects", None)
    if not isinstance(objects, ab.Select) or objects.ref != "target" or \
            isinstance(step, ab.ExchangeBoosts):  # acts on the two together, never on one "it"
        return []
    return [step.model_copy(update={"objects": ab.Select(ref="it")})]


def data_names(g: GameState, data: Any) -> dict[int, str]:
    """The name of each card the data of an event, a report or an outcome refers to."""
    return card_names(data, lambda cid: g.cdef(cid).name)


def ongoing_view(o: dict[str, Any]) -> dict[str, Any]:
    """An Ongoing Emblem in Limbo (CR 2.2.14): public, like everything in Limbo."""
    if "step" in o:
        return {"controller": o["controller"], "text": render_step(o["step"]),
                "duration": o["step"].duration, "step": dump(o["step"])}
    if o.get("kind") == "after_rest":
        return observe_ongoing(o)
    if o.get("kind") == "next_activation":  # "The next time a {D} ability is activated ..."
        step = ab.NextActivation(kind="next_activation", ability=o["ability"],
                                 steps=ab.from_data(list[ab.Step], o["steps"]))
        return {**o, "text": render_step(step)}
    if o.get("kind") == "next_joins":  # "The next Character that joins my Expedition ..."
        step = ab.NextJoinsMyExpedition(kind="next_joins_my_expedition", boosts=o["boosts"])
        return {**o, "text": render_step(step)}  # as it is, for a computer player's copy
    if o.get("kind") == "keywords":  # "This Day, Characters ... are Tough 5"
        step = ab.KeywordsThisDay(kind="keywords_this_day", to=ab.Filter(**o["to"]),
                                  keywords=ab.Keywords(**o["keywords"]))
        return {**o, "text": f"player {o['player'] + 1}: {render_step(step)}"}
    return {**o, "text": f"{o['side']} expedition of player {o['player'] + 1} can't move forward"}


def decision_view(g: GameState, viewer: int) -> dict[str, Any]:
    """Only the pending decision, as `observation` shows it: all a random player needs."""
    pending = None
    if g.pending is not None and g.pending.player == viewer:
        pending = {"player": viewer, "kind": g.pending.kind,
                   "prompt": prompt_view(g, g.pending.prompt, [p.name for p in g.players]),
                   "options": [a.text for a in g.pending.options],
                   "idle": idle_quick_actions(g, g.pending.options, viewer)}
    return {"viewer": viewer, "pending": pending}
