"""Driving a lesson by key presses, as a learner would."""

from __future__ import annotations

from functools import lru_cache

from altered_tui.cards.pool import default_pool
from altered_tui.lessons import all_lessons
from altered_tui.ui.screens.dusk import DuskScreen
from altered_tui.ui.screens.lesson import LearnApp, LessonDoneScreen
from tests.ui.helpers import number_keys


@lru_cache(maxsize=1)
def lessons_and_pool():
    return all_lessons(), default_pool()


def lesson_app(lesson_id: str | None = None) -> LearnApp:
    lessons, pool = lessons_and_pool()
    first = None if lesson_id is None else [lesson.id for lesson in lessons].index(lesson_id)
    return LearnApp(lessons, pool, first)


async def choose(pilot, text: str) -> None:
    """Press the number keys of the first option on the board that contains `text`."""
    await pilot.pause()
    options = pilot.app.board.options
    matching = [i for i, option in enumerate(options) if text in option]
    assert matching, f"no option with {text!r} in {options}"
    await pilot.press(*number_keys(matching[0], len(options)))


async def through_dusk(pilot) -> None:
    await pilot.pause()
    while isinstance(pilot.app.screen, DuskScreen):
        await pilot.press("enter")


async def goal_screen(pilot) -> LessonDoneScreen:
    await through_dusk(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, LessonDoneScreen), f"no goal notice, but {screen}"
    return screen
