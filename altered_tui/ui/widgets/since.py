""""Since you last looked": what happened while the other player (or the computer) had the
keyboard, from the viewer's own redacted log, so it tells only what they may know."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import event_text

MAX_LINES = 5  # the rest is in the log
BULLET = "  • "
# What a player chose, wherever the engine logs it: a card played is logged inside the turn
# that plays it, and an Expand inside the Morning, so not at the top level; and a Sabotage,
# which takes a card from a Reserve, inside the Reaction that does it.
CHOSEN_KINDS = frozenset({"play", "expand", "reaction", "sabotage"})
# Not things that happened: the day's phases, and the scenario a position was set up from.
NOT_NEWS = frozenset({"phase", "scenario"})


def summary_lines(events: list[dict[str, Any]]) -> list[str]:
    """The top-level events and the players' choices (not their nested consequences), as
    one line each."""
    return [event_text(e) for e in events
            if (e["depth"] == 0 or e["kind"] in CHOSEN_KINDS) and e["kind"] not in NOT_NEWS]


class SinceView(Static):
    """The box grows up to its max-height; what does not fit is dropped from the oldest
    end, with a line saying so, so the newest events are never cut off at the bottom."""

    _lines: list[str] = []
    _notes: list[str] = []

    def show(self, events: list[dict[str, Any]], notes: list[str]) -> None:
        self._lines = summary_lines(events)
        self._notes = list(notes)
        self.display = bool(self._lines or self._notes)
        if self.display:
            self._refit()

    def on_resize(self) -> None:
        if self.display:
            self._refit()

    def _wrapped(self, text: str, width: int, style: str = "") -> list[Text]:
        """One item, wrapped under its bullet (a hanging indent)."""
        rows = Text(text, style=style).wrap(self.app.console, max(width - len(BULLET), 8))
        return [Text(BULLET if i == 0 else " " * len(BULLET), style=style) + row
                for i, row in enumerate(rows)]

    def _room(self) -> int | None:
        """Rows of text the box may show, or None before it knows its size."""
        limit = self.styles.max_height
        if limit is None or not limit.is_cells or not self.size.width:
            return None
        return int(limit.value) - self.styles.gutter.height

    def _refit(self) -> None:
        width = self.content_size.width or 40
        room = self._room()
        out = [Text(_("Since you last looked:"), style="bold")]
        for note in self._notes:
            out += self._wrapped(note, width, "bold yellow")
        items = [self._wrapped(line, width) for line in self._lines[-MAX_LINES:]]
        shown: list[list[Text]] = []
        for item in reversed(items):  # newest first, while they fit
            left = len(self._lines) - len(shown) - 1  # older ones, not shown
            needed = len(out) + sum(map(len, shown)) + len(item) + (1 if left else 0)
            if room is not None and needed > room:
                if shown:
                    break
                item = cut_rows(item, room - (needed - len(item)))  # the newest alone is too long
            shown.insert(0, item)
        dropped = len(self._lines) - len(shown)
        if dropped:
            out.append(Text("  " + _("… {count} earlier, in the log").format(count=dropped),
                            style="dim"))
        for item in shown:
            out += item
        self.update(Text("\n").join(out))


def cut_rows(rows: list[Text], keep: int) -> list[Text]:
    """The first `keep` rows (at least one), the last ending in an ellipsis when cut."""
    keep = max(1, keep)
    if len(rows) <= keep:
        return rows
    last = rows[keep - 1].copy()
    last.rstrip()
    last.append("…")
    return [*rows[:keep - 1], last]
