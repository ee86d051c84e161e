"""Build a GameState from one player's observation and a sample of what it cannot see.

The observation shows every visible card with its cid; hidden are the opponent's Hand, both
Decks' order, the opponent's Mana faces and face-down Tumult halves. A *determinization*
fills those in at random, consistently with what is shown:

* each player's unseen cards are their deck list minus the non-token cards of theirs that
  the observation shows (anywhere: Hero, Reserve, Landmarks, Expeditions, Discard, Limbo,
  and the viewer's own Hand and Mana);
* the opponent's unseen cards are dealt at random to their face-down Mana orbs, their Hand
  and their Deck; the viewer's to their Deck (random order);
* face-down Tumult cards are the ones not yet revealed, in random order and orientation.

Deck lists are public in this app (deck testing, practice against the computer), so a
computer player is given both at construction. It never receives the GameState.

Only decisions taken with nothing in progress can be rebuilt: Afternoon turns, Expand and
the setup Mana picks (others, e.g. a target chosen while a card resolves, raise
`Unsupported`; callers fall back to a simpler choice). Not rebuilt either, since the
observation does not show them: "next card you play" Ongoing Emblems, what was played this
Afternoon, the per-day Reaction counts and which Expeditions moved today.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from altered_tui.cards.decks import Deck
from altered_tui.cards.abilities import NextPlay
from altered_tui.cards.pool import CardPool
from altered_tui.engine import flow
from altered_tui.engine.adventure import TUMULT_CARDS
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import CardState, GameState, Marker, PlayerState, Region
from altered_tui.engine.types import STATUS_NAMES, TERRAINS, Phase, Side, Status, Terrain, Zone

SUPPORTED_KINDS = frozenset({"turn", "expand", "setup_mana"})
_STATUS_BY_NAME = {name: status for status, name in STATUS_NAMES.items()}


class Unsupported(ValueError):
    """The pending decision cannot be rebuilt from an observation."""


def supported(obs: dict[str, Any]) -> bool:
    pending = obs.get("pending")
    return bool(pending) and pending["kind"] in SUPPORTED_KINDS and not obs["limbo"] \
        and not obs["reactions"] and obs["winner"] is None


def _card(view: dict[str, Any], zone: Zone) -> CardState:
    status = Status.NONE
    for name in view["statuses"]:
        status |= _STATUS_BY_NAME[name]
    side = Side(view["side"]) if view.get("side") else None
    return CardState(cid=view["cid"], owner=view["owner"], card_id=view["id"], zone=zone,
                     oid=view["oid"], controller=view["controller"], side=side, status=status,
                     counters=dict(view["counters"]), token=view["token"])


def _regions(obs: dict[str, Any], rng: Rng) -> list[Region]:
    shown = obs["regions"]
    if obs["tiebreak"]:
        return [Region("arena", TERRAINS)]
    regions = [Region("hero", TERRAINS)]
    pairs = [(shown[i], shown[i + 1]) for i in range(1, 7, 2)]
    known: dict[int, int] = {}  # pair index -> Tumult card
    for i, (a, b) in enumerate(pairs):
        if a["face_up"]:
            single = a if len(a["terrains"]) == 1 else b
            known[i] = next(k for k, card in enumerate(TUMULT_CARDS)
                            if card[0] == (Terrain(single["terrains"][0]),))
    left = [k for k in range(3) if k not in known.values()]
    rng.shuffle(left)
    for i, (a, _b) in enumerate(pairs):
        if i in known:
            card = known[i]
            halves = list(TUMULT_CARDS[card])
            if tuple(Terrain(t) for t in a["terrains"]) != halves[0]:
                halves.reverse()
            face_up = True
        else:
            card = left.pop()
            halves = list(TUMULT_CARDS[card])
            if rng.below(2):
                halves.reverse()
            face_up = False
        regions += [Region("tumult", h, face_up=face_up, tumult=card) for h in halves]
    regions.append(Region("companion", TERRAINS))
    return regions


def _markers(g: GameState, obs: dict[str, Any]) -> None:
    """The Terrain Markers shown, with their timestamps (public: the order they came in)."""
    for region, view in zip(g.regions, obs["regions"]):
        for m in view.get("markers", []):
            region.markers.append(Marker(Terrain(m["terrain"]), m["ts"], m["owner"]))
            g.next_ts = max(g.next_ts, m["ts"] + 1)


def _unseen(deck: Deck, shown: list[str], count: int, rng: Rng) -> list[str]:
    """`count` card ids from the deck list minus the shown ones, in random order."""
    left = Counter(deck.card_list())
    left.subtract(Counter(shown))
    cards = [cid for cid, n in left.items() for _ in range(max(0, n))]
    rng.shuffle(cards)
    full = deck.card_list()
    while len(cards) < count:  # only if cards changed owner: pad from the list
        cards.append(full[rng.below(len(full))])
    return cards[:count]


def determinize(obs: dict[str, Any], decks: tuple[Deck, Deck], pool: CardPool,
                rng: Rng) -> GameState:
    """A full GameState agreeing with `obs` (the viewer's observation), hidden cards sampled
    with `rng`. Its pending decision is the observed one."""
    if not supported(obs):
        raise Unsupported(obs.get("pending", {}) and obs["pending"]["kind"])
    g = GameState(seed=0, rng=Rng(rng.next_u64()), players=[], cards={},
                  regions=_regions(obs, rng),
                  defs={**{d.id: d for d in pool}, **pool.uniques})  # a deck's Uniques too
    g.day, g.phase = obs["day"], Phase(obs["phase"])
    g.first_player, g.turn_player, g.tiebreak = obs["first_player"], obs["turn_player"], \
        obs["tiebreak"]
    shown: dict[int, list[str]] = {0: [], 1: []}

    def add(view: dict[str, Any], zone: Zone) -> int:
        c = _card(view, zone)
        g.cards[c.cid] = c
        if not c.token:
            shown[c.owner].append(c.card_id)
        return c.cid

    hidden_orbs: list[tuple[int, bool]] = []  # (player, exhausted) of face-down orbs
    for pv in obs["players"]:
        p = PlayerState(index=pv["index"], name=pv["name"], deck_name=pv["deck_name"],
                        passed=pv["passed"])
        p.positions = {Side(k): v for k, v in pv["positions"].items()}
        p.markers = [Terrain(t) for t in pv.get("markers", [])]
        if pv["hero"] is not None:
            p.hero = add(pv["hero"], Zone.HERO)
        for zone, key in ((Zone.RESERVE, "reserve"), (Zone.LANDMARKS, "landmarks"),
                          (Zone.DISCARD, "discard")):
            p.zone_list(zone).extend(add(v, zone) for v in pv[key])
        for side in Side:
            p.expeditions[side] = [add(v, Zone.EXPEDITION) for v in pv["expeditions"][side.value]]
        if pv["hand"] is not None:
            p.hand = [add(v, Zone.HAND) for v in pv["hand"]]
        for orb in pv["mana"]:
            if "cid" in orb:
                c = CardState(cid=orb["cid"], owner=p.index, card_id=orb["id"], zone=Zone.MANA,
                              controller=p.index,
                              status=Status.EXHAUSTED if orb["exhausted"] else Status.NONE)
                g.cards[c.cid] = c
                shown[p.index].append(c.card_id)
                p.mana.append(c.cid)
            else:
                hidden_orbs.append((p.index, orb["exhausted"]))
        g.players.append(p)
    g.limbo = [add(v, Zone.LIMBO) for v in obs["limbo"]]
    # Public effects in progress: Ongoing Emblems and what happened earlier today.
    g.ongoing = [{"controller": o["controller"], "step": NextPlay.model_validate(o["step"])}
                 if "step" in o else {k: v for k, v in o.items() if k != "text"}
                 for o in obs.get("ongoing", [])]
    g.moved_today = [(p, Side(s)) for p, s in obs.get("moved_today", [])]
    g.ascended = [(p, Side(s)) for p, s in obs.get("ascended", [])]
    g.played_this_afternoon = [list(x) for x in obs.get("played_this_afternoon", [[], []])]
    g.played_this_turn = list(obs.get("played_this_turn", [0, 0]))

    next_cid = max(g.cards, default=0) + 1
    g.next_ts = max((c.oid for c in g.cards.values()), default=0) + 1
    _markers(g, obs)
    for pv in obs["players"]:
        index = pv["index"]
        p = g.players[index]
        orbs = [exhausted for owner, exhausted in hidden_orbs if owner == index]
        in_hand = 0 if pv["hand"] is not None else pv["hand_count"]
        ids = _unseen(decks[index], shown[index], len(orbs) + in_hand + pv["deck_count"], rng)
        for i, card_id in enumerate(ids):
            if i < len(orbs):
                zone, status = Zone.MANA, Status.EXHAUSTED if orbs[i] else Status.NONE
            else:
                zone, status = (Zone.HAND if i < len(orbs) + in_hand else Zone.DECK), Status.NONE
            g.cards[next_cid] = CardState(cid=next_cid, owner=index, card_id=card_id, zone=zone,
                                          controller=index, status=status)
            p.zone_list(zone).append(next_cid)
            next_cid += 1
    g.next_cid = next_cid
    _rebuild_decision(g, obs)
    return g


def _rebuild_decision(g: GameState, obs: dict[str, Any]) -> None:
    player, kind = obs["pending"]["player"], obs["pending"]["kind"]
    order = g.in_initiative_order()
    if kind == "turn":
        g.step = 0
    elif kind == "expand":
        g.step = flow.PHASE_STEPS[Phase.MORNING].index("expand") + 1
        g.stack.append(flow.ExpandFrame(order=order, index=order.index(player)))
    else:  # setup_mana
        g.step = 1
        index = order.index(player)
        picked = {p.index: len(p.mana) for p in g.players}
        if index == 1:
            picked[order[0]] = 3
        g.stack.append(flow.SetupManaFrame(order=order, index=index, picked=picked))
    flow.run(g)
    if g.pending is None or g.pending.player != player or g.pending.kind != kind:
        raise Unsupported(f"could not rebuild the {kind} decision")
