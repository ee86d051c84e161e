"""Small vocabularies of the rules core: zones, phases, statuses, terrains, sides."""

from __future__ import annotations

from enum import Enum


class Zone(str, Enum):
    """The ten kinds of zones (CR 1.2.3.b); the Expedition zone is split by side."""

    DECK = "deck"
    HAND = "hand"
    RESERVE = "reserve"
    LANDMARKS = "landmarks"
    EXPEDITION = "expedition"
    HERO = "hero"
    MANA = "mana"
    DISCARD = "discard"
    LIMBO = "limbo"
    GONE = "gone"  # a token that ceased to exist (CR 2.1.e)


ZONE_BY_NAME = {z.value: z for z in Zone}  # a dict lookup is quicker than calling the Enum
# Python 3.11 looks `Zone.HAND` up through the Enum metaclass's __getattr__ hook, several
# times slower than a module name: the hottest code (moving cards, finding the objects in
# play) names the members it tests most through these.
EXPEDITION, LIMBO, RESERVE, HAND, DECK, LANDMARKS = (Zone.EXPEDITION, Zone.LIMBO, Zone.RESERVE,
                                                     Zone.HAND, Zone.DECK, Zone.LANDMARKS)
# `.value` of a member is a property of the Enum class, a Python call each time; the hottest
# code (playing a card, firing triggers) reads the member's own `_value_` instead, the same str.
HIDDEN_ZONES = frozenset({Zone.DECK, Zone.HAND})  # CR 1.2.3.g
IN_PLAY_ZONES = frozenset({Zone.EXPEDITION, Zone.LANDMARKS})  # CR 3.1.4.a


class Side(str, Enum):
    """The two Expeditions of a player (CR 1.2.3.c)."""

    HERO = "hero"
    COMPANION = "companion"

    @property
    def other(self) -> Side:
        return Side.COMPANION if self is Side.HERO else Side.HERO


SIDES = (Side.HERO, Side.COMPANION)  # iterating a tuple is quicker than the Enum class
HERO_SIDE, COMPANION_SIDE = SIDES  # see EXPEDITION above
SIDE_NAMES = tuple(s.value for s in SIDES)
SIDE_BY_NAME = {s.value: s for s in SIDES}  # a dict lookup is quicker than calling the Enum


class Phase(str, Enum):
    SETUP = "setup"
    MORNING = "morning"
    NOON = "noon"
    AFTERNOON = "afternoon"
    DUSK = "dusk"
    NIGHT = "night"
    OVER = "over"


MORNING, AFTERNOON, DUSK, NIGHT = Phase.MORNING, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT  # see EXPEDITION


class Status:
    """Statuses (CR 2.4) as bits of a plain int: status tests are among the engine's most
    frequent operations, and an int is many times quicker to test than an `enum.Flag`
    (the state hash holds the same numbers). Boosted is derived from boost counters, never
    stored."""

    NONE = 0
    EXHAUSTED = 1
    FLEETING = 2
    ANCHORED = 4
    ASLEEP = 8
    COMPLETED = 16  # a Feat that was completed (README rulings: Feats)


STATUS_NAMES = {
    Status.EXHAUSTED: "Exhausted",
    Status.FLEETING: "Fleeting",
    Status.ANCHORED: "Anchored",
    Status.ASLEEP: "Asleep",
    Status.COMPLETED: "Completed",
}


class Terrain(str, Enum):
    FOREST = "forest"
    MOUNTAIN = "mountain"
    WATER = "water"


TERRAINS = (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER)
