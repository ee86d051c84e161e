"""The colour theme a player chose in the command palette (ctrl+p, Theme), kept in the user
settings and used again at the next start."""

from __future__ import annotations

from typing import Any

from textual import events

from altered_tui.i18n.settings import save_theme, saved_theme


class ThemeFromSettings:
    """For an App: start with the saved theme (an unknown or unreadable one is ignored: the
    default stays) and save each theme chosen after."""

    def on_load(self, _event: events.Load) -> None:
        app: Any = self
        name = saved_theme()
        if name in app.available_themes:
            app.theme = name
        app.theme_changed_signal.subscribe(app, self._remember_theme)

    def _remember_theme(self, theme: Any) -> None:
        if theme.name != saved_theme():
            save_theme(theme.name)
