"""Text from files and from people is shown as it is: never as terminal control sequences.

A control character (ESC starts the terminal's escape sequences) in a player's or deck's
name could clear or redraw the screen, so such a name is refused where it comes in; and
every text a file brings is made printable, and cut when long, where it is shown.
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


def printable(text: str, keep_newlines: bool = False) -> str:
    """`text` safe to show on a terminal: each control character (ESC, BEL, a carriage
    return...) written out as its escape, e.g. \\x1b, so no file's text can drive the screen.
    Newlines and tabs stay with `keep_newlines`."""
    if text.isprintable():  # the usual case, checked quickly
        return text
    kept = "\n\t" if keep_newlines else ""
    return "".join(_shown(ch) if unicodedata.category(ch) == "Cc" and ch not in kept else ch
                   for ch in text)


def _shown(ch: str) -> str:
    return repr(ch)[1:-1]


def shortened(text: str, limit: int = 60) -> str:
    """`text` cut to about `limit` characters, saying how long it was: a message names a
    value without echoing a huge one whole."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text):,} characters)"
