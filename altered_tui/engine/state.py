"""The game state: plain data, copied and hashed as a whole.

Every physical card (tokens included) has a card id `cid` that never changes. The object a
card represents in a visible zone has an object id `oid` (its timestamp, CR 2.2.15); it is
renewed whenever the card changes zones, which is how "new zone, new object" (CR 1.4.4) is
kept: anything that remembered the old oid no longer finds the card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from altered_tui.cards.models import CardDef
from altered_tui.engine.rng import Rng
from altered_tui.engine.types import AFTERNOON, Phase, Side, Status, Terrain, Zone


class CardDefs(dict):
    """A game's card definitions by id: a dict that forgets what was derived from all of
    them (see card_index.kinds_in) whenever it changes, and counts its changes."""

    __slots__ = ("changes", "derived")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.changes = 0
        self.derived: Any = None  # what was derived since the last change, if anything

    def _changed(self) -> None:
        self.changes += 1
        self.derived = None

    def __setitem__(self, key: str, value: CardDef) -> None:
        super().__setitem__(key, value)
        self._changed()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._changed()

    def update(self, *args: Any, **kwargs: Any) -> None:
        super().update(*args, **kwargs)
        self._changed()

    def setdefault(self, key: str, default: Any = None) -> Any:
        self._changed()
        return super().setdefault(key, default)

    def pop(self, *args: Any) -> Any:
        self._changed()
        return super().pop(*args)

    def popitem(self) -> Any:
        self._changed()
        return super().popitem()

    def clear(self) -> None:
        super().clear()
        self._changed()

    def __ior__(self, other: Any) -> CardDefs:
        self.update(other)
        return self

    def __reduce__(self) -> Any:
        return CardDefs, (dict(self),)


@dataclass(slots=True)
class CardState:
    cid: int
    owner: int
    card_id: str
    zone: Zone
    oid: int = 0
    controller: int = 0
    side: Side | None = None  # which Expedition, while in the Expedition zone
    status: int = Status.NONE  # bits of Status
    counters: dict[str, int] = field(default_factory=dict)
    token: bool = False

    @property
    def boosts(self) -> int:
        return self.counters.get("boost", 0)

    def has(self, status: int) -> bool:
        return self.status & status != 0


PERSONAL_ZONES = {Zone.DECK: "deck", Zone.HAND: "hand", Zone.RESERVE: "reserve",
                   Zone.LANDMARKS: "landmarks", Zone.MANA: "mana", Zone.DISCARD: "discard"}


@dataclass(slots=True)
class PlayerState:
    index: int
    name: str
    deck_name: str
    hero: int | None = None
    deck: list[int] = field(default_factory=list)  # index 0 is the top card
    hand: list[int] = field(default_factory=list)
    reserve: list[int] = field(default_factory=list)
    landmarks: list[int] = field(default_factory=list)
    mana: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    expeditions: dict[Side, list[int]] = field(
        default_factory=lambda: {Side.HERO: [], Side.COMPANION: []})
    positions: dict[Side, int] = field(default_factory=dict)  # region index of each counter
    passed: bool = False
    # the Terrain Markers of their Hero that are on no region (README rulings: Terrain Markers)
    markers: list[Terrain] = field(default_factory=list)

    def zone_list(self, zone: Zone, side: Side | None = None) -> list[int]:
        if zone is Zone.EXPEDITION:
            assert side is not None
            return self.expeditions[side]
        return getattr(self, PERSONAL_ZONES[zone])


@dataclass(slots=True)
class Marker:
    """A Terrain Marker on a region: the region has its terrain only, applied in timestamp
    order with the passive abilities that change regions (CR 2.2.2.p, 2.3; README rulings)."""

    terrain: Terrain
    ts: int  # the timestamp it got as it was placed or moved there
    owner: int | None = None  # the player whose Hero it belongs to; None: a card's own


@dataclass(slots=True)
class Region:
    """One region of the Adventure (CR 3.2.1). A face-down Tumult half shows no terrain."""

    kind: str  # "hero", "tumult", "companion" or "arena"
    terrains: tuple[Terrain, ...]
    face_up: bool = True
    tumult: int | None = None  # which Tumult card (0-2) this half belongs to
    markers: list[Marker] = field(default_factory=list)  # oldest first

    @property
    def visible_terrains(self) -> tuple[Terrain, ...]:
        return self.terrains if self.face_up else ()


@dataclass(slots=True)
class Event:
    """One entry of the game log: what changed, why, and by which rule.

    An event with `private_to` set is shown in full only to that player: the other player's
    copy lacks the `data` fields named in `hidden` (e.g. which cards were drawn, not how many).
    `cause` says what brought it about (`engine.log.card_cause`); the text shown is rendered
    from `kind` and `data` by the interface.
    """

    seq: int
    day: int
    phase: Phase
    kind: str
    rule: str = ""
    cause: str = ""
    player: int | None = None
    private_to: int | None = None
    hidden: tuple[str, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    depth: int = 0

    def data_for(self, viewer: int | None) -> dict[str, Any]:
        """The data `viewer` may see (None: a spectator, who sees what the other player does)."""
        if self.private_to is None or viewer == self.private_to:
            return self.data
        return {k: v for k, v in self.data.items() if k not in self.hidden}


@dataclass(slots=True)
class Decision:
    """What the game waits for: one player picks one of `options` (Action objects).

    `prompt` says what is asked, as data for the interface to word: its `kind`, what caused
    the question (`cause`) and the cards, numbers or ability steps it speaks of."""

    player: int
    kind: str
    prompt: dict[str, Any]
    options: list[Any]


@dataclass
class GameState:
    seed: int
    rng: Rng
    players: list[PlayerState]
    cards: dict[int, CardState]
    regions: list[Region]
    defs: dict[str, CardDef] | None = None  # shared, never copied; not part of the hash
    day: int = 1
    phase: Phase = Phase.SETUP
    step: int = 0  # index of the next daily effect within the phase
    first_player: int = 0
    turn_player: int | None = None
    tiebreak: bool = False
    winner: int | None = None
    win_reason: dict[str, Any] = field(default_factory=dict)  # outcome.end_game
    pending: Decision | None = None
    stack: list[Any] = field(default_factory=list)  # frames of work in progress
    limbo: list[int] = field(default_factory=list)
    emblems: list[Any] = field(default_factory=list)  # Emblem-Reactions waiting in Limbo
    next_emblem: int = 1
    reaction_counts: dict[str, int] = field(default_factory=dict)  # per day (CR 1.4.6)
    ongoing: list[dict[str, Any]] = field(default_factory=list)  # Ongoing Emblems (CR 2.2.14)
    after_you: bool = False  # CR 7.3.2: end the turn once Limbo is empty
    revealed: list[int] = field(default_factory=list)  # hidden cards shown to both players now
    played_this_afternoon: list[list[str]] = field(default_factory=lambda: [[], []])
    played_this_turn: list[int] = field(default_factory=lambda: [0, 0])  # cards each played
    # this turn's {D} ("support") and {T} ("exhaust") abilities activated, by any player
    activated_this_turn: dict[str, int] = field(default_factory=dict)
    # the zones ("hand", "reserve") each player discarded a card from this turn (CR 3.2.3)
    discarded_this_turn: list[list[str]] = field(default_factory=lambda: [[], []])
    moved_today: list[tuple[int, Side]] = field(default_factory=list)
    # Ascended Expeditions (player, side) until Rest (README rulings, Ascend)
    ascended: list[tuple[int, Side]] = field(default_factory=list)
    # sub-types an object gained by an effect: cid -> (its oid then, the sub-types); they last
    # while that object is in the Expedition zone (CR 1.4.4)
    gained_subtypes: dict[int, tuple[int, list[str]]] = field(default_factory=dict)
    progress_report: dict[str, Any] | None = None
    next_cid: int = 1
    next_ts: int = 1
    log: list[Event] = field(default_factory=list)
    actions_taken: int = 0

    def __post_init__(self) -> None:
        if self.defs is not None and not isinstance(self.defs, CardDefs):
            self.defs = CardDefs(self.defs)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def card(self, cid: int) -> CardState:
        return self.cards[cid]

    def cdef(self, cid: int) -> CardDef:
        return self.defs[self.cards[cid].card_id]  # type: ignore[index]

    def initiative(self) -> int:
        """The player with initiative (CR 1.4.5): the turn player, else the first player."""
        if self.phase is AFTERNOON and self.turn_player is not None:
            return self.turn_player
        return self.first_player

    def in_initiative_order(self) -> tuple[int, int]:
        first = self.initiative()
        return (first, 1 - first)
