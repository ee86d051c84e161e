"""The decision of the moment: its prompt and every legal option, numbered."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import prompt_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize


class PromptView(ShownAgainOnResize, RedrawWhenChanged, Static):
    def show(self, prompt: dict[str, Any] | str, labels: list[str], highlighted: int | None,
             visible: list[int] | None, typed: str) -> None:
        """`labels` say what each option does; `visible` limits the list to some option
        indices (narrowed to one card). A click on an option highlights it."""
        self.remember(prompt, labels, highlighted, visible, typed)  # the window fits the size
        if self.unchanged(prompt, labels, highlighted, visible, typed):
            return
        options = labels
        if not options:
            self.update(Text(prompt or _("Waiting…"), style="dim"), layout=False)
            return
        lines = [Text(prompt_text(prompt), style="bold")]
        if typed:
            lines.append(Text(_("number: {typed}_").format(typed=typed), style="bold yellow"))
        shown = list(visible if visible is not None else range(len(options)))
        size = self.content_size
        width = max(10, size.width - 12)  # the number's columns, and room for word wrapping
        title_rows = -(-len(prompt_text(prompt)) // max(1, size.width - 6)) if size.width else 1
        rows = size.height - title_rows - (1 if typed else 0) - (1 if visible is not None else 0)
        above = below = 0
        if size.height and len(shown) > rows:  # too many options: a window around the cursor
            shown, above, below = _window(shown, highlighted, max(1, rows))
        # The highlighted option is shown in full when the rows allow, never pushing the
        # other options out of the block.
        spare = max(0, rows - len(shown) - (above > 0) - (below > 0))
        room = spare * width + max(1, size.width - 4) if size.height else None
        if above:
            lines.append(Text("   " + _("▲ {count} more").format(count=above), style="dim"))
        for index in shown:
            mark = "▶" if index == highlighted else " "
            style = "reverse bold" if index == highlighted else ""
            line = Text(f"{mark}{index + 1:>2} ", style="yellow")
            label = options[index]
            if index == highlighted and room is not None and len(label) > room:
                label = label[:room - 1] + "…"
            line.append(label, style=style)
            if index != highlighted:  # one row each; the highlighted one is shown in full
                line.no_wrap, line.overflow = True, "ellipsis"
            line.apply_meta({"@click": f"screen.click_option({index})"})
            lines.append(line)
        if below:
            lines.append(Text("   " + _("▼ {count} more (↓)").format(count=below), style="dim"))
        if visible is not None:
            lines.append(Text(_("esc: show all options"), style="dim"))
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout


def _window(shown: list[int], highlighted: int | None, rows: int) -> tuple[list[int], int, int]:
    """The options that fit in `rows` (a hint row above and below counted in), around the
    highlighted one, and how many are left out above and below."""
    at = shown.index(highlighted) if highlighted in shown else 0
    count = max(1, rows - 1)
    start = min(max(0, at - count // 2), len(shown) - count)
    if start > 0 and start + count < len(shown):  # hints on both sides
        count = max(1, rows - 2)
        start = min(max(0, at - count // 2), len(shown) - count)
    return shown[start:start + count], start, len(shown) - start - count
