"""Export SVG screenshots of the real app into screenshots/ (used by the README).

    python scripts/screenshots.py
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from altered_tui.ui import keyguard  # noqa: E402
from tests.ui.helpers import (  # noqa: E402
    advance, kind_is, make_app, next_is_game_over, next_is_progress)

# The script presses keys faster than any person: the guard against carried-over keys
# would ignore them (as the tests do, it is off).
keyguard.GUARD_SECONDS = 0.0

SHOTS = [  # (file name, set-up stop condition, keys, terminal size)
    ("handover", kind_is("turn"), [], (120, 40)),
    ("board-setup", None, ["enter"], (120, 40)),
    ("board-afternoon", kind_is("turn"), ["enter"], (120, 40)),
    ("board-cleanup", kind_is("cleanup"), ["enter"], (120, 40)),
    ("inspector", kind_is("turn"), ["enter", "i"], (120, 40)),
    ("help", None, ["enter", "question_mark"], (120, 40)),
    ("dusk", next_is_progress, ["enter", "1"], (120, 40)),
    ("game-over", next_is_game_over, ["enter", "1", "enter"], (120, 40)),
    ("board-80x24", kind_is("turn"), ["enter"], (80, 24)),
    ("board-160x50", kind_is("turn"), ["enter"], (160, 50)),
    ("too-small", None, ["enter"], (79, 23)),
]


async def shoot(name, stop, keys, size) -> Path:
    app = make_app(kind="starter")  # the bundled decks a player starts with
    if stop is not None:
        advance(app, stop)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        path = ROOT / "screenshots" / f"{name}.svg"
        path.write_text(app.export_screenshot(title=f"altered-tui: {name}"))
    return path


async def main() -> None:
    (ROOT / "screenshots").mkdir(exist_ok=True)
    for shot in SHOTS:
        print(await shoot(*shot))


if __name__ == "__main__":
    asyncio.run(main())
