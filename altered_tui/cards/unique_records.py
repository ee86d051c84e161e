"""Unique card records: the facts of one Unique (CR 1.1.4.g) as a player's collection holds
them, read from the project's own YAML form or from the publisher's JSON card format.

A record is a family's id with its own faction, costs and statistics and its ability lines;
each line is three part ids (trigger, condition, output) of the unique part catalogue, and
the optional support line is the line a Reserve card gives (CR 2.2.11).

Our YAML form, one record or a list under `uniques:`:

    reference: ALT_COREKS_B_AX_05_U_1
    name: Foundry Engineer
    faction: AX
    hand_cost: 3
    reserve_cost: 3
    forest: 1
    mountain: 1
    water: 1
    main: [[24, 191, 102], [24, 171, 97]]
    support: null

The publisher's JSON (as community card databases serve it) gives the same facts in its
`cardElements` (MAIN_COST, RECALL_COST, FOREST_POWER, MOUNTAIN_POWER, OCEAN_POWER, and the
MAIN_EFFECT / ECHO_EFFECT lines, each part with its `idGd` and `type`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt, ValidationError

from altered_tui.cards.models import Faction
from altered_tui.cards.unique_ids import parse_unique_id
from altered_tui.cards.unique_parts import (LineMatch, match_line, match_pieces, part_index,
                                            split_lines)
from altered_tui.cards.yamlsource import InputError, Located, Problem, load_yaml, validate
from altered_tui.plaintext import check_plain

MAX_STAT = 20  # far above any printed cost or statistic
MAX_PART_ID = 9_999
PartId = Annotated[StrictInt, Field(ge=1, le=MAX_PART_ID)]
Stat = Annotated[StrictInt, Field(ge=0, le=MAX_STAT)]
Line = tuple[PartId, PartId, PartId]  # trigger, condition, output
PART_TYPES = ("TRIGGER", "CONDITION", "OUTPUT")  # the publisher's names, in line order


def _unique_reference(text: str) -> str:
    if parse_unique_id(text) is None:
        raise ValueError("expected a Unique card's id, ALT_<SET>_B_<FACTION>_<NUMBER>_U_<SERIAL>")
    return text


class UniqueRecord(BaseModel):
    """One Unique card's facts; its text and abilities come from its parts."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    reference: Annotated[str, AfterValidator(_unique_reference)]
    name: Annotated[str, Field(min_length=1, max_length=80), AfterValidator(check_plain)]
    faction: Faction
    hand_cost: Stat
    reserve_cost: Stat
    forest: Stat
    mountain: Stat
    water: Stat
    main: list[Line] = Field(min_length=1, max_length=3)
    support: Line | None = None


class CarriedUniques(BaseModel):
    """The `uniques` a deck file carries (the file's other fields are the deck's)."""

    model_config = ConfigDict(extra="ignore")

    uniques: list[UniqueRecord]  # DeckFile bounds their number


class UniqueFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    uniques: list[UniqueRecord] = Field(min_length=1, max_length=10_000)


def read_records(path: Path | str, notes: list[str] | None = None,
                 text: str | None = None) -> list[UniqueRecord]:
    """The records in a file (or in `text`, read as that file): our YAML form, a publisher
    JSON card (data with `cardElements`) or a community service's card (data with
    `mainEffect`). Every problem names the file and its line; where a line was recognised
    from printed text that fits several parts, a note says which was chosen."""
    located = load_yaml(path, text)  # JSON is YAML: one reader gives lines for both
    data = located.data
    notes = notes if notes is not None else []
    if isinstance(data, dict) and "cardElements" in data:
        return [_from_publisher(located, notes)]
    if isinstance(data, dict) and "mainEffect" in data:
        return [_from_service_card(located, notes)]
    if isinstance(data, dict) and "uniques" in data:
        return list(validate(located, UniqueFile).uniques)  # type: ignore[attr-defined]
    return [validate(located, UniqueRecord)]  # type: ignore[list-item]


_PUBLISHER_STATS = {"MAIN_COST": "hand_cost", "RECALL_COST": "reserve_cost",
                    "FOREST_POWER": "forest", "MOUNTAIN_POWER": "mountain", "OCEAN_POWER": "water"}
_PUBLISHER_LINES = {"MAIN_EFFECT": "main", "ECHO_EFFECT": "support"}


def _from_publisher(located: Located, notes: list[str]) -> UniqueRecord:
    data: dict[str, Any] = located.data
    problems: list[Problem] = []

    def problem(loc: tuple, message: str) -> None:
        problems.append(Problem(located.path, located.line_of(loc), message))

    record: dict[str, Any] = {"reference": data.get("reference"),
                              "faction": _get(data, "mainFaction", "reference"),
                              "main": []}
    where: dict[str, tuple] = {"reference": ("reference",), "faction": ("mainFaction",),
                               "main": ("cardElements",), "name": ("name",)}
    name = _get(data, "translations", "en_US", "name")
    record["name"] = name if name is not None else data.get("name")
    if name is not None:
        where["name"] = ("translations", "en_US", "name")
    for i, element in enumerate(data.get("cardElements") or []):
        kind = _get(element, "cardElementType", "reference")
        field = _PUBLISHER_STATS.get(kind) or _PUBLISHER_LINES.get(kind)
        if field is None:
            continue
        where[field] = ("cardElements", i)
        if field in _PUBLISHER_STATS.values():
            record[field] = _number(element.get("value"))
            continue
        lines = _effect_lines(element, ("cardElements", i), problem, notes,
                              support=field == "support")
        if field == "main":
            record["main"] = lines
        elif len(lines) > 1:
            problem(("cardElements", i), "a Unique has at most one support line")
        elif lines:
            record["support"] = lines[0]
    if problems:
        raise InputError(problems)
    return _validated(located, record, where, _publisher_field)


# A community service's card (one card of `GET /api/v2/card/{reference}`): flat statistics
# and each ability text printed per locale, without part ids.
_SERVICE_FIELDS = {"hand_cost": "mainCost", "reserve_cost": "recallCost",
                   "forest": "forestPower", "mountain": "mountainPower", "water": "oceanPower"}
_SERVICE_LOCALES = ("en_US", "fr_FR")  # the wordings the parts' digests are known in


def _from_service_card(located: Located, notes: list[str]) -> UniqueRecord:
    data: dict[str, Any] = located.data
    problems: list[Problem] = []
    where = {"reference": ("reference",), "name": ("name",), "faction": ("faction",),
             "main": ("mainEffect",), "support": ("echoEffect",),
             **{field: (key,) for field, key in _SERVICE_FIELDS.items()}}

    def problem(loc: tuple, message: str) -> None:
        problems.append(Problem(located.path, located.line_of(loc), message))

    record: dict[str, Any] = {field: _number(data.get(key)) for field, key in _SERVICE_FIELDS.items()}
    record.update(reference=data.get("reference"), name=_get(data, "name", "en_US"),
                  faction=_get(data, "faction", "code"))
    record["main"] = _service_lines(data.get("mainEffect"), ("mainEffect",), problem, notes,
                                    support=False)
    support = _service_lines(data.get("echoEffect"), ("echoEffect",), problem, notes,
                             support=True)
    if len(support) > 1:
        problem(("echoEffect",), "a Unique has at most one support line")
    record["support"] = support[0] if support else None
    if problems:
        raise InputError(problems)
    return _validated(located, record, where, _service_field)


def _service_field(loc: tuple) -> str:
    """A record field's name as the service's card calls it."""
    field = str(loc[0]) if loc else "card"
    names = {**_SERVICE_FIELDS, "main": "mainEffect", "support": "echoEffect",
             "faction": "faction.code", "name": "name.en_US"}
    return names.get(field, field)


def _service_lines(texts: Any, loc: tuple, problem, notes: list[str], support: bool) -> list[Line]:
    """Lines from an ability text printed per locale: the first locale whose every line is
    made of known parts' wordings."""
    if not texts:
        return []
    if not isinstance(texts, dict):
        problem(loc, "expected the printed text per locale (en_US, fr_FR)")
        return []
    printed = [texts[k] for k in _SERVICE_LOCALES if isinstance(texts.get(k), str)]
    for text in printed:
        found: list[str] = []
        lines = _printed_lines(text, loc, lambda *_: None, found, support)
        if len(lines) == len(split_lines(text)):
            notes += found
            return lines
    if printed:
        _printed_lines(printed[0], loc, problem, [], support)  # says which line is unknown
    else:
        problem(loc, "no English or French text")
    return []


def _validated(located: Located, record: dict[str, Any], where: dict[str, tuple],
               field_name) -> UniqueRecord:
    """The record, or every problem at the line of the source field it came from."""
    try:
        return UniqueRecord.model_validate(record)
    except ValidationError as exc:
        raise InputError([
            Problem(located.path, located.line_of(where.get(str(e["loc"][0]), ())) if e["loc"]
                    else None, f"{field_name(e['loc'])}: {e['msg']}")
            for e in exc.errors()]) from None


def _number(value: Any) -> Any:
    """The publisher writes costs and statistics as digit strings ("2")."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 3:
        return int(value)
    return value


def _publisher_field(loc: tuple) -> str:
    """A record field's name as the publisher's JSON calls it."""
    field = str(loc[0]) if loc else "card"
    names = {v: k for k, v in {**_PUBLISHER_STATS, **_PUBLISHER_LINES}.items()}
    return {"faction": "mainFaction", "name": "name"}.get(field, names.get(field, field))


def _effect_lines(element: Any, loc: tuple, problem, notes: list[str],
                  support: bool) -> list[Line]:
    """The lines of a MAIN_EFFECT or ECHO_EFFECT element, in their printed order: by their
    parts' ids, or recognised from their printed text where a source gives no ids."""
    displays = element.get("cardEffectDisplays") if isinstance(element, dict) else None
    printed = element.get("value") if isinstance(element, dict) else None
    if displays == [] and isinstance(printed, str) and printed.strip():
        return _printed_lines(printed, loc, problem, notes, support)
    if not isinstance(displays, list):
        problem(loc, "cardEffectDisplays: expected a list of ability lines")
        return []
    ordered = sorted(enumerate(displays), key=lambda d: _sequence(d[1], d[0]))
    out = []
    for i, display in ordered:
        parts = _get(display, "cardEffect", "cardEffectElements")
        where = (*loc, "cardEffectDisplays", i)
        by_type = {p.get("type"): p for p in parts if isinstance(p, dict)} \
            if isinstance(parts, list) else {}
        if set(by_type) != set(PART_TYPES) or len(parts) != 3:
            problem(where, "an ability line needs one TRIGGER, one CONDITION and one OUTPUT")
            continue
        ids = tuple(by_type[t].get("idGd") for t in PART_TYPES)
        if all(isinstance(x, int) and not isinstance(x, bool) for x in ids):
            out.append(ids)
            continue
        texts = [by_type[t].get("text") for t in PART_TYPES]
        line = match_pieces(texts, part_index(), support) if all(isinstance(t, str) for t in texts) \
            else None
        if line is None:
            problem(where, "a line's parts carry no part id (idGd), and their text is not a "
                           "known part's wording")
            continue
        out.append(line.parts)
        _note_choice(line, f"line {len(out)}", notes)
    return out


def _printed_lines(printed: str, loc: tuple, problem, notes: list[str],
                   support: bool) -> list[Line]:
    out = []
    for n, text in enumerate(split_lines(printed), start=1):
        line = match_line(text, part_index(), support)
        if line is None:
            problem(loc, f"line {n} of the printed text is not made of known parts' wordings")
            continue
        out.append(line.parts)
        _note_choice(line, f"line {n}", notes)
    return out


def _note_choice(line: LineMatch, which: str, notes: list[str]) -> None:
    if line.others:
        others = ", ".join("-".join(map(str, o)) for o in line.others)
        notes.append(f"{which}: its wording also fits the parts {others}; "
                     f"{'-'.join(map(str, line.parts))} was chosen (the first allowed line)")


def _sequence(display: Any, index: int) -> tuple[int, int]:
    seq = display.get("sequence") if isinstance(display, dict) else None
    return (seq if isinstance(seq, int) else index, index)


def _get(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def record_yaml(record: UniqueRecord) -> str:
    """A record in our YAML form (what `uniques add` keeps and a deck may carry inline)."""
    def line(parts: tuple[int, int, int] | None) -> str:
        return "null" if parts is None else f"[{parts[0]}, {parts[1]}, {parts[2]}]"

    main = ", ".join(line(p) for p in record.main)
    return (f"reference: {record.reference}\nname: {json.dumps(record.name)}\nfaction: {record.faction.value}\n"
            f"hand_cost: {record.hand_cost}\nreserve_cost: {record.reserve_cost}\n"
            f"forest: {record.forest}\nmountain: {record.mountain}\nwater: {record.water}\n"
            f"main: [{main}]\nsupport: {line(record.support)}\n")
