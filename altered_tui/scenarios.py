"""Scenario files: a game position set up mid-game, for lessons, tests and puzzles.

A scenario names the day, phase, first player, each player's zones by card id (with
statuses, boosts, counters and the Reactions already activated today), expedition
positions, the Tumult layout and which Tumults are face up, a tiebreak in progress, the
random seed, and cards defined inline for rules no card of the pool shows yet. Loading
builds a real game state, so everything after it follows the rules as usual.

A card may carry a `label`; `actions` (see `altered_tui.scenario_check`) name it `{label}`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from altered_tui.cards.abilities import Reaction
from altered_tui.cards.models import CardFile, flatten
from altered_tui.cards.references import token_problems, tokens_created
from altered_tui.cards.pool import CardPool
from altered_tui.cards.yamlsource import InputError, Located, Problem, load_yaml, validate
from altered_tui.engine import flow
from altered_tui.engine.adventure import TUMULT_CARDS, build_adventure
from altered_tui.engine.api import place_start_counters
from altered_tui.engine.log import log
from altered_tui.engine.rng import Rng
from altered_tui.engine.state import CardState, GameState, PlayerState, Region
from altered_tui.engine.types import TERRAINS, Phase, Side, Status, Terrain, Zone
from altered_tui.plaintext import check_plain

STATUS_BY_NAME = {"exhausted": Status.EXHAUSTED, "fleeting": Status.FLEETING,
                  "anchored": Status.ANCHORED, "asleep": Status.ASLEEP,
                  "completed": Status.COMPLETED}  # a Feat (README rulings: Feats)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


ZoneName = Literal["hero", "deck", "hand", "reserve", "landmarks", "mana", "discard", "expedition",
                   "limbo", "gone"]
StatusName = Literal["exhausted", "fleeting", "anchored", "asleep", "completed"]
KeywordName = Literal["gigantic", "defender", "eternal", "seasoned", "tough", "scout"]


class PendingExpectation(Strict):
    """The decision the game waits for."""

    player: int | None = Field(default=None, ge=0, le=1)
    kind: str | None = None
    offers: list[str] = []  # option texts that must be offered ({label} allowed)
    not_offers: list[str] = []  # option texts that must not be


class Expectation(Strict):
    """One line of `expect:`; every field given must hold after the scenario's actions.

    A card is an id (counted among `player`'s cards) or a `{label}` (that one card);
    `count` is then the exact number matching, at least one without it. `zone: gone` is a
    card that no longer exists (a token that left play)."""

    player: int = Field(default=0, ge=0, le=1)
    winner: int | Literal["none"] | None = None
    day: int | None = Field(default=None, ge=1)
    phase: Literal["morning", "noon", "afternoon", "dusk", "night"] | None = None
    tiebreak: bool | None = None
    hero_position: int | None = Field(default=None, ge=0, le=7)
    companion_position: int | None = Field(default=None, ge=0, le=7)
    card: str | None = None
    zone: ZoneName | None = None
    side: Literal["hero", "companion"] | None = None
    count: int | None = Field(default=None, ge=0)
    statuses: list[StatusName] | None = None  # has each of these
    not_statuses: list[StatusName] | None = None  # has none of these
    boosts: int | None = Field(default=None, ge=0)
    counters: dict[str, int] | None = None
    stats: tuple[int, int, int] | None = None  # Forest, Mountain, Water now
    name: str | None = None  # the card's name
    subtypes: list[str] | None = None  # has each of these sub-types
    keywords: list[KeywordName] | None = None  # has each of these keywords now (CR 7.4)
    region: int | None = Field(default=None, ge=0, le=7)  # a region of the Adventure, 0-7
    terrains: list[Literal["forest", "mountain", "water"]] | None = None  # its terrains now
    pending: PendingExpectation | None = None
    log_rule: str | None = None  # an event since the start cites this rule
    log_text: str | None = None  # an event since the start contains this text

    @model_validator(mode="after")
    def _something(self) -> Expectation:
        if not self.model_fields_set - {"player"}:
            raise ValueError("an expectation needs something to check")
        card_only = ("zone", "side", "count", "statuses", "not_statuses", "boosts", "counters",
                     "stats", "name", "subtypes", "keywords")
        if self.card is None and any(getattr(self, f) is not None for f in card_only):
            raise ValueError("zone, side, count, statuses, boosts, counters, stats, name, "
                             "subtypes and keywords need a card")
        if (self.region is None) != (self.terrains is None):
            raise ValueError("region and terrains go together")
        return self


class Named(Strict):
    """A card by id, with a label the scenario's actions and expectations can use."""

    id: str
    label: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]*$")


class Placed(Named):
    """A card in a visible zone, with its statuses and counters."""

    statuses: list[StatusName] = []
    boosts: int = Field(default=0, ge=0)
    counters: dict[str, int] = {}
    reactions_today: int = Field(default=0, ge=0)  # times each of its Reactions activated (CR 6.3.l)


HiddenEntry = str | Named
CardEntry = str | Placed

# A Tumult card is named by its two halves left to right, e.g. "forest / mountain+water".
_TUMULTS = {frozenset(card): card for card in TUMULT_CARDS}


class PlayerSetup(Strict):
    name: Annotated[str, Field(min_length=1), AfterValidator(check_plain)]
    hero: str | Named
    deck: list[HiddenEntry] = []  # top card first
    hand: list[HiddenEntry] = []
    reserve: list[CardEntry] = []
    landmarks: list[CardEntry] = []
    mana: list[CardEntry] = []  # orbs; mark used ones as exhausted
    discard: list[HiddenEntry] = []
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
    rule: str = ""  # the Complete Rules number the position illustrates
    tumults: list[str] | None = Field(default=None, min_length=3, max_length=3)  # else from the seed
    revealed_tumults: list[int] = []  # Tumult cards (0-2, left to right) shown face up
    face_down_tumults: list[int] = []  # stay face down even with a counter on them
    tiebreak: bool = False  # the Arena has replaced the regions (CR 4.3.a-c)
    cards: list[CardFile] = []  # card definitions used only by this scenario
    players: list[PlayerSetup] = Field(min_length=2, max_length=2)
    # Played and checked by `altered-tui check` (altered_tui.scenario_check).
    actions: list[str] = []
    expect: list[Expectation] = []

    @model_validator(mode="after")
    def _check(self) -> Scenario:
        for i in [*self.revealed_tumults, *self.face_down_tumults]:
            if not 0 <= i <= 2:
                raise ValueError("revealed_tumults and face_down_tumults hold numbers 0 to 2")
        if self.tumults is not None:
            cards = [tumult_halves(text) for text in self.tumults]
            if len({frozenset(c) for c in cards}) != 3:
                raise ValueError("tumults: each of the three Tumult cards appears once")
        return self


def tumult_halves(text: str) -> tuple[tuple[Terrain, ...], ...]:
    """'forest / mountain+water' as the halves of a Tumult card (ValueError if none)."""
    try:
        halves = tuple(tuple(Terrain(t.strip()) for t in half.split("+"))
                       for half in text.split("/"))
    except ValueError:
        halves = ()
    if len(halves) != 2 or frozenset(halves) not in _TUMULTS:
        raise ValueError(f"tumults: {text!r} is not a Tumult card; they are "
                         "forest / mountain+water, mountain / forest+water and "
                         "water / forest+mountain, either way round")
    return halves


def load_scenario_file(path: Path) -> Scenario:
    return load_located_scenario(path)[0]


def load_located_scenario(path: Path) -> tuple[Scenario, Located]:
    """The scenario and the line of each of its values (for PATH:LINE reports)."""
    located = load_yaml(Path(path))
    return validate(located, Scenario), located  # type: ignore[return-value]


def scenario_pool(s: Scenario, pool: CardPool, path: str = "scenario") -> CardPool:
    """The pool plus the scenario's own card definitions (which may not reuse an id)."""
    if not s.cards:
        return pool
    defs = dict(pool.defs)
    for i, card in enumerate(s.cards):
        for d in flatten(card, source=path):
            if d.id in defs:
                raise InputError([Problem(path, None, f"cards.{i}: {d.id}: the id is already a card")])
            defs[d.id] = d
    tokens = {d.name: d for d in defs.values() if d.token}
    problems = token_problems([ref for card in s.cards for ref in tokens_created(card, path)],
                              tokens)
    if problems:  # a match would stop on the token it cannot find
        raise InputError(problems)
    return CardPool(defs)


def _entries(p: PlayerSetup) -> list[str | Named]:
    return [p.hero, *p.deck, *p.hand, *p.discard, *p.reserve, *p.landmarks, *p.mana,
            *p.hero_expedition, *p.companion_expedition]


def _unknown_ids(s: Scenario, pool: CardPool, path: str) -> list[Problem]:
    problems = []
    labels: set[str] = set()
    for i, p in enumerate(s.players):
        for e in _entries(p):
            card_id = e if isinstance(e, str) else e.id
            if card_id not in pool:
                problems.append(Problem(path, None, f"players.{i}: unknown card id {card_id}"))
            if isinstance(e, Named) and e.label is not None:
                if e.label in labels:
                    problems.append(Problem(path, None, f"players.{i}: the label {e.label} is "
                                                        f"used twice"))
                labels.add(e.label)
    return problems


def build_state(s: Scenario, pool: CardPool, path: str = "scenario") -> GameState:
    """A game state at the scenario's position, run to its first decision."""
    return build_position(s, pool, path)[0]


def build_position(s: Scenario, pool: CardPool, path: str = "scenario",
                   ) -> tuple[GameState, dict[str, int]]:
    """The game state, run to its first decision, and the cid of each labelled card."""
    pool = scenario_pool(s, pool, path)
    problems = _unknown_ids(s, pool, path)
    if problems:
        raise InputError(problems)
    rng = Rng(s.seed)
    regions = build_adventure(rng)
    if s.tumults is not None:
        regions = _laid_out(s.tumults)
    g = GameState(seed=s.seed, rng=rng, players=[], cards={}, regions=regions, defs={})
    labels: dict[str, int] = {}
    for tok in pool.tokens():
        g.defs[tok.id] = tok  # type: ignore[index]
    for index, setup in enumerate(s.players):
        p = PlayerState(index=index, name=setup.name, deck_name=f"{s.name} ({setup.name})")
        p.positions = {Side.HERO: setup.hero_position, Side.COMPANION: setup.companion_position}
        p.passed = setup.passed
        g.players.append(p)
        p.hero = _place(g, pool, setup.hero, index, Zone.HERO, None, labels)
        place_start_counters(g, p.hero)  # CR 4.1.h
        for zone, entries, target in ((Zone.DECK, setup.deck, p.deck),
                                      (Zone.HAND, setup.hand, p.hand),
                                      (Zone.DISCARD, setup.discard, p.discard),
                                      (Zone.RESERVE, setup.reserve, p.reserve),
                                      (Zone.LANDMARKS, setup.landmarks, p.landmarks),
                                      (Zone.MANA, setup.mana, p.mana)):
            for e in entries:
                target.append(_place(g, pool, e, index, zone, None, labels))
        for side, entries in ((Side.HERO, setup.hero_expedition),
                              (Side.COMPANION, setup.companion_expedition)):
            for e in entries:
                p.expeditions[side].append(_place(g, pool, e, index, Zone.EXPEDITION, side, labels))
    _turn_tumults(g, s)
    if s.tiebreak:
        g.tiebreak, g.regions = True, [Region("arena", TERRAINS)]
    g.day, g.first_player = s.day, s.first_player
    g.phase, g.step = Phase(s.phase), -1
    log(g, "scenario", cause="scenario", data={"name": s.name})
    if g.phase is Phase.AFTERNOON:
        g.step = 0  # straight to the turns, the phase has begun
        g.turn_player = s.turn_player if s.turn_player is not None else s.first_player
    flow.run(g)
    return g, labels


def _laid_out(tumults: list[str]) -> list[Region]:
    """The Adventure with the given Tumult cards, left to right, face down (CR 4.1.b-c)."""
    regions = [Region("hero", TERRAINS)]
    for text in tumults:
        halves = tumult_halves(text)
        card = TUMULT_CARDS.index(_TUMULTS[frozenset(halves)])
        regions += [Region("tumult", half, face_up=False, tumult=card) for half in halves]
    return [*regions, Region("companion", TERRAINS)]


def _turn_tumults(g: GameState, s: Scenario) -> None:
    """Face up: the Tumults listed, and those under a counter (as if an Expedition had moved
    there, CR 7.3.17.c) unless kept face down."""
    up = set(s.revealed_tumults)
    for setup in s.players:
        for pos in (setup.hero_position, setup.companion_position):
            if 1 <= pos <= 6:
                up.add((pos - 1) // 2)
    up -= set(s.face_down_tumults)
    for i, r in enumerate(g.regions):
        if r.tumult is not None and (i - 1) // 2 in up:
            r.face_up = True


def _add(g: GameState, pool: CardPool, card_id: str, owner: int, zone: Zone) -> int:
    g.defs[card_id] = pool[card_id]  # type: ignore[index]
    cid = g.next_cid
    g.next_cid += 1
    g.cards[cid] = CardState(cid=cid, owner=owner, card_id=card_id, zone=zone, controller=owner,
                             token=pool[card_id].token)  # a token stays one (CR 2.1.e)
    if zone not in (Zone.DECK, Zone.HAND):
        g.cards[cid].oid = g.next_ts
        g.next_ts += 1
    return cid


def _place(g: GameState, pool: CardPool, entry: str | Named, owner: int, zone: Zone,
           side: Side | None, labels: dict[str, int]) -> int:
    placed = Placed(id=entry) if isinstance(entry, str) else entry
    cid = _add(g, pool, placed.id, owner, zone)
    if placed.label is not None:
        labels[placed.label] = cid
    if not isinstance(placed, Placed):
        return cid
    c = g.cards[cid]
    c.side = side
    for name in placed.statuses:
        c.status |= STATUS_BY_NAME[name]
    c.counters = dict(placed.counters)
    if placed.boosts:
        c.counters["boost"] = placed.boosts
    for key in _reaction_keys(g, cid) if placed.reactions_today else ():
        g.reaction_counts[key] = placed.reactions_today
    return cid


def _reaction_keys(g: GameState, cid: int) -> list[str]:
    """The daily-count keys of the card's own Reactions and support Reactions (CR 6.3.l)."""
    d, oid = g.cdef(cid), g.cards[cid].oid
    return ([f"{oid}:0:{i}" for i, a in enumerate(d.abilities) if isinstance(a, Reaction)]
            + [f"{oid}:1:{i}" for i, a in enumerate(d.support) if isinstance(a, Reaction)])
