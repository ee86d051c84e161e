"""Pydantic models of card facts and card files.

A card file holds one card name and its versions (common, rare, faction-shifted rare).
Facts (id, name, faction, rarity, type, subtypes, costs, statistics, keywords, hero
limits) are data; abilities are added by the ability language.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from altered_tui.cards.abilities import MAX_NUMBER, Ability, Keywords
from altered_tui.cards.sets import CardSet, set_of
from altered_tui.cards.subtypes import SubType


class Faction(str, Enum):
    AX = "AX"
    BR = "BR"
    LY = "LY"
    MU = "MU"
    OR = "OR"
    YZ = "YZ"


FACTION_NAMES = {
    Faction.AX: "Axiom",
    Faction.BR: "Bravos",
    Faction.LY: "Lyra",
    Faction.MU: "Muna",
    Faction.OR: "Ordis",
    Faction.YZ: "Yzmir",
}


def faction_problem(card_id: str, faction: Faction | None) -> str | None:
    """Why `faction` contradicts the faction an id is numbered in (ALT_CORE_B_OR_14_C is an
    Ordis card), or None. A faction-shifted rare (its id ends in _R2) is printed in another
    faction than its number's; a neutral id (NE) has no faction."""
    parts = card_id.split("_")
    if faction is None or len(parts) < 5:
        return None
    code, shifted = parts[3], parts[-1] == "R2"
    if code == "NE":
        return f"faction: {faction.value}, but the id numbers it among the neutral cards"
    if code not in Faction.__members__:
        return None
    if shifted and faction.value == code:
        return (f"faction: {faction.value} is the id's own faction, but an _R2 version is "
                f"the faction-shifted rare, printed in another faction")
    if not shifted and faction.value != code:
        named = FACTION_NAMES[Faction(code)]
        return f"faction: {faction.value}, but the id numbers it among the {named} cards"
    return None


class Rarity(str, Enum):
    COMMON = "common"
    RARE = "rare"
    UNIQUE = "unique"
    EXALTED = "exalted"  # Seeds of Unity: a name printed in this rarity only (README ruling)


class CardType(str, Enum):
    HERO = "hero"
    CHARACTER = "character"
    SPELL = "spell"
    PERMANENT = "permanent"


class ZoneType(str, Enum):
    """Where a Permanent goes when it resolves (CR 2.2.3)."""

    EXPEDITION = "expedition"
    LANDMARK = "landmark"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CardVersion(Strict):
    """One printed version of a card name, as written in a card file."""

    id: str = Field(pattern=r"^[A-Z0-9_]+$")
    faction: Faction | None = None
    rarity: Rarity | None = None
    # Costs, statistics and limits: strict ints (`forest: yes` is not 1) of two digits at most
    # (a scenario's card may have a statistic below 0).
    hand_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    reserve_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    forest: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    mountain: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    water: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    subtypes: list[SubType] | None = None
    keywords: Keywords = Field(default_factory=Keywords)
    abilities: list[Ability] = []  # work in play, or in the Hero zone for a Hero
    support: list[Ability] = []  # work only from Reserve, while ready (CR 2.2.11.i-j)
    reserve_limit: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    landmark_limit: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)

    @model_validator(mode="after")
    def _faction_matches_id(self) -> CardVersion:
        problem = faction_problem(self.id, self.faction)
        if problem:
            raise ValueError(f"{self.id}: {problem}")
        return self


class CardFile(Strict):
    """The contents of one file in cards/: a name and its versions."""

    name: str = Field(min_length=1)
    type: CardType
    zone_type: ZoneType | None = None
    token: bool = False
    subtypes: list[SubType] = []
    versions: list[CardVersion] = Field(min_length=1)

    @model_validator(mode="after")
    def _check_shape(self) -> CardFile:
        if self.type is CardType.PERMANENT and self.zone_type is None:
            raise ValueError("a permanent needs zone_type: expedition or landmark")
        if self.type is not CardType.PERMANENT and self.zone_type is not None:
            raise ValueError("only permanents have a zone_type")
        for v in self.versions:
            if self.type is CardType.CHARACTER and None in (v.forest, v.mountain, v.water):
                raise ValueError(f"{v.id}: a character needs forest, mountain and water")
            if self.type is CardType.HERO and None in (v.reserve_limit, v.landmark_limit):
                raise ValueError(f"{v.id}: a hero needs reserve_limit and landmark_limit")
            if self.type not in (CardType.HERO,) and not self.token:
                if v.hand_cost is None or v.reserve_cost is None:
                    raise ValueError(f"{v.id}: hand_cost and reserve_cost are required")
                if v.faction is None or v.rarity is None:
                    raise ValueError(f"{v.id}: faction and rarity are required")
            if self.type is CardType.HERO and v.faction is None:
                raise ValueError(f"{v.id}: a hero needs a faction")
        return self


class CardDef(BaseModel):
    """The flattened facts of one card version, as the engine reads them."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    id: str
    name: str
    type: CardType
    zone_type: ZoneType | None = None
    token: bool = False
    faction: Faction | None = None
    rarity: Rarity | None = None
    subtypes: tuple[str, ...] = ()
    hand_cost: int = 0
    reserve_cost: int = 0
    forest: int = 0
    mountain: int = 0
    water: int = 0
    keywords: Keywords = Field(default_factory=Keywords)
    abilities: tuple[Ability, ...] = ()
    support: tuple[Ability, ...] = ()
    reserve_limit: int = 2
    landmark_limit: int = 2
    source: str = ""

    @property
    def stats(self) -> tuple[int, int, int]:
        return (self.forest, self.mountain, self.water)

    @property
    def card_set(self) -> CardSet | None:
        """The set this version belongs to, read from its id."""
        return set_of(self.id)

    @property
    def is_character(self) -> bool:
        return self.type is _CHARACTER

    @property
    def goes_to_expedition(self) -> bool:
        """Characters and Expedition Permanents join an Expedition (CR 5.2.1, 5.2.2)."""
        return self.type is _CHARACTER or (
            self.type is _PERMANENT and self.zone_type is _TO_EXPEDITION
        )

    @property
    def is_landmark(self) -> bool:
        return self.type is _PERMANENT and self.zone_type is _TO_LANDMARKS

    def has_subtype(self, subtype: str) -> bool:
        return subtype.lower() in (s.lower() for s in self.subtypes)


# Python 3.11 looks `CardType.CHARACTER` up through the Enum metaclass's __getattr__ hook,
# several times slower than a module name; the rules engine asks these properties constantly.
_CHARACTER, _PERMANENT = CardType.CHARACTER, CardType.PERMANENT
_TO_EXPEDITION, _TO_LANDMARKS = ZoneType.EXPEDITION, ZoneType.LANDMARK


def flatten(card: CardFile, source: str = "") -> list[CardDef]:
    """Turn a card file into one CardDef per version."""
    out = []
    for v in card.versions:
        fields: dict[str, Any] = dict(
            id=v.id,
            name=card.name,
            type=card.type,
            zone_type=card.zone_type,
            token=card.token,
            faction=v.faction,
            rarity=v.rarity,
            subtypes=tuple(v.subtypes if v.subtypes is not None else card.subtypes),
            hand_cost=v.hand_cost or 0,
            reserve_cost=v.reserve_cost or 0,
            forest=v.forest or 0,
            mountain=v.mountain or 0,
            water=v.water or 0,
            keywords=v.keywords,
            abilities=tuple(v.abilities),
            support=tuple(v.support),
            source=source,
        )
        if v.reserve_limit is not None:
            fields["reserve_limit"] = v.reserve_limit
        if v.landmark_limit is not None:
            fields["landmark_limit"] = v.landmark_limit
        out.append(CardDef(**fields))
    return out
