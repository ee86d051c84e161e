"""The scrollable game log of one player, redacted for that player."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import RichLog


class GameLog(RichLog):
    can_focus = False  # only the `l` key lends it focus

    def __init__(self, viewer: int, **kwargs: Any):
        super().__init__(wrap=True, markup=False, highlight=False, max_lines=2000,
                         min_width=20, **kwargs)
        self.viewer = viewer
        self.shown = 0  # number of log events already written
        self.notes: list[tuple[int, str]] = []  # app-level notes (undo), after N events
        self._notes_written = 0

    def append(self, events: list[dict[str, Any]]) -> None:
        """Write events that follow the ones already shown (observation log_from=shown)."""
        for event in events:
            self._write_notes()
            self.write(self._line(event))
            self.shown += 1
        self._write_notes()

    def rewind(self) -> None:
        """Forget what was written (the game was rebuilt, e.g. after an undo)."""
        self.clear()
        self.shown = self._notes_written = 0

    def add_note(self, text: str) -> None:
        """A line that is not a game event, kept at this place in the log."""
        self.notes.append((self.shown, text))
        self.notes.sort(key=lambda note: note[0])
        self._write_notes()

    def _write_notes(self) -> None:
        while self._notes_written < len(self.notes) and \
                self.notes[self._notes_written][0] <= self.shown:
            self.write(Text(self.notes[self._notes_written][1], style="bold magenta"))
            self._notes_written += 1

    @staticmethod
    def _line(event: dict[str, Any]) -> Text:
        if event["kind"] == "phase":
            return Text(f"── {event['text']} ──", style="bold yellow")
        line = Text("  " * min(event["depth"], 3))
        style = {"victory": "bold green", "progress": "cyan", "move": "bold cyan"}.get(event["kind"], "")
        line.append(event["text"], style=style)
        if event["rule"]:
            line.append(f" [{event['rule']}]", style="dim")
        return line
