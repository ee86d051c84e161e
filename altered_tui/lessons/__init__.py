"""Guided lessons: a scenario, a goal, steps that explain a rule each, and a goal check.

A lesson file (`altered_tui/lessons/NN-name.yaml`) holds a title, the goal in one sentence,
a scenario (see `altered_tui.scenarios`), the steps shown one after the other and the
conditions that say the goal was reached. A step is done when its `until` condition holds
on the game (or, without one, when the learner presses space). The goal is out of reach
once the game is over, once the lesson's days are over, or once one of its `lost`
conditions holds: the lesson then says why and offers to start again. Bad files fail with
PATH:LINE: message, like card files.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from altered_tui.cards.yamlsource import load_yaml, validate
from altered_tui.engine.adventure import distance
from altered_tui.i18n import _
from altered_tui.engine.state import GameState
from altered_tui.engine.types import STATUS_NAMES, Side, Zone
from altered_tui.scenarios import Scenario, StatusName

ZoneName = Literal["hand", "reserve", "landmarks", "mana", "discard", "expedition", "deck"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Condition(Strict):
    """Everything given must hold. Card conditions count the player's cards with that id
    in that zone (and status, boosts); `at_least` defaults to 1."""

    player: int = Field(default=0, ge=0, le=1)
    action: str | None = None  # an action taken in the lesson contains this text
    log: str | None = None  # an event of this kind was logged during the lesson
    rule: str | None = None  # an event citing this rule was logged during the lesson
    phase: Literal["morning", "noon", "afternoon", "dusk", "night"] | None = None
    decision: Literal["turn", "expand"] | None = None  # the player is asked this now
    day: int | None = Field(default=None, ge=1)  # this day or later
    winner: int | None = Field(default=None, ge=0, le=1)
    side: Literal["hero", "companion"] | None = None
    distance: int | None = Field(default=None, ge=0)  # that Expedition's, at least
    card: str | None = None
    zone: ZoneName | None = None
    status: StatusName | None = None
    not_status: StatusName | None = None
    boosts: int | None = Field(default=None, ge=0)
    at_least: int | None = Field(default=None, ge=0)
    at_most: int | None = Field(default=None, ge=0)


class Step(Strict):
    text: str = Field(min_length=1)
    rule: str = ""
    until: Condition | None = None


class Loss(Strict):
    """A position from which the goal can no longer be reached (all of `when` hold), and
    what went wrong."""

    when: list[Condition] = Field(min_length=1)
    why: str = Field(min_length=1)


class Lesson(Strict):
    title: str = Field(min_length=1)
    goal: str = Field(min_length=1)
    opponent: Literal["passive", "learner"] = "passive"
    rival: list[str] = Field(default_factory=list)  # the rival's moves, in order (see controller)
    scenario: Scenario
    steps: list[Step] = Field(min_length=1)
    check: list[Condition] = Field(min_length=1)
    done: str = Field(min_length=1)  # said when the goal is reached
    days: int = Field(default=1, ge=1)  # the goal is reached on the first day or never
    lost: list[Loss] = Field(default_factory=list)
    id: str = ""  # the file name without .yaml; set by the loader

    def texts(self) -> list[str]:
        """What the lesson says on screen and in the log, each a message of the translation
        catalogue (scripts/catalogues.py)."""
        return [self.title, self.goal, *(step.text for step in self.steps), self.done,
                *(loss.why for loss in self.lost), self.scenario.name]


def lessons_dir() -> Path:
    return Path(str(resources.files("altered_tui.lessons")))


def load_lesson(path: Path) -> Lesson:
    lesson: Lesson = validate(load_yaml(Path(path)), Lesson)  # type: ignore[assignment]
    lesson.id = Path(path).stem
    return lesson


def all_lessons() -> list[Lesson]:
    """The bundled lessons in order (their file names start with a number)."""
    return [load_lesson(p) for p in sorted(lessons_dir().glob("*.yaml"))]


# -- checking conditions on a game -----------------------------------------------------------


def _distance(g: GameState, player: int, side: Side) -> int:
    return distance(side, g.players[player].positions[side])


def _cards(g: GameState, c: Condition) -> list[int]:
    p = g.players[c.player]
    if c.zone == "expedition":
        sides = [Side(c.side)] if c.side else list(Side)
        cids = [cid for s in sides for cid in p.expeditions[s]]
    elif c.zone is not None:
        cids = list(p.zone_list(Zone(c.zone)))
    else:
        cids = [cid for cid, card in g.cards.items() if card.owner == c.player]
    status_of = {name.lower(): s for s, name in STATUS_NAMES.items()}
    out = []
    for cid in cids:
        card = g.cards[cid]
        if c.card is not None and card.card_id != c.card:
            continue
        if c.status is not None and not card.has(status_of[c.status]):
            continue
        if c.not_status is not None and card.has(status_of[c.not_status]):
            continue
        if c.boosts is not None and card.boosts != c.boosts:
            continue
        out.append(cid)
    return out


def holds(c: Condition, g: GameState, actions: list[str], log_from: int = 0) -> bool:
    """Whether the condition holds now; `actions` and the log count from the lesson start."""
    events = g.log[log_from:]
    checks = [
        c.action is None or any(c.action in a for a in actions),
        c.log is None or any(e.kind == c.log for e in events),
        c.rule is None or any(e.rule == c.rule for e in events),
        c.phase is None or g.phase.value == c.phase,
        c.decision is None or (g.pending is not None and g.pending.kind == c.decision
                               and g.pending.player == c.player),
        c.day is None or g.day >= c.day,
        c.winner is None or g.winner == c.winner,
        c.distance is None or _distance(g, c.player, Side(c.side or "hero")) >= c.distance,
    ]
    if not all(checks):
        return False
    if c.card or c.zone or c.at_least is not None or c.at_most is not None:
        count = len(_cards(g, c))
        low = 1 if c.at_least is None and c.at_most is None else (c.at_least or 0)
        if count < low or (c.at_most is not None and count > c.at_most):
            return False
    return True


class LessonRun:
    """Where the learner is in a lesson: the step shown follows what they do.

    A step with a condition is done once it held (the learner may do a later step first:
    it stays done); a step without one is read when the learner presses space or does a
    later step. The step shown is the first neither done nor read. When the learner,
    back at their turn, did something that does not do the step shown, `note` says so."""

    def __init__(self, lesson: Lesson, log_from: int = 0, day: int = 1):
        self.lesson = lesson
        self.log_from = log_from
        self.last_day = day + lesson.days - 1  # the goal must be reached by this day's end
        self.satisfied: set[int] = set()
        self.read: set[int] = set()
        self.done = False
        self.lost = ""  # why the goal can no longer be reached, once it cannot
        self.note = ""
        self.moves = 0  # the actions the learner took on their turn so far
        self._judged = 0  # `moves` when the step shown was last compared with them

    @property
    def step(self) -> int:
        steps = self.lesson.steps
        if self.done:
            return len(steps)
        last_done = max(self.satisfied, default=-1)
        for i, step in enumerate(steps):
            if i in self.satisfied or (step.until is None and (i in self.read or i < last_done)):
                continue
            return i
        return len(steps)

    @property
    def current(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step] if self.step < len(steps) else None

    def learner_acted(self, decision: str) -> None:
        """The learner answered a decision of that kind. Only a move made on their turn may
        miss the step shown: an Expand or a target chosen on the way is no miss."""
        if decision == "turn":
            self.moves += 1

    def update(self, g: GameState, actions: list[str]) -> str | None:
        """Mark the steps whose condition holds; "done" when the goal was just reached,
        "lost" when it just went out of reach."""
        if self.done or self.lost:
            return None
        shown = self.step
        for i, step in enumerate(self.lesson.steps):
            if step.until is not None and i not in self.satisfied and \
                    holds(step.until, g, actions, self.log_from):
                self.satisfied.add(i)
        if all(holds(c, g, actions, self.log_from) for c in self.lesson.check):
            self.done, self.note = True, ""
            return "done"
        self.lost = self._why_lost(g, actions)
        if self.lost:
            self.note = ""
            return "lost"
        if self.step != shown:
            self.note = ""
            self._judged = self.moves  # the moves so far led here: none is this step's miss
        self._judge(g, shown)
        return None

    def _why_lost(self, g: GameState, actions: list[str]) -> str:
        """Why the goal can no longer be reached, or "" while it still can."""
        for loss in self.lesson.lost:
            if all(holds(c, g, actions, self.log_from) for c in loss.when):
                return _(loss.why)
        if g.winner is not None:
            return _("The game is over, and the goal was not reached.")
        if g.day > self.last_day:
            return _("The day is over, and the goal was not reached.")
        return ""

    def _judge(self, g: GameState, shown: int) -> None:
        """Back at the learner's turn after moves of theirs: did they do the step shown?"""
        pending = g.pending
        if pending is None or pending.player != 0 or pending.kind != "turn" or \
                self.moves == self._judged:
            return
        self._judged = self.moves
        current = self.current
        if self.step != shown or current is None or current.until is None:
            return
        if any(i > self.step for i in self.satisfied):
            self.note = _("You did a later step first; this one still waits.")
        else:
            self.note = _("That was not this step: it still waits (r restarts the lesson).")

    def next_step(self) -> None:
        """The learner read a step that waits for nothing: show the next one."""
        if self.current is not None and self.current.until is None:
            self.read.add(self.step)
