"""Moving cards between zones, and the atomic actions built on it (draw, mana).

Every move goes through `move`, which applies the zone-change rules once:
- a card entering a visible zone becomes a new object with a new timestamp (CR 1.4.4, 2.2.15.b);
- it enters with no status unless told otherwise (CR 2.4.1.d);
- counters are lost leaving the Expedition or Landmark zone, or going to the Discard pile or a
  hidden zone (CR 2.5.b, 2.5.j, 2.5.k); boosts survive Reserve -> Limbo -> Expedition
  (CR 2.4.4 remark), and Seasoned keeps the boosts, and only them, from Expedition to
  Reserve (CR 7.4.6.b);
- a token leaving the Expedition zone ceases to exist instead (CR 2.1.e), and a Landmark token
  leaving the Landmark zone (README: Landmark tokens);
- a card going to a personal zone goes to its owner's (CR 1.4.3, 3.1.2.c).
"""

from __future__ import annotations

from altered_tui.engine.characteristics import has_keyword
from altered_tui.engine.log import log
from altered_tui.engine.state import PERSONAL_ZONES, CardState, GameState
from altered_tui.engine.triggers import fire_any, fire_gift, fire_self, fire_you
from altered_tui.engine.types import (
    DECK, EXPEDITION, HAND, HIDDEN_ZONES, LANDMARKS, LIMBO, RESERVE, Side, Status, Zone,
)


def new_timestamp(g: GameState) -> int:
    ts = g.next_ts
    g.next_ts += 1
    return ts


def _zone_list(g: GameState, c: CardState) -> list[int] | None:
    zone = c.zone
    if zone is EXPEDITION:
        return g.players[c.controller].expeditions[c.side]  # type: ignore[index]
    if zone is LIMBO:
        return g.limbo
    if zone is LANDMARKS:  # its controller's: a Landmark one took control of (CR 7.5.4.a)
        return g.players[c.controller].landmarks
    name = PERSONAL_ZONES.get(zone)  # none for the Hero zone and a token that is gone
    return None if name is None else getattr(g.players[c.owner], name)


def move(
    g: GameState,
    cid: int,
    dest: Zone,
    *,
    side: Side | None = None,
    controller: int | None = None,
    bottom: bool = False,
    status: int = Status.NONE,
    seasoned: bool | None = None,
) -> bool:
    """Move a card to `dest`. Returns False if the card ceased to exist instead (a token).
    `seasoned` says whether the object leaving the Expedition zone had Seasoned, for a move
    made after it stopped being there (Rest sends every object at once, CR 6.1.f)."""
    c = g.cards[cid]
    src = c.zone
    # Counters (CR 2.5): which ones travel with the card (a question only if it has some),
    # asked while it is still where it was, with the keywords it has there.
    kept = _kept_counters(g, c, src, dest, seasoned) if c.counters else {}
    lst = _zone_list(g, c)
    if lst is not None:
        lst.remove(cid)
    # a Landmark token leaving the Landmark zone likewise (README: Landmark tokens)
    if c.token and ((src is EXPEDITION and dest is not EXPEDITION)
                    or (src is LANDMARKS and dest is not LANDMARKS)):
        c.zone, c.side, c.status, c.counters = Zone.GONE, None, Status.NONE, {}
        return False
    c.counters = kept
    c.status = status
    c.zone = dest
    c.side = side if dest is EXPEDITION else None
    if dest is EXPEDITION or dest is LIMBO:
        c.controller = c.owner if controller is None else controller
    else:
        c.controller = c.owner  # CR 1.4.3: personal zones are the owner's
    # CR 2.1.d: the old object is gone wherever the card went; a Reaction bound to it
    # ("I gain 2 boosts") no longer finds it, even in a Hand or Deck.
    c.oid = new_timestamp(g)
    target = _zone_list(g, c)
    if target is not None:
        if bottom or dest is not DECK:
            target.append(cid)
        else:
            target.insert(0, cid)
    if src is RESERVE and dest is not RESERVE:
        fire_you(g, c.owner, "leaves_your_reserve", besides=cid)  # 'when a card leaves your Reserve'
    if dest is Zone.DISCARD:
        fire_any(g, "card_goes_to_discard", it=cid)  # 'when a card goes to the discard pile'
        if src is Zone.HAND:  # 'when you discard a card from your hand'
            fire_you(g, c.owner, "you_discard_from_hand", it=cid)
            fire_self(g, cid, "discarded_from_hand")  # 'when I'm discarded from your hand'
        if src is Zone.HAND or src is RESERVE:
            g.discarded_this_turn[c.owner].append("hand" if src is Zone.HAND else "reserve")
            fire_you(g, c.owner, "you_discard_from_hand_or_reserve", it=cid)
    return True


def _kept_counters(g: GameState, c: CardState, src: Zone, dest: Zone,
                   seasoned: bool | None) -> dict[str, int]:
    if dest in HIDDEN_ZONES or dest is Zone.DISCARD:
        return {}
    if src in (Zone.EXPEDITION, Zone.LANDMARKS):
        # CR 2.5.j: all counters go, but Seasoned keeps the boosts, Expedition -> Reserve
        # (CR 7.4.6.b); any other counter is lost all the same.
        if src is not Zone.EXPEDITION or dest is not Zone.RESERVE or not c.boosts:
            return {}
        if seasoned is None:
            seasoned = has_keyword(g, c.cid, "seasoned")
        return {"boost": c.boosts} if seasoned else {}
    return dict(c.counters) if src in (Zone.RESERVE, Zone.LIMBO) else {}  # CR 2.5.k


def refill_deck_if_needed(g: GameState, player: int, needed: int, cause: str) -> None:
    """CR 3.2.2.d: shuffle the Discard pile under the Deck when a position does not exist."""
    p = g.players[player]
    if len(p.deck) >= needed or not p.discard:
        return
    pile = list(p.discard)
    g.rng.shuffle(pile)
    for cid in pile:
        move(g, cid, Zone.DECK, bottom=True)
    log(g, "refill", rule="3.2.2.d", cause=cause, player=player,
        data={"who": player, "count": len(pile)})


def draw(g: GameState, player: int, count: int, cause: str, rule: str = "7.3.7") -> int:
    """Draw cards one at a time; returns how many were drawn (CR 7.3.7, 3.2.2.d-e)."""
    p = g.players[player]
    drawn = []
    for _ in range(count):
        refill_deck_if_needed(g, player, 1, cause)
        if not p.deck:
            log(g, "draw_empty", rule="3.2.2.e", cause=cause, player=player, data={"who": player})
            break
        cid = p.deck[0]
        move(g, cid, HAND)
        drawn.append(cid)
    if drawn:
        log(g, "draw", rule=rule, cause=cause, player=player, private_to=player,
            hidden=("cards",), data={"who": player, "count": len(drawn), "cards": drawn})
        fire_you(g, player, "opponent_draws_or_resupplies", opponents=True)  # once per draw event
        fire_gift(g, player, {"kind": "draw", "count": len(drawn)}, cause)  # README: Gift
    return len(drawn)


def exhaust(g: GameState, cid: int) -> bool:
    """CR 7.3.10, 7.3.13.b: an exhausted object can't be exhausted again."""
    c = g.cards[cid]
    if c.has(Status.EXHAUSTED):
        return False
    c.status |= Status.EXHAUSTED
    return True


def ready(g: GameState, cid: int) -> bool:
    """CR 7.3.18."""
    c = g.cards[cid]
    if not c.has(Status.EXHAUSTED):
        return False
    c.status &= ~Status.EXHAUSTED
    return True


def ready_orbs(g: GameState, player: int) -> list[int]:
    cards = g.cards
    return [cid for cid in g.players[player].mana if not cards[cid].status & Status.EXHAUSTED]


def pay_mana(g: GameState, player: int, amount: int) -> None:
    """CR 1.2.5.e, 3.2.9.f: pay X by exhausting X Mana Orbs (all orbs are alike)."""
    orbs = ready_orbs(g, player)
    assert len(orbs) >= amount, "cost checked before paying"
    for cid in orbs[:amount]:
        exhaust(g, cid)
