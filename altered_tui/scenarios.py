"""Scenario files: a game position set up mid-game, for lessons, tests and puzzles.

A scenario names the day, phase, first player, each player's zones by card id (with
statuses and boosts), expedition positions, revealed Tumults and the random seed. Loading
builds a real game state, so everything after it follows the rules as usual.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from altered_tui.cards.pool import CardPool
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml, validate
from altered_tui.engine import flow
from altered_tui.engine.adventure import build_adventure
from altered_tui.engine.api import place_start_counters
from altered_tui.engine.log import log
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import CardState, GameState, PlayerState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.plaintext import check_plain

STATUS_BY_NAME = {"exhausted": Status.EXHAUSTED, "fleeting": Status.FLEETING,
                  "anchored": Status.ANCHORED, "asleep": Status.ASLEEP}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Placed(Strict):
    """A card in a visible zone, with its statuses and counters."""

    id: str
    statuses: list[Literal["exhausted", "fleeting", "anchored", "asleep"]] = []
    boosts: int = Field(default=0, ge=0)
    counters: dict[str, int] = {}


CardEntry = str | Placed


class PlayerSetup(Strict):
    name: Annotated[str, Field(min_length=1), AfterValidator(check_plain)]
    hero: str
    deck: list[str] = []  # top card first
    hand: list[str] = []
    reserve: list[CardEntry] = []
    landmarks: list[CardEntry] = []
    mana: list[CardEntry] = []  # orbs; mark used ones as exhausted
    discard: list[str] = []
    hero_expedition: list[CardEntry] = []
    companion_expedition: list[CardEntry] = []
    hero_position: int = Field(default=0, ge=0, le=7)
    companion_position: int = Field(default=7, ge=0, le=7)
    passed: bool = False


class Scenario(Strict):
    name: str = Field(min_length=1)
    seed: int = 0
    day: int = Field(default=1, ge=1)
    phase: Literal["morning", "noon", "afternoon", "dusk", "night"] = "afternoon"
    first_player: int = Field(default=0, ge=0, le=1)
    turn_player: int | None = Field(default=None, ge=0, le=1)
    revealed_tumults: list[int] = []  # Tumult cards (0-2, left to right) shown face up
    players: list[PlayerSetup] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        for i in self.revealed_tumults:
            if not 0 <= i <= 2:
                raise ValueError("revealed_tumults holds numbers 0 to 2")
        return self


def load_scenario_file(path: Path) -> Scenario:
    return validate(load_yaml(Path(path)), Scenario)  # type: ignore[return-value]


def _unknown_ids(s: Scenario, pool: CardPool, path: str) -> list[Problem]:
    problems = []
    for i, p in enumerate(s.players):
        ids = [p.hero, *p.deck, *p.hand, *p.discard]
        for lst in (p.reserve, p.landmarks, p.mana, p.hero_expedition, p.companion_expedition):
            ids += [e if isinstance(e, str) else e.id for e in lst]
        for card_id in ids:
            if card_id not in pool:
                problems.append(Problem(path, None, f"players.{i}: unknown card id {card_id}"))
    return problems


def build_state(s: Scenario, pool: CardPool, path: str = "scenario") -> GameState:
    """A game state at the scenario's position, run to its first decision."""
    problems = _unknown_ids(s, pool, path)
    if problems:
        raise InputError(problems)
    rng = Rng(s.seed)
    g = GameState(seed=s.seed, rng=rng, players=[], cards={}, regions=build_adventure(rng), defs={})
    for tok in pool:
        if tok.token:
            g.defs[tok.id] = tok  # type: ignore[index]
    for index, setup in enumerate(s.players):
        p = PlayerState(index=index, name=setup.name, deck_name=f"{s.name} ({setup.name})")
        p.positions = {Side.HERO: setup.hero_position, Side.COMPANION: setup.companion_position}
        p.passed = setup.passed
        g.players.append(p)
        p.hero = _add(g, pool, setup.hero, index, Zone.HERO)
        place_start_counters(g, p.hero)  # CR 4.1.h
        for card_id in setup.deck:
            p.deck.append(_add(g, pool, card_id, index, Zone.DECK))
        for card_id in setup.hand:
            p.hand.append(_add(g, pool, card_id, index, Zone.HAND))
        for card_id in setup.discard:
            p.discard.append(_add(g, pool, card_id, index, Zone.DISCARD))
        for zone, entries, target in ((Zone.RESERVE, setup.reserve, p.reserve),
                                      (Zone.LANDMARKS, setup.landmarks, p.landmarks),
                                      (Zone.MANA, setup.mana, p.mana)):
            for e in entries:
                target.append(_place(g, pool, e, index, zone, None))
        for side, entries in ((Side.HERO, setup.hero_expedition),
                              (Side.COMPANION, setup.companion_expedition)):
            for e in entries:
                p.expeditions[side].append(_place(g, pool, e, index, Zone.EXPEDITION, side))
    for i, r in enumerate(g.regions):
        if r.tumult is not None and (i - 1) // 2 in s.revealed_tumults:
            r.face_up = True
    for index, setup in enumerate(s.players):  # a counter on a face-down half reveals it
        for pos in (setup.hero_position, setup.companion_position):
            r = g.regions[pos]
            if not r.face_up:
                for other in g.regions:
                    if other.tumult == r.tumult:
                        other.face_up = True
    g.day, g.first_player = s.day, s.first_player
    g.phase, g.step = Phase(s.phase), -1
    log(g, "scenario", f"Scenario: {s.name}", rule="", cause="Scenario")
    if g.phase is Phase.AFTERNOON:
        g.step = 0  # straight to the turns, the phase has begun
        g.turn_player = s.turn_player if s.turn_player is not None else s.first_player
    flow.run(g)
    return g


def _add(g: GameState, pool: CardPool, card_id: str, owner: int, zone: Zone) -> int:
    g.defs[card_id] = pool[card_id]  # type: ignore[index]
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=owner, card_id=card_id, zone=zone, controller=owner)
    if zone not in (Zone.DECK, Zone.HAND):
        g.cards[cid].oid = g.next_ts
        g.next_ts += 1
    return cid


def _place(g: GameState, pool: CardPool, entry: CardEntry, owner: int, zone: Zone,
           side: Side | None) -> int:
    placed = Placed(id=entry) if isinstance(entry, str) else entry
    cid = _add(g, pool, placed.id, owner, zone)
    c = g.cards[cid]
    c.side = side
    for name in placed.statuses:
        c.status |= STATUS_BY_NAME[name]
    c.counters = dict(placed.counters)
    if placed.boosts:
        c.counters["boost"] = placed.boosts
    return cid
