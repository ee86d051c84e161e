"""The line of keys at the bottom of every screen.

It shows what Textual's Footer shows (the screen's keys that are shown, dimmed when they do
nothing now), drawn as one line of text: the Footer is a widget per key, rebuilt and
restyled whenever the keys change, which cost more than the rest of a key press. This line
is redrawn only when the keys it shows change, and fits any width: it first drops its
padding, then the keys at the end of the list (the help key, listing every key, stays, and
so do the keys a screen names in `KEYBAR_KEEP`).
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.widget import Widget

HELP_ACTIONS = ("help",)  # kept when keys must be left out: it lists all of them


class Key(NamedTuple):
    key: str  # the key pressed when the entry is clicked
    display: str
    description: str
    enabled: bool
    action: str


class KeyBar(Widget):
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $footer-background;
        color: $footer-foreground;
    }
    KeyBar > .keybar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .keybar--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """
    COMPONENT_CLASSES = {"keybar--key", "keybar--description"}

    def __init__(self, *, palette: bool = True, id: str | None = None):
        super().__init__(id=id)
        self.palette = palette  # show the command palette key at the right end
        self.keys: list[Key] = []
        self.palette_key: Key | None = None
        self._spans: list[tuple[int, int, Key]] = []  # columns of each drawn key

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen) -> None:
        keys, palette_key = self._collect()
        if (keys, palette_key) != (self.keys, self.palette_key):
            self.keys, self.palette_key = keys, palette_key
            self.refresh()

    def _collect(self) -> tuple[list[Key], Key | None]:
        app = self.app
        keys: list[Key] = []
        seen: set[str] = set()  # actions and descriptions already shown
        palette_key = None
        hidden = getattr(self.screen, "keybar_hidden", tuple)()  # working, but said otherwise
        for key, (_node, binding, enabled, _tooltip) in self.screen.active_bindings.items():
            if key == app.COMMAND_PALETTE_BINDING:
                if self.palette and app.ENABLE_COMMAND_PALETTE:
                    palette_key = Key(binding.key, app.get_key_display(binding),
                                      binding.description, enabled, binding.action)
                continue
            if not binding.show or binding.action in seen or binding.description in seen or \
                    binding.action in hidden:
                continue  # one entry per action, as the Footer does, and per description:
                # a screen's own `q Quit` makes the app's `ctrl+q Quit` a repeat
            seen.update((binding.action, binding.description))
            keys.append(Key(binding.key, app.get_key_display(binding), binding.description,
                            enabled, binding.action))
        return keys, palette_key

    def on_resize(self, _event: events.Resize) -> None:
        self.refresh()

    def render(self) -> Text:
        width = self.size.width
        palette = self.palette_key
        tail = f"▏{palette.display} {palette.description} " if palette else ""
        keep = (*HELP_ACTIONS, *getattr(self.screen, "KEYBAR_KEEP", ()))
        shown = _fit(self.keys, width - cell_len(tail), keep) if palette else None
        if shown is None or len(shown) < len(self.keys):
            shown, palette = _fit(self.keys, width, keep), None  # the board's keys first
        key_style = self.get_component_rich_style("keybar--key")
        description_style = self.get_component_rich_style("keybar--description")
        line = Text(no_wrap=True, overflow="crop")
        self._spans = []

        def add(entry: Key, key_text: str, description_text: str) -> None:
            start = line.cell_len
            dim = Style(dim=not entry.enabled)
            line.append(key_text, style=key_style + dim)
            line.append(description_text, style=description_style + dim)
            self._spans.append((start, line.cell_len, entry))

        for entry, (key_text, description_text) in shown:
            add(entry, key_text, description_text)
        if palette is not None:
            line.append(" " * (width - line.cell_len - cell_len(tail)) + "▏", style="dim")
            add(palette, palette.display, f" {palette.description} ")
        return line

    def on_click(self, event: events.Click) -> None:
        """A click on a key presses it, as on Textual's Footer."""
        for start, end, entry in self._spans:
            if start <= event.x < end:
                event.stop()
                if entry.enabled:
                    self.app.simulate_key(entry.key)
                else:
                    self.app.bell()
                return


Drawn = list[tuple[Key, tuple[str, str]]]  # each key with its key and description texts


def _width(drawn: Drawn) -> int:
    return sum(cell_len(a) + cell_len(b) for _k, (a, b) in drawn)


def _fit(keys: list[Key], width: int, keep: tuple[str, ...]) -> Drawn:
    """The keys as drawn in `width` columns: padded when they all fit, else tight, leaving
    out keys from the end (but those of the actions in `keep`) until the rest fits."""
    padded = [(k, (f" {k.display} ", f"{k.description} ")) for k in keys]
    if _width(padded) <= width:
        return padded
    tight = [(k, (k.display, f" {k.description} ")) for k in keys]
    while _width(tight) > width:
        droppable = [i for i, (k, _) in enumerate(tight) if k.action not in keep]
        if not droppable:
            break
        del tight[droppable[-1]]
    return tight
