"""Log events and prompts as a player reads them, for tests that check what they say."""

from __future__ import annotations

from altered_tui.engine.observation import event_view, prompt_view
from altered_tui.engine.state import Event, GameState
from altered_tui.i18n.events import event_text
from altered_tui.i18n.prompts import prompt_text


def line(g: GameState, e: Event, lang: str = "en", viewer: int | None = None) -> str:
    """The text of event `e` in `lang`, as `viewer` sees it (None: its whole data)."""
    seen = e.private_to if viewer is None else viewer
    return event_text(event_view(g, e, seen, [p.name for p in g.players]), lang)


def lines(g: GameState, kind: str | None = None, lang: str = "en") -> list[str]:
    return [line(g, e, lang) for e in g.log if kind is None or e.kind == kind]


def caused_by(g: GameState, e: Event, kind: str, name: str | None = None) -> bool:
    """The event's cause is a card's doing of this kind (`reaction`, `play`, `quick`), by a
    card of that name if one is given."""
    what, _sep, cid = e.cause.partition(":")
    return what == kind and bool(cid) and (name is None or g.cdef(int(cid)).name == name)


def prompt(g: GameState, lang: str = "en") -> str:
    """The pending decision's prompt as its player reads it."""
    assert g.pending is not None
    return prompt_text(prompt_view(g, g.pending.prompt, [p.name for p in g.players]), lang)
