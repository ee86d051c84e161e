"""Export SVG screenshots of the real app into screenshots/ (used by the README).

    python scripts/screenshots.py

Every position comes from the game itself: a seeded match of the starter decks played
option 1 after option 1, a scenario file (scripts/screenshot-positions/), or a lesson; the
app is then driven by key presses, as a player would.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from altered_tui.i18n import current_language, set_language  # noqa: E402
from altered_tui.lessons.controller import ScenarioController  # noqa: E402
from altered_tui.ui import keyguard  # noqa: E402
from altered_tui.ui.app import AlteredApp  # noqa: E402
from tests.lessons.helpers import lesson_app, lessons_and_pool  # noqa: E402
from tests.ui.helpers import (  # noqa: E402
    advance, kind_is, make_app, next_is_game_over, next_is_progress, number_keys)

# The script presses keys faster than any person: the guard against carried-over keys
# would ignore them (as the tests do, it is off).
keyguard.GUARD_SECONDS = 0.0

POSITIONS = ROOT / "scripts" / "screenshot-positions"


def starter(stop=None):
    """A seeded match of the bundled starter decks, advanced to where `stop` says."""
    def build() -> AlteredApp:
        app = make_app(kind="starter")  # the bundled decks a player starts with
        if stop is not None:
            advance(app, stop)
        return app
    return build


def scenario(name: str):
    """A position from a scenario file: cards in play with boosts and statuses."""
    def build() -> AlteredApp:
        _lessons, pool = lessons_and_pool()
        return AlteredApp(ScenarioController.from_file(POSITIONS / f"{name}.yaml", pool))
    return build


def lesson(lesson_id: str):
    return lambda: lesson_app(lesson_id)


def option(text: str):
    """The number keys of the first option containing `text` (read when it is pressed)."""
    return ("option", text)


SHOTS = [  # (file name, app builder, keys, terminal size, language)
    ("handover", starter(kind_is("turn")), [], (120, 40), "en"),
    ("board-setup", starter(), ["enter"], (120, 40), "en"),
    ("board-afternoon", starter(kind_is("turn")), ["enter"], (120, 40), "en"),
    ("board-cleanup", starter(kind_is("cleanup")), ["enter"], (120, 40), "en"),
    ("board-in-play", scenario("in-play"), ["enter"], (120, 40), "en"),
    ("prompt-target", scenario("in-play"), ["enter", option("Play Physical Training")],
     (120, 40), "en"),
    ("board-in-play-fr", scenario("in-play"), ["enter"], (120, 40), "fr"),
    ("lesson", lesson("03-night"), [], (120, 40), "en"),
    ("inspector", scenario("in-play"), ["enter", "i"], (120, 40), "en"),
    ("help", starter(), ["enter", "question_mark"], (120, 40), "en"),
    ("dusk", starter(next_is_progress), ["enter", "1"], (120, 40), "en"),
    ("game-over", starter(next_is_game_over), ["enter", "1", "enter"], (120, 40), "en"),
    ("board-80x24", scenario("in-play"), ["enter"], (80, 24), "en"),
    ("board-160x50", scenario("in-play"), ["enter"], (160, 50), "en"),
    ("too-small", starter(), ["enter"], (79, 23), "en"),
]


async def press(pilot, keys) -> None:
    for key in keys:
        await pilot.pause()
        if isinstance(key, tuple):  # an option by its words
            options = pilot.app.board.options
            found = [i for i, o in enumerate(options) if key[1].lower() in o.lower()]
            if not found:
                raise SystemExit(f"no option {key[1]!r} among {options}")
            await pilot.press(*number_keys(found[0], len(options)))
        else:
            await pilot.press(key)


async def shoot(name, build, keys, size, lang) -> Path:
    before = current_language()
    set_language(lang)
    try:
        app = build()
        async with app.run_test(size=size) as pilot:
            await press(pilot, keys)
            await pilot.pause()
            path = ROOT / "screenshots" / f"{name}.svg"
            path.write_text(app.export_screenshot(title=f"altered-tui: {name}"))
    finally:
        set_language(before)
    return path


async def main() -> None:
    (ROOT / "screenshots").mkdir(exist_ok=True)
    only = set(sys.argv[1:])  # file names to export again (all when none is given)
    for shot in SHOTS:
        if not only or shot[0] in only:
            print(await shoot(*shot))


if __name__ == "__main__":
    asyncio.run(main())
