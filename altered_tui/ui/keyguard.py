"""Keys never carry over a screen change.

A key pressed just before a new prompt or screen appears (the Enter that closed a handover,
a key repeat, a press a moment too late) must not answer what the new screen asks: for a
short moment after something new is shown, deciding keys are ignored.
"""

from __future__ import annotations

import time

GUARD_SECONDS = 0.35  # long enough for a late or repeated key, short enough to go unnoticed


class KeyGuard:
    """Remembers when something new was shown; `fresh` is True for a short moment after."""

    def __init__(self) -> None:
        self.shown_at = 0.0

    def restart(self) -> None:
        self.shown_at = time.monotonic()

    @property
    def fresh(self) -> bool:
        return time.monotonic() - self.shown_at < GUARD_SECONDS
