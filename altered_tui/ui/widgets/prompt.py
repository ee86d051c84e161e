"""The decision of the moment: its prompt and every legal option, numbered."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group
from rich.text import Text
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.ui.cardtext import prompt_text
from altered_tui.ui.widgets.redraw import RedrawWhenChanged, ShownAgainOnResize
from altered_tui.ui.widgets.since import cut_rows

NUMBER_COLUMNS = 4  # "▶12 " before each option; its wrapped rows are indented as much
OTHER_ROWS = 2  # rows an option that is not highlighted may take when the block has room


class PromptView(ShownAgainOnResize, RedrawWhenChanged, Static):
    def show(self, prompt: dict[str, Any] | str, labels: list[str], highlighted: int | None,
             visible: list[int] | None, typed: str, shorts: list[str] | None = None) -> None:
        """`labels` say what each option does; `visible` limits the list to some option
        indices (narrowed to one card); `shorts`, the card and where it goes in few words,
        stand in for a label its rows cannot hold. A click on an option highlights it."""
        self.remember(prompt, labels, highlighted, visible, typed, shorts)  # fit to the size
        if self.unchanged(prompt, labels, highlighted, visible, typed, shorts):
            return
        shorts = shorts or [""] * len(labels)
        if not labels:
            self.update(Text(prompt or _("Waiting…"), style="dim"), layout=False)
            return
        size = self.content_size
        width = max(8, (size.width or 80) - NUMBER_COLUMNS)
        title = Text(prompt_text(prompt), style="bold")
        lines = list(title.wrap(self.app.console, size.width)) if size.width else [title]
        if typed:
            lines.append(Text(_("number: {typed}_").format(typed=typed), style="bold yellow"))
        shown = list(visible if visible is not None else range(len(labels)))
        rows = size.height - len(lines) - (1 if visible is not None else 0)
        texts = {i: self._wrap(labels[i] if i == highlighted else _distinct(
            labels[i], [labels[j] for j in shown if j != i], width * OTHER_ROWS), width)
            for i in shown}
        whole = set()  # a label that would be cut: its short form, whole, instead
        for i in shown:
            if i != highlighted and shorts[i] and len(self._wrap(labels[i], width)) > OTHER_ROWS:
                texts[i] = self._wrap(shorts[i], width)
                whole.add(i)
        heights = {i: len(texts[i]) if i in whole else min(len(texts[i]), OTHER_ROWS)
                   for i in shown}
        if size.height and sum(heights.values()) > rows:
            # Too many for two rows each: one row each, if every option still reads apart.
            single = {i: _key_words(labels[i], [labels[j] for j in shown if j != i], width,
                                    shorts[i]) for i in shown if i != highlighted}
            if len(single) + (highlighted in shown) <= rows and None not in single.values() \
                    and len(set(single.values())) == len(single):
                texts |= {i: [Text(row)] for i, row in single.items()}
                heights = {i: 1 for i in shown}
        above = below = 0
        if size.height:
            shown, above, below = _window(shown, highlighted, heights, max(1, rows))
            spare = rows - sum(heights[i] for i in shown) - (above > 0) - (below > 0)
            if highlighted in shown:  # the highlighted option whole, if the rows allow
                heights[highlighted] = max(1, min(len(texts[highlighted]),
                                                  heights[highlighted] + spare))
                short = self._wrap(shorts[highlighted], width) if shorts[highlighted] else []
                if len(texts[highlighted]) > heights[highlighted] and short and \
                        len(short) <= heights[highlighted]:  # cut, it would lose its place
                    texts[highlighted] = short
        if above:
            lines.append(Text("   " + _("▲ {count} more").format(count=above), style="dim"))
        for index in shown:
            label_rows = cut_rows(texts[index], heights[index])
            lines += self._option_rows(index, index == highlighted, label_rows)
        if below:
            lines.append(Text("   " + _("▼ {count} more (↓)").format(count=below), style="dim"))
        if visible is not None:
            lines.append(Text(_("esc: show all options"), style="dim"))
        self.update(Group(*lines), layout=False)  # a fixed-size block: no new layout

    def _wrap(self, label: str, width: int) -> list[Text]:
        return list(Text(label).wrap(self.app.console, width))

    @staticmethod
    def _option_rows(index: int, highlighted: bool, label_rows: list[Text]) -> list[Text]:
        """The option's rows: its number on the first, the label's rows indented below it;
        each row is one screen row, and a click on any of them selects the option."""
        out = []
        for n, label in enumerate(label_rows):
            head = (("▶" if highlighted else " ") + f"{index + 1:>2} ") if n == 0 \
                else " " * NUMBER_COLUMNS
            row = Text(head, style="yellow")
            row.append_text(Text(label.plain, style="reverse bold" if highlighted else ""))
            row.no_wrap, row.overflow = True, "ellipsis"
            row.apply_meta({"@click": f"screen.click_option({index})"})
            out.append(row)
        return out


def _distinct(label: str, others: list[str], room: int) -> str:
    """`label` shortened, when it is longer than `room` cells, so that the part where it
    differs from the other options stays in view: a beginning it shares with one of them
    that would push the difference out of `room` is cut in the middle
    ("Play Haven Tr… Companion expedition…")."""
    common = max((_common_prefix(label, other) for other in others), default=0)
    if len(label) <= room or common >= len(label) or common + 12 <= room:
        return label
    common = label.rfind(" ", 0, common + 1) + 1  # from the word where they differ
    return label[:max(4, room // 4)].rstrip() + "… " + label[common:]


def _key_words(label: str, others: list[str], width: int, short: str = "") -> str | None:
    """`label` on one row of `width` cells: whole if it fits, else its short form (the
    card's whole name and where it goes) if it has one that fits, else the words where it
    first differs from each other option, in order, after its beginning as far as it fits,
    with "…" for the words left out ("Pass … today"); the first word goes too when the
    differing words alone do not fit. None when even they do not fit (a card's option
    never shows less than its short form: None then)."""
    if len(label) <= width:
        return label
    if short:
        return short if cell_len(short) <= width else None
    words = label.split(" ")
    keep = {0}
    for other in others:
        theirs = other.split(" ")
        keep.add(next((i for i, (a, b) in enumerate(zip(words, theirs)) if a != b),
                      min(len(words), len(theirs)) - 1))

    def joined(kept: set[int]) -> str:
        parts: list[str] = []
        for i, word in enumerate(words[:max(kept) + 1]):
            if i in kept:
                parts.append(word)
            elif parts and parts[-1] != "…":
                parts.append("…")
        return " ".join(parts)

    for kept in (keep, keep - {0} or keep):
        if cell_len(joined(kept)) <= width:
            head = min(kept)
            while head + 1 < len(words) and cell_len(joined(kept | {head + 1})) <= width:
                head += 1  # the beginning read on, as far as it fits
                kept = kept | {head}
            return joined(kept)
    return None


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def _window(shown: list[int], highlighted: int | None, heights: dict[int, int],
            rows: int) -> tuple[list[int], int, int]:
    """The options that fit in `rows`, with a hint row above and below when some are left
    out there: a run around the highlighted one, grown below and above in turn. Returns
    them and how many are left out above and below. The highlighted option is cut to the
    rows there are (`heights` is changed)."""
    if not shown:
        return shown, 0, 0
    at = shown.index(highlighted) if highlighted in shown else 0
    last = len(shown) - 1

    def needed(start: int, end: int) -> int:
        return sum(heights[i] for i in shown[start:end + 1]) + (start > 0) + (end < last)

    first = shown[at]
    heights[first] = max(1, min(heights[first], rows - (at > 0) - (at < last)))
    start = end = at
    grown = True
    while grown:
        grown = False
        for more in (end + 1, start - 1):  # one below, then one above
            if 0 <= more <= last and not start <= more <= end:
                wider = (min(start, more), max(end, more))
                if needed(*wider) <= rows:
                    (start, end), grown = wider, True
    return shown[start:end + 1], start, last - end
