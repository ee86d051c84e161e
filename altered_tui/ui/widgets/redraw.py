"""Blocks of the board redrawn only when what they show changed.

Comparing the parts of an observation a block shows costs microseconds; laying out and
rendering the block again costs milliseconds, and after most actions or cursor moves most
blocks show the same thing as before.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static


class RedrawWhenChanged:
    """For a widget drawn by a `show(...)` method: `unchanged(*what)` is True when `what`
    (with the widget's size) is what it drew last; otherwise it remembers it and False."""

    _drawn: tuple[Any, ...] | None = None

    def unchanged(self, *what: Any) -> bool:
        key = (self.size, *what)  # type: ignore[attr-defined]
        if key == self._drawn:
            return True
        self._drawn = key
        return False


class ShownAgainOnResize:
    """For a widget whose `show(...)` lays its content out for its size: it calls
    `remember(...)` with its arguments, and is shown again with them when its size changes."""

    _shown_with: tuple[Any, ...] | None = None

    def remember(self, *args: Any) -> None:
        self._shown_with = args

    def on_resize(self) -> None:
        if self._shown_with is not None:
            self.show(*self._shown_with)  # type: ignore[attr-defined]


def cursor_among(cursor: int | None, cards: list[dict[str, Any]]) -> int | None:
    """The card cursor if it is on one of `cards` (elsewhere it changes nothing here)."""
    return cursor if any(view["cid"] == cursor for view in cards) else None


class TextLine(RedrawWhenChanged, Static):
    """One line of text, redrawn only when its text changes."""

    def show(self, text: Text) -> None:
        if not self.unchanged(text.plain, text.spans):
            self.update(text, layout=False)
