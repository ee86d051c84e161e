"""Names typed by people are shown as they are: never as terminal control sequences.

A control character (ESC starts the terminal's escape sequences) in a player's or deck's
name could clear or redraw the screen, so such a name is refused where it comes in.
"""

from __future__ import annotations

import unicodedata


def control_problem(text: str) -> str | None:
    """Why `text` cannot be a name, or None when it is plain text."""
    for ch in text:
        if unicodedata.category(ch) == "Cc":
            return f"holds the control character {ch!r}"
    return None


def check_plain(text: str) -> str:
    """A pydantic validator: `text` unchanged, or ValueError naming the control character."""
    problem = control_problem(text)
    if problem:
        raise ValueError(problem)
    return text
