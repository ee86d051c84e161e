"""Snapshots of a lesson step and of a "Why?" answer. Regenerate after a deliberate change:
python -m pytest tests/lessons/test_snapshots.py --snapshot-update"""

from __future__ import annotations

from altered_tui.ui.widgets.log import GameLog
from tests.lessons.helpers import lesson_app

BIG = (120, 40)


def test_lesson_step(snap_compare):
    assert snap_compare(lesson_app("02-dusk-progress"), press=["space"], terminal_size=BIG)


async def _why_of_the_hero_progress(pilot):
    # Lesson 2: space, play Haven Warrior into the Hero Expedition (option 3), pass, leave
    # the Dusk panel and the goal notice, focus the log, go up to the Progress line, ask why.
    await pilot.press("space", "3", "p", "enter", "escape", "l")
    log = pilot.app.board.query_one("#log-0", GameLog)
    back = next(i for i, e in enumerate(reversed(log.events)) if e["kind"] == "progress"
                and e["data"]["player"] == 0 and e["data"]["side"] == "hero")
    await pilot.press(*["up"] * (back + 1), "w")


def test_why_explanation(snap_compare):
    assert snap_compare(lesson_app("02-dusk-progress"), run_before=_why_of_the_hero_progress,
                        terminal_size=BIG)
