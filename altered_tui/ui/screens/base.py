"""A screen that swaps its content for an "enlarge the terminal" notice when too small."""

from __future__ import annotations

import asyncio

from textual import events
from textual.app import ComposeResult
from textual.containers import Container
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from altered_tui.i18n import _
from altered_tui.i18n.textual import translate_bindings

MIN_WIDTH, MIN_HEIGHT = 80, 24
COMPACT_BELOW = (100, 30)  # smaller terminals get the compact layout
TALL_FROM = 45  # taller ones give the board's blocks more rows


def too_small(width: int, height: int) -> bool:
    return width < MIN_WIDTH or height < MIN_HEIGHT


class TooSmallNotice(Static):
    def on_mount(self) -> None:
        self.update(_("The terminal is too small.\n\nPlease enlarge it to at least "
                      "{width}×{height}\n(the game waits; ctrl+q quits).").format(
                          width=MIN_WIDTH, height=MIN_HEIGHT))


class GuardedMixin:
    """Compose `body()` inside #body and hide it when the terminal is too small."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        translate_bindings(self)  # the key bar shows the descriptions in the current language
        self._composing = asyncio.Lock()

    # Set before the screen is pushed to compose its body later, with `compose_body()`:
    # the app draws its first screen on top sooner.
    body_deferred = False

    def compose(self) -> ComposeResult:
        with Container(id="body"):
            if not self.body_deferred:
                yield from self.body()  # type: ignore[attr-defined]
        yield TooSmallNotice(id="too-small")

    async def compose_body(self) -> None:
        """Mount the deferred body, once however often it is asked; then `body_composed()`."""
        async with self._composing:
            if self.body_deferred:
                await self.query_one("#body").mount_compose(self.body())  # type: ignore[attr-defined]
                self.body_deferred = False
                self.body_composed()

    def body_composed(self) -> None:
        """Called once the body is mounted, on mount or after `compose_body()`."""

    rows_above_board = 0  # rows a screen keeps above the board (a lesson's panel)

    @property
    def is_too_small(self) -> bool:
        size = self.app.size  # type: ignore[attr-defined]
        return too_small(size.width, size.height)

    def on_mount(self) -> None:
        self._apply_size()
        if not self.body_deferred:
            self.body_composed()

    def on_resize(self, event: events.Resize) -> None:
        self._apply_size()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A screen hidden behind the notice takes no key: what it asks is not on screen."""
        return not self.is_too_small

    def _apply_size(self) -> None:
        small = self.is_too_small
        self.query_one("#body").display = not small  # type: ignore[attr-defined]
        self.query_one("#too-small").display = small  # type: ignore[attr-defined]
        size = self.app.size  # type: ignore[attr-defined]
        self.set_class(size.width < COMPACT_BELOW[0]  # type: ignore[attr-defined]
                       or size.height < COMPACT_BELOW[1] + self.rows_above_board, "-compact")
        self.set_class(size.height >= TALL_FROM, "-tall")  # type: ignore[attr-defined]
        self.refresh_bindings()  # type: ignore[attr-defined]


class GuardedScreen(GuardedMixin, Screen):
    pass


class GuardedModal(GuardedMixin, ModalScreen):
    pass
