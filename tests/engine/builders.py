"""Shared builders for engine tests: games from the practice decks, test-only cards, and
positions set up by hand.

A typical scenario: `g = afternoon()` (day 1, setup done, empty Expeditions), put cards with
`put`/`character`, then `pass_both(g)` to run Dusk and Night, and read `g.log`.
"""

from __future__ import annotations

from typing import Any

from altered_tui.cards.abilities import Keywords
from altered_tui.cards.decks import Deck, load_deck
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.pool import CardPool, decks_dir, default_pool
from altered_tui.engine import apply_inplace, flow, legal_actions, new_game
from altered_tui.engine.state import CardState, Event, GameState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move
from altered_tui.i18n.events import card_names

def referenced_cids(value) -> set[int]:
    """Every card id an observation (or part of one) shows: `cid` fields, the card fields of
    events and prompts, and the keys of their `names` maps, at any depth."""
    found = set(card_names(value, str))
    if isinstance(value, dict):
        for key, v in value.items():
            if key == "cid" and isinstance(v, int):
                found.add(v)
            elif key == "names" and isinstance(v, dict):
                found |= {int(cid) for cid in v}
            elif isinstance(v, (dict, list)):
                found |= referenced_cids(v)
    elif isinstance(value, list):
        for v in value:
            found |= referenced_cids(v)
    return found


def _plain_heroes(pool: CardPool) -> CardPool:
    """The bundled pool with every Hero's abilities removed: rules-core tests look at the
    core rules alone, without Hero reactions joining in."""
    defs = dict(pool.defs)
    for card_id, d in defs.items():
        if d.type is CardType.HERO:
            defs[card_id] = d.model_copy(update={"abilities": (), "support": ()})
    return CardPool(defs)


POOL: CardPool = _plain_heroes(default_pool())
BRAVOS: Deck = load_deck(decks_dir() / "bravos-practice.yaml", POOL)
LYRA: Deck = load_deck(decks_dir() / "lyra-practice.yaml", POOL)

HERO, COMPANION = Side.HERO, Side.COMPANION


def game(seed: int = 0) -> GameState:
    """A new game, Bravos practice (player 0) against Lyra practice (player 1)."""
    return new_game(BRAVOS, LYRA, POOL, seed=seed)


def finish_setup(g: GameState) -> GameState:
    """Answer the setup Mana picks with the first option until the first Afternoon turn."""
    while g.pending is not None and g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    assert g.phase is Phase.AFTERNOON and g.pending is not None and g.pending.kind == "turn"
    return g


def afternoon(seed: int = 0) -> GameState:
    """Day 1, first Afternoon turn: 3 cards in each Hand, 3 ready orbs, empty Expeditions."""
    return finish_setup(game(seed))


def define(
    g: GameState,
    name: str,
    *,
    type: CardType = CardType.CHARACTER,
    stats: tuple[int, int, int] = (0, 0, 0),
    cost: tuple[int, int] = (1, 1),
    zone_type: ZoneType | None = None,
    subtypes: tuple[str, ...] = (),
    token: bool = False,
    limits: tuple[int, int] = (2, 2),
    **keywords: Any,
) -> str:
    """Register a test-only card definition in `g.defs` and return its id."""
    card_id = "TEST_" + "".join(ch if ch.isalnum() else "_" for ch in name.upper())
    assert g.defs is not None
    g.defs[card_id] = CardDef(
        id=card_id, name=name, type=type, zone_type=zone_type, subtypes=subtypes, token=token,
        hand_cost=cost[0], reserve_cost=cost[1], forest=stats[0], mountain=stats[1],
        water=stats[2], keywords=Keywords(**keywords), reserve_limit=limits[0],
        landmark_limit=limits[1])
    return card_id


def put(
    g: GameState,
    card_id: str,
    owner: int,
    zone: Zone,
    *,
    side: Side | None = None,
    status: Status = Status.NONE,
    boosts: int = 0,
    token: bool = False,
) -> int:
    """Create a new card (or token) owned by `owner` and move it into `zone`."""
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=owner, card_id=card_id, zone=Zone.LIMBO,
                             controller=owner, token=token)
    g.limbo.append(cid)
    move(g, cid, zone, side=side, controller=owner, status=status)
    if boosts:
        g.cards[cid].counters["boost"] = boosts
    refresh(g)
    return cid


def character(g: GameState, owner: int, side: Side | None, stats: tuple[int, int, int],
              *, name: str | None = None, status: Status = Status.NONE, boosts: int = 0,
              zone: Zone = Zone.EXPEDITION, **keywords: Any) -> int:
    """A test character with these stats, put straight into an Expedition (or `zone`)."""
    name = name or f"Char {stats} {sorted(keywords)}"
    card_id = define(g, name, stats=stats, **keywords)
    return put(g, card_id, owner, zone, side=side, status=status, boosts=boosts)


def refresh(g: GameState) -> None:
    """Recompute a pending Afternoon turn's options after the state was changed by hand."""
    if g.pending is not None and g.pending.kind == "turn":
        g.pending = None
        flow.run(g)


def pass_both(g: GameState) -> GameState:
    """Pass until the Afternoon is over; the flow then runs Dusk and Night by itself."""
    while g.pending is not None and g.pending.kind == "turn":
        apply_inplace(g, "pass")
    return g


def default_answer(g: GameState) -> str:
    kind = g.pending.kind  # type: ignore[union-attr]
    if kind == "turn":
        return "pass"
    if kind == "expand":
        return "expand none"
    return legal_actions(g)[0].text


def run_until(g: GameState, predicate, limit: int = 200) -> GameState:
    """Answer decisions by default (pass, expand none, first option) until `predicate(g)`."""
    for _ in range(limit):
        if predicate(g) or g.over:
            return g
        apply_inplace(g, default_answer(g))
    raise AssertionError("predicate never became true")


def next_afternoon(g: GameState) -> GameState:
    """From an Afternoon, run to the next day's first Afternoon turn."""
    day = g.day
    return run_until(g, lambda s: s.day > day and s.pending is not None
                     and s.pending.kind == "turn")


def events(g: GameState, kind: str, since: int = 0) -> list[Event]:
    return [e for e in g.log[since:] if e.kind == kind]


def set_positions(g: GameState, player: int, hero: int, companion: int) -> None:
    g.players[player].positions[HERO] = hero
    g.players[player].positions[COMPANION] = companion


def where_is_everything(g: GameState) -> dict[int, list[str]]:
    """Every place each cid is listed in (zone lists, hero slots, limbo)."""
    seen: dict[int, list[str]] = {}
    for p in g.players:
        if p.hero is not None:
            seen.setdefault(p.hero, []).append(f"p{p.index}.hero")
        for zone in (Zone.DECK, Zone.HAND, Zone.RESERVE, Zone.LANDMARKS, Zone.MANA,
                     Zone.DISCARD):
            for cid in p.zone_list(zone):
                seen.setdefault(cid, []).append(f"p{p.index}.{zone.value}")
        for side in Side:
            for cid in p.expeditions[side]:
                seen.setdefault(cid, []).append(f"p{p.index}.expedition.{side.value}")
    for cid in g.limbo:
        seen.setdefault(cid, []).append("limbo")
    return seen


def conservation_problems(g: GameState) -> list[str]:
    """Each card is in exactly one place, agreeing with its `zone` field; tokens may be GONE."""
    seen = where_is_everything(g)
    problems = []
    for cid, c in g.cards.items():
        places = seen.get(cid, [])
        if c.zone is Zone.GONE:
            if not c.token or places:
                problems.append(f"#{cid} is GONE but token={c.token}, listed in {places}")
            continue
        if len(places) != 1:
            problems.append(f"#{cid} ({c.zone.value}) is listed in {places}")
            continue
        place = places[0]
        # Objects in play sit in their controller's zones (CR 7.5.4.a); other cards, in their owner's.
        expected_owner = c.controller if c.zone in (Zone.EXPEDITION, Zone.LANDMARKS) else c.owner
        if c.zone is Zone.LIMBO:
            ok = place == "limbo"
        elif c.zone is Zone.EXPEDITION:
            ok = place == f"p{expected_owner}.expedition.{c.side.value if c.side else None}"
        else:
            ok = place == f"p{expected_owner}.{c.zone.value}"
        if not ok:
            problems.append(f"#{cid} says {c.zone.value} (side {c.side}) but is in {place}")
    for cid in seen:
        if cid not in g.cards:
            problems.append(f"#{cid} is listed but is no card")
    return problems
