"""A Unique card's record turned into a playable card version (CR 1.1.4.g): the family's
name, type and sub-types, the record's own faction, costs, statistics and ability lines."""

from __future__ import annotations

from altered_tui.cards.models import CardDef, Rarity
from altered_tui.cards.unique_catalogue import Catalogue, record_abilities, record_keywords
from altered_tui.cards.unique_ids import parse_unique_id
from altered_tui.cards.unique_records import UniqueRecord


class UnknownFamily(Exception):
    """The record's family (its Common) is not in the pool."""


def unique_version(record: UniqueRecord, family: CardDef | None,
                   catalogue: Catalogue | None = None) -> CardDef:
    """The card version of a record, given its family's Common. Raises UnknownFamily, or
    MissingParts naming the parts the catalogue cannot give abilities for."""
    if family is None:
        raise UnknownFamily(record.reference)
    abilities, support = record_abilities(list(record.main), record.support, catalogue)
    return CardDef(id=record.reference, name=family.name, type=family.type,
                   zone_type=family.zone_type, faction=record.faction, rarity=Rarity.UNIQUE,
                   subtypes=family.subtypes, hand_cost=record.hand_cost,
                   reserve_cost=record.reserve_cost, forest=record.forest,
                   mountain=record.mountain, water=record.water,
                   keywords=record_keywords(list(record.main), record.support, catalogue),
                   abilities=tuple(abilities), support=tuple(support),
                   source=f"unique record {record.reference}")


def family_id(record: UniqueRecord) -> str:
    uid = parse_unique_id(record.reference)
    assert uid is not None  # a record's reference is checked as it is read
    return uid.family_common_id
