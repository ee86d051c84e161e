"""The decision of the moment: its prompt and every legal option, numbered."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import prompt_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged


class PromptView(RedrawWhenChanged, Static):
    _shown: tuple | None = None

    def on_resize(self) -> None:
        if self._shown is not None:  # how much of the highlighted option fits depends on it
            self.show(*self._shown)

    def show(self, prompt: dict[str, Any] | str, labels: list[str], highlighted: int | None,
             visible: list[int] | None, typed: str) -> None:
        """`labels` say what each option does; `visible` limits the list to some option
        indices (narrowed to one card). A click on an option highlights it."""
        self._shown = (prompt, labels, highlighted, visible, typed)
        if self.unchanged(*self._shown):
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
        # The highlighted option is shown in full when the rows allow, never pushing the
        # other options out of the block.
        spare = max(0, size.height - title_rows - len(shown) - (1 if typed else 0))
        room = (spare + 1) * width if size.height else None
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
        if visible is not None:
            lines.append(Text(_("esc: show all options"), style="dim"))
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout
