"""Unique cards in the publisher's JSON card format, built from their facts for tests (the
shape community card databases serve; part texts are left out: the reader uses ids only)."""

from __future__ import annotations

import json
from pathlib import Path

STATS = {"MAIN_COST": "hand_cost", "RECALL_COST": "reserve_cost", "FOREST_POWER": "forest",
         "MOUNTAIN_POWER": "mountain", "OCEAN_POWER": "water"}


def publisher_card(reference: str, name: str, faction: str, stats: dict[str, int],
                   main: list[tuple[int, int, int]], support: tuple[int, int, int] | None = None,
                   ) -> dict:
    def effect(kind: str, lines: list[tuple[int, int, int]]) -> dict:
        displays = [{"sequence": n, "cardEffect": {"cardEffectElements": [
            # the publisher lists a line's parts in no fixed order: the type says which is which
            {"idGd": output, "type": "OUTPUT"}, {"idGd": trigger, "type": "TRIGGER"},
            {"idGd": condition, "type": "CONDITION"}]}}
            for n, (trigger, condition, output) in enumerate(lines)]
        return {"cardElementType": {"reference": kind}, "cardEffectDisplays": displays}

    elements = [{"cardElementType": {"reference": k}, "cardEffectDisplays": [],
                 "value": str(stats[v])} for k, v in STATS.items()]
    elements.append(effect("MAIN_EFFECT", main))
    if support:
        elements.append(effect("ECHO_EFFECT", [support]))
    return {"reference": reference, "name": name, "rarity": {"reference": "UNIQUE"},
            "mainFaction": {"reference": faction},
            "translations": {"en_US": {"name": name}}, "cardElements": elements}


def write_card(folder: Path, card: dict) -> Path:
    path = folder / f"{card['reference']}.json"
    path.write_text(json.dumps(card, indent=2), encoding="utf-8")
    return path


# Three real Uniques' facts, as their records give them.
OGUN = publisher_card("ALT_COREKS_B_AX_06_U_5", "Ogun", "AX",
                      dict(hand_cost=2, reserve_cost=2, forest=0, mountain=0, water=2),
                      [(24, 191, 76), (24, 171, 70)])
HYDRACAENA = publisher_card("ALT_COREKS_B_MU_22_U_3140", "Hydracaena", "MU",
                            dict(hand_cost=7, reserve_cost=8, forest=5, mountain=5, water=0),
                            [(23, 181, 142), (20, 191, 146)], support=(192, 191, 245))
ORDIS_ATTORNEY = publisher_card("ALT_COREKS_B_OR_16_U_6", "Ordis Attorney", "YZ",
                                dict(hand_cost=3, reserve_cost=3, forest=3, mountain=3, water=3),
                                [(236, 191, 90)], support=(192, 191, 59))
