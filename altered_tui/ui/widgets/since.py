""""Since you last looked": what happened while the other player (or the computer) had the
keyboard, from the viewer's own redacted log, so it tells only what they may know."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import event_text

MAX_LINES = 5  # the rest is in the log


def summary_lines(events: list[dict[str, Any]]) -> list[str]:
    """The top-level events (not their nested consequences), as one line each."""
    return [event_text(e) for e in events if e["depth"] == 0 and e["kind"] != "phase"]


class SinceView(Static):
    def show(self, events: list[dict[str, Any]], notes: list[str]) -> None:
        lines = summary_lines(events)
        self.display = bool(lines or notes)
        if not self.display:
            return
        shown = lines[-MAX_LINES:]
        out = [Text(_("Since you last looked:"), style="bold")]
        out += [Text("  • " + note, style="bold yellow") for note in notes]
        if len(lines) > len(shown):
            out.append(Text("  " + _("… {count} earlier, in the log").format(
                count=len(lines) - len(shown)), style="dim"))
        out += [Text("  • " + line) for line in shown]
        self.update(Group(*out))
