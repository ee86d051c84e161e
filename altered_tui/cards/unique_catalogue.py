"""What each Unique part does, written once in the card ability vocabulary, and a Unique
record's ability lines assembled from it (CR 1.1.4.g, 2.2.11).

The catalogue is data, under cards/uniques/catalogue/ (triggers.yaml, conditions.yaml,
outputs.yaml), each a `parts:` list of entries with their `id`:

- a trigger is a Reaction trigger (`trigger:`), the empty trigger that makes the line a
  passive ability (`passive: true`), or a support trigger (`support:`, the cost of the
  support quick action, e.g. discard me from Reserve); `after_rest: true` delays the line's
  effect until after Rest.
- a condition is nothing (`none: true`), `if:` / `unless:` a step condition (the output
  runs only when it holds / does not hold; on a passive it limits the passive), `may_cost:`
  ("you may pay this; if you do: ..."), `may_steps:` steps done first, optionally, then
  `then_if:` a condition on what they did ("you may ...; if it is ...: ..."), or
  `may_then:` one optional step whose own `then:` the output becomes ("you may sacrifice
  ...; if you do: ..."), `step_then:` / `step_otherwise:` a step optional by itself whose
  `then:` / `otherwise:` the output becomes ("you may Rush. If you do / don't: ..."),
  `may_else:` optional steps, the output if they are not done, or `roll_at_least:` N, a die roll whose N or more gives the
  output (and the output's `otherwise:` the lower results).
- an output is effect `steps:` (with `otherwise:` steps for an output that pairs with an
  "if" condition or a "may": what happens when it does not hold) or a `passive:`; `also:`
  lists whole abilities the output prints after it, each with its own trigger ("I am
  Eternal. At Night — I lose 1 boost."), which the line's condition does not limit. An
  output of `also:` only goes on a line with the empty trigger and no condition, and so
  does one of `keywords:`, a keyword printed on the card ("Scout 1 {1}", CR 7.4.5), which
  works wherever the card is, as a printed keyword does.

A line whose parts are not all in the catalogue, or whose parts do not fit together (a
passive output after a Reaction trigger), has no abilities: `MissingParts` names them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from altered_tui.cards import abilities as ab
from altered_tui.cards.yamlsource import InputError, Problem, load_yaml, validate

CATALOGUE_FILES = {"trigger": "triggers.yaml", "condition": "conditions.yaml",
                   "output": "outputs.yaml"}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TriggerPart(_Strict):
    id: StrictInt = Field(ge=1)
    trigger: ab.Trigger | None = None
    # "..., if I was Fleeting —": checked as the Reaction would trigger (CR 6.3.b)
    condition: ab.Condition | None = None
    passive: bool = False
    support: ab.Cost | None = None
    after_rest: bool = False


class ConditionPart(_Strict):
    id: StrictInt = Field(ge=1)
    none: bool = False
    if_: ab.StepCondition | None = Field(default=None, alias="if")
    unless: ab.StepCondition | None = None
    may_cost: ab.MayCost | None = None
    may_steps: list[ab.Step] = []
    then_if: ab.StepCondition | None = None
    may_then: ab.Step | None = None  # a step with `then:`; the output is its "if you do"
    # a step that is optional by itself ("you may Rush"): the output is its `then:` ("if you
    # do") or, with step_otherwise, its `otherwise:` ("if you don't")
    step_then: ab.Step | None = None
    step_otherwise: ab.Step | None = None
    may_else: list[ab.Step] = []  # "you may do this. If you don't: [output]"
    roll_at_least: int | None = Field(default=None, ge=2, le=6, strict=True)  # "On a N+:"


class OutputPart(_Strict):
    id: StrictInt = Field(ge=1)
    steps: list[ab.Step] = []
    otherwise: list[ab.Step] = []
    passive: ab.Passive | None = None
    also: list[ab.Ability] = []  # further abilities the output prints, with their own triggers
    keywords: ab.Keywords | None = None  # a keyword printed on the card (Scout X, CR 7.4.5)


class TriggerFile(_Strict):
    parts: list[TriggerPart] = Field(min_length=1)


class ConditionFile(_Strict):
    parts: list[ConditionPart] = Field(min_length=1)


class OutputFile(_Strict):
    parts: list[OutputPart] = Field(min_length=1)


_FILE_MODELS: dict[str, type[BaseModel]] = {"trigger": TriggerFile, "condition": ConditionFile,
                                            "output": OutputFile}


def _shape_problem(kind: str, part: Any) -> str | None:
    """What is wrong with one entry's shape: each part says exactly one thing."""
    if kind == "trigger":
        said = [part.trigger is not None, part.passive, part.support is not None]
        if sum(said) != 1:
            return "a trigger part is one of trigger, passive: true or support"
        if part.condition is not None and part.trigger is None:
            return "a trigger part's condition goes with its trigger"
    elif kind == "condition":
        said = [part.none, part.if_ is not None, part.unless is not None,
                part.may_cost is not None, bool(part.may_steps), part.may_then is not None,
                part.roll_at_least is not None, part.step_then is not None,
                part.step_otherwise is not None, bool(part.may_else)]
        if sum(said) != 1:
            return ("a condition part is one of none: true, if, unless, may_cost, may_steps, "
                    "may_then, roll_at_least, step_then, step_otherwise or may_else")
        for field, name in ((part.step_then, "then"), (part.step_otherwise, "otherwise")):
            if field is not None and (name not in type(field).model_fields
                                      or getattr(field, name)):
                return f"step_{name} is a step with an empty {name}: (the output goes there)"
        if part.then_if is not None and not part.may_steps and part.step_then is None:
            return "then_if follows may_steps or step_then"
        if part.may_then is not None and ("then" not in type(part.may_then).model_fields
                                          or part.may_then.then):
            return "may_then is a step with an empty then: (the output goes there)"
    elif (part.steps and part.passive is not None) or not (
            part.steps or part.passive is not None or part.also or part.keywords is not None):
        return "an output part is steps, a passive, or abilities of its own (also:)"
    elif part.keywords is not None and (part.steps or part.passive is not None or part.also):
        return "an output part of keywords says nothing else"
    elif part.otherwise and not part.steps:
        return "otherwise goes with steps"
    return None


@dataclass(frozen=True)
class Catalogue:
    triggers: dict[int, TriggerPart]
    conditions: dict[int, ConditionPart]
    outputs: dict[int, OutputPart]

    def ids(self) -> set[int]:
        return set(self.triggers) | set(self.conditions) | set(self.outputs)


def read_catalogue(folder: Path) -> Catalogue:
    """The catalogue files of a folder; every problem is reported as PATH:LINE: message."""
    found: dict[str, dict[int, Any]] = {}
    problems: list[Problem] = []
    seen: dict[int, str] = {}
    for kind, name in CATALOGUE_FILES.items():
        path = folder / name
        found[kind] = {}
        try:
            located = load_yaml(path)
            read = validate(located, _FILE_MODELS[kind])
        except InputError as exc:
            problems += exc.problems
            continue
        for i, part in enumerate(read.parts):  # type: ignore[attr-defined]
            line = located.line_of(("parts", i, "id"))
            problem = _shape_problem(kind, part)
            if part.id in seen:
                problem = f"id: part {part.id} is already in the catalogue, at {seen[part.id]}"
            if problem:
                problems.append(Problem(str(path), line, problem))
                continue
            seen[part.id] = f"{path}:{line}"
            found[kind][part.id] = part
    if problems:
        raise InputError(problems)
    return Catalogue(found["trigger"], found["condition"], found["output"])


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    # lazy: the pool module is needed only when a Unique is built
    from altered_tui.cards.pool import data_dir

    return read_catalogue(data_dir() / "uniques" / "catalogue")


class MissingParts(Exception):
    """A record's lines use parts the catalogue does not have, or parts that do not fit."""

    def __init__(self, parts: list[int]):
        self.parts = parts
        super().__init__(", ".join(str(p) for p in parts))


Line = tuple[int, int, int]


def line_abilities(line: Line, catalogue: Catalogue) -> list[tuple[str, Any]]:
    """One line's abilities, each with where it works: "main" (in play) or "support" (in
    Reserve); the output's own further abilities (`also:`) come after, in play. Raises
    MissingParts with the parts that are unknown or do not fit."""
    output = catalogue.outputs.get(line[2])
    if output is None or not (output.also or output.keywords is not None):
        return [line_ability(line, catalogue)]
    trigger, condition = catalogue.triggers.get(line[0]), catalogue.conditions.get(line[1])
    if output.steps or output.passive is not None:
        return [line_ability(line, catalogue), *(("main", ability) for ability in output.also)]
    # abilities or keywords only: nothing for the trigger and condition to carry
    if trigger is None or condition is None:
        raise MissingParts([p for p, known in ((line[0], trigger), (line[1], condition))
                            if not known])
    if not trigger.passive or not condition.none:
        raise MissingParts([line[0], line[1], line[2]])
    if output.keywords is not None:
        return [("keywords", output.keywords)]
    return [("main", ability) for ability in output.also]


def line_ability(line: Line, catalogue: Catalogue) -> tuple[str, ab.Reaction | ab.QuickAction
                                                             | ab.PassiveAbility]:
    """One line as an ability (the first, for an output with further abilities), and where
    it works: "main" (in play) or "support" (in Reserve). Raises MissingParts with the
    parts that are unknown or do not fit."""
    t_id, c_id, o_id = line
    trigger, condition = catalogue.triggers.get(t_id), catalogue.conditions.get(c_id)
    output = catalogue.outputs.get(o_id)
    missing = [p for p, known in ((t_id, trigger), (c_id, condition), (o_id, output)) if not known]
    if missing:
        raise MissingParts(missing)
    assert trigger and condition and output
    if (output.also or output.keywords is not None) and not output.steps \
            and output.passive is None:
        return line_abilities(line, catalogue)[0]
    if trigger.passive:
        return "main", _passive(line, condition, output)
    if output.passive is not None:
        raise MissingParts([t_id, o_id])  # a passive needs the empty trigger
    steps = _conditioned(condition, output)
    if trigger.after_rest:
        steps = [ab.AfterRest(kind="after_rest", steps=steps)]
    if trigger.support is not None:
        return "support", ab.QuickAction(kind="quick", cost=trigger.support, effect=steps)
    assert trigger.trigger is not None
    return "main", ab.Reaction(kind="reaction", trigger=trigger.trigger,
                               condition=trigger.condition or ab.Condition(), effect=steps)


def _conditioned(condition: ConditionPart, output: OutputPart) -> list[Any]:
    """The output's steps inside the condition's wrapper."""
    steps, otherwise = list(output.steps), list(output.otherwise)
    if condition.if_ is not None:
        return [ab.If(kind="if", condition=condition.if_, steps=steps, otherwise=otherwise)]
    if condition.unless is not None:
        return [ab.If(kind="if", condition=condition.unless, steps=otherwise, otherwise=steps)]
    if condition.may_cost is not None:
        return [ab.May(kind="may", cost=condition.may_cost, steps=steps, otherwise=otherwise)]
    if condition.roll_at_least is not None:  # CR 7.3.19: the output on a high roll
        high = ab.Outcome(low=condition.roll_at_least, high=6, steps=steps)
        low = [ab.Outcome(low=1, high=condition.roll_at_least - 1, steps=otherwise)] if otherwise else []
        return [ab.RollDie(kind="roll_die", outcomes=[high, *low])]
    if condition.may_then is not None:
        step = condition.may_then.model_copy(update={"then": steps})
        return [ab.May(kind="may", steps=[step], otherwise=otherwise)]
    if condition.step_then is not None:
        if condition.then_if is not None:  # "If you discarded a Character this way:"
            steps = [ab.If(kind="if", condition=condition.then_if, steps=steps,
                           otherwise=otherwise)]
        return [condition.step_then.model_copy(update={"then": steps, **(
            {"otherwise": otherwise} if "otherwise" in type(condition.step_then).model_fields
            else {})})]
    if condition.step_otherwise is not None:
        if otherwise:
            raise MissingParts([condition.id, output.id])  # the line already says otherwise
        return [condition.step_otherwise.model_copy(update={"otherwise": steps})]
    if condition.may_else:
        if otherwise:
            raise MissingParts([condition.id, output.id])
        return [ab.May(kind="may", steps=list(condition.may_else), otherwise=steps)]
    if condition.may_steps:
        then = steps if condition.then_if is None else [
            ab.If(kind="if", condition=condition.then_if, steps=steps, otherwise=otherwise)]
        return [ab.May(kind="may", steps=[*condition.may_steps, *then])]
    if otherwise:
        raise MissingParts([condition.id, output.id])  # "otherwise" needs an "if"
    return steps


def _passive(line: Line, condition: ConditionPart, output: OutputPart) -> ab.PassiveAbility:
    if output.passive is None:
        raise MissingParts([line[0], line[2]])  # the empty trigger needs a passive output
    effect = output.passive
    for field, given in (("condition", condition.if_), ("unless", condition.unless)):
        if given is None:
            continue
        if field not in type(effect).model_fields or getattr(effect, field) is not None:
            raise MissingParts([line[1], line[2]])
        effect = effect.model_copy(update={field: given})
    if (condition.may_cost is not None or condition.may_steps or condition.may_then is not None
            or condition.roll_at_least is not None or condition.step_then is not None
            or condition.step_otherwise is not None or condition.may_else):
        raise MissingParts([line[1], line[2]])
    return ab.PassiveAbility(kind="passive", effect=effect)


def record_abilities(main: list[Line], support: Line | None,
                     catalogue: Catalogue | None = None) -> tuple[list[Any], list[Any]]:
    """A record's abilities (in play) and support abilities (in Reserve), line by line.
    Raises MissingParts naming every part, of all lines, that is unknown or does not fit."""
    catalogue = catalogue or default_catalogue()
    abilities: list[Any] = []
    supports: list[Any] = []
    missing: list[int] = []
    for line in [*main, *([support] if support else [])]:
        try:
            found = line_abilities(line, catalogue)
        except MissingParts as exc:
            missing += [p for p in exc.parts if p not in missing]
            continue
        for where, ability in found:
            if where != "keywords":
                (supports if where == "support" else abilities).append(ability)
    if missing:
        raise MissingParts(missing)
    return abilities, supports


def record_keywords(main: list[Line], support: Line | None,
                    catalogue: Catalogue | None = None) -> ab.Keywords:
    """The keywords a record's lines print on the card (CR 7.4): none but Scout so far."""
    catalogue = catalogue or default_catalogue()
    said: dict[str, Any] = {}
    for line in [*main, *([support] if support else [])]:
        output = catalogue.outputs.get(line[2])
        if output is not None and output.keywords is not None:
            said.update(output.keywords.model_dump(exclude_defaults=True))
    return ab.Keywords(**said)
