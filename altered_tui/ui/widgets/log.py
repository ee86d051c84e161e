"""The scrollable game log of one player, redacted for that player."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import RichLog

from altered_tui.ui.cardtext import event_text
from altered_tui.ui.explain import narration
from altered_tui.ui.screens.why import WhyScreen


class GameLog(RichLog):
    can_focus = False  # only the `l` key lends it focus
    BINDINGS = [  # while focused (`l`): pick a line and ask why it happened
        Binding("up,k", "select(-1)", "Earlier line", key_display="↑"),
        Binding("down,j", "select(1)", "Later line", key_display="↓"),
        Binding("w,enter", "why", "Why?"),
    ]

    def __init__(self, viewer: int, **kwargs: Any):
        super().__init__(wrap=True, markup=False, highlight=False, max_lines=2000,
                         min_width=20, **kwargs)
        self.viewer = viewer
        self.shown = 0  # number of log events already written
        self.notes: list[tuple[int, str]] = []  # app-level notes (undo), after N events
        self._notes_written = 0
        self.events: list[dict[str, Any]] = []  # every event written, for "Why?"
        self.looked = 0  # events[:looked] were on screen when this player last acted
        self.selected: int | None = None
        self.narrate = False  # Explain mode: a plain-words line after phases and effects
        self.said: set[str] = set()  # Explain mode says each thing once
        self.event_rows: list[int] = []  # the log row where each written event starts
        self._unwritten: list[Text | None] = []  # lines still to write; None: an event starts
        self._write_pending = False
        self._redraw_style: Style | None = None
        # Every line written, and whether an event starts there: the lines are wrapped
        # again at the log's full width whenever that width changes.
        self.entries: list[tuple[Text, bool]] = []
        self.wrap_width = 0  # the width the lines are wrapped at (0: not laid out yet)

    # RichLog asks for its style once or twice per row drawn, and each time the style is
    # worked out from every ancestor's CSS: while the rows are drawn it is asked only once.
    @property
    def rich_style(self) -> Style:
        return self._redraw_style or super().rich_style

    def render_lines(self, crop: Region) -> list[Strip]:
        self._redraw_style = super().rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._redraw_style = None

    def append(self, events: list[dict[str, Any]]) -> None:
        """Write events that follow the ones already shown (observation log_from=shown).

        The lines go into the log right after the next refresh. A new line at the bottom
        shows only once the log has scrolled to it, which RichLog does after a refresh in
        any case: so the board a key brings is drawn first, without laying out and drawing
        a log that looks the same, and the log follows in the next frame as before."""
        for event in events:
            self._write_notes()
            self._unwritten += [None, self._line(event)]
            self.events.append(event)
            if self.narrate:
                said = narration(event)
                if said and said not in self.said:
                    self.said.add(said)
                    self._unwritten.append(Text("   " + said, style="italic green"))
            self.shown += 1
        self._write_notes()
        self._write_soon()

    def _write_soon(self) -> None:
        if not self.is_mounted:  # on no screen: nothing is drawn first
            self._write_unwritten()
        elif not self._write_pending:
            self._write_pending = True
            self.call_after_refresh(self._write_unwritten)

    def _write_unwritten(self) -> None:
        self._write_pending = False
        lines, self._unwritten = self._unwritten, []
        starts = False
        for line in lines:
            if line is None:  # an event starts here
                starts = True
                continue
            self.entries.append((line, starts))
            if self.wrap_width:
                self._render(line, starts)
            starts = False
        if lines and self.is_mounted:  # at the end now, in this frame (RichLog: in the next)
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def _render(self, text: Text, starts_event: bool) -> None:
        """Write one line at the wrap width: never at the width of the moment, which is
        nothing while the log is hidden (it is, at every handover) or not laid out yet."""
        if starts_event:
            self.event_rows.append(len(self.lines))
        self.write(text, width=self.wrap_width)

    def on_resize(self, _event: events.Resize) -> None:
        self.call_next(self._rewrap)  # after the log's own handler, which takes the size

    def _rewrap(self) -> None:
        region = self.scrollable_content_region.width
        # The scroll bar's column is kept free whether it shows yet or not.
        width = region - (0 if self.show_vertical_scrollbar else self.scrollbar_size_vertical)
        if width <= 0 or width == self.wrap_width:
            return
        self.wrap_width = width
        self.clear()
        self.event_rows = []
        for text, starts_event in self.entries:
            self._render(text, starts_event)
        self.scroll_end(animate=False, immediate=True, x_axis=False)

    def rewind(self) -> None:
        """Forget what was written (the game was rebuilt, e.g. after an undo)."""
        self.clear()
        self._unwritten = []
        self.shown = self._notes_written = self.looked = 0
        self.events, self.selected, self.event_rows, self.entries = [], None, [], []

    def restart(self) -> None:
        """Start again empty for a new match: no events, notes or explanations of the last."""
        self.rewind()
        self.notes, self.said = [], set()
        self.border_subtitle = ""

    def action_select(self, step: int) -> None:
        if not self.events:
            return
        last = len(self.events) - 1
        at = last if self.selected is None else self.selected + step
        self.selected = max(0, min(last, at))
        event = self.events[self.selected]
        self.border_subtitle = Text(f"▶ {event_text(event)} — w: why?")  # plain, not markup
        if self.selected < len(self.event_rows):  # keep the selected line in view
            self.scroll_to(y=max(0, self.event_rows[self.selected] - self.size.height // 2),
                           animate=False)

    def action_why(self) -> None:
        if self.selected is None:
            self.action_select(0)
        obs = getattr(self.screen, "obs", None) or {}
        names = [p["name"] for p in obs.get("players", [])] or ["P1", "P2"]
        self.app.push_screen(WhyScreen(self.events[self.selected], names))

    def add_note(self, text: str) -> None:
        """A line that is not a game event, kept at this place in the log."""
        self.notes.append((self.shown, text))
        self.notes.sort(key=lambda note: note[0])
        self._write_notes()
        self._write_soon()

    def _write_notes(self) -> None:
        while self._notes_written < len(self.notes) and \
                self.notes[self._notes_written][0] <= self.shown:
            self._unwritten.append(Text(self.notes[self._notes_written][1], style="bold magenta"))
            self._notes_written += 1

    @staticmethod
    def _line(event: dict[str, Any]) -> Text:
        if event["kind"] == "phase":
            return Text(f"── {event_text(event)} ──", style="bold yellow")
        line = Text("  " * min(event["depth"], 3))
        style = {"victory": "bold green", "progress": "cyan", "move": "bold cyan"}.get(event["kind"], "")
        line.append(event_text(event), style=style)
        if event["rule"]:
            line.append(f" [{event['rule']}]", style="dim")
        return line
