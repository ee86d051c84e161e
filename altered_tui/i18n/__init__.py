"""Interface language: English text is the key, ``_()`` returns the translation.

Usage::

    from altered_tui.i18n import _
    label = _("Reserve")          # "Réserve" when the language is French

The catalogues are plain data (``fr.py``); a text with no entry is shown in English.
"""

from __future__ import annotations

import os

__all__ = ["_", "N_", "set_language", "current_language", "LANGUAGES", "catalogue", "ngettext"]

LANGUAGES: tuple[str, ...] = ("en", "fr")

_current = "en"


_CATALOGUES: dict[str, dict[str, str]] = {}


def _load(code: str) -> dict[str, str]:
    """The catalogue of a language: `fr.py` plus any `fr_*.py` beside it (e.g. the
    lessons' texts), each defining a dict named FR."""
    if code in _CATALOGUES:
        return _CATALOGUES[code]
    table: dict[str, str] = {}
    if code != "en":
        import importlib
        import pkgutil

        names = sorted(m.name for m in pkgutil.iter_modules(__path__)
                       if m.name == code or m.name.startswith(code + "_"))
        for name in names:
            table.update(getattr(importlib.import_module(f"{__name__}.{name}"), "FR", {}))
    _CATALOGUES[code] = table
    return table


def catalogue(code: str | None = None) -> dict[str, str]:
    """The translation table of a language (empty for English)."""
    return _load(code or _current)


def set_language(code: str | None) -> str:
    """Switch the interface language; unknown codes fall back to English."""
    global _current
    code = (code or "en").strip().lower()[:2]
    _current = code if code in LANGUAGES else "en"
    return _current


def current_language() -> str:
    return _current


def _(text: str) -> str:
    """The translation of ``text`` (English) in the current language."""
    if _current == "en":
        return text
    return _load(_current).get(text, text)


def N_(text: str) -> str:
    """Marks a constant for translation (translated later, where it is shown, with _())."""
    return text


def ngettext(singular: str, plural: str, n: int) -> str:
    return _(singular if n == 1 else plural)


if os.environ.get("ALTERED_TUI_LANG"):
    set_language(os.environ["ALTERED_TUI_LANG"])
