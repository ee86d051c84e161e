"""Interface language: English text is the message id, ``_()`` returns its translation in
the current language.

Usage::

    from altered_tui.i18n import _
    label = _("Reserve")          # "Réserve" when the language is French

The catalogues are gettext `.po`/`.mo` files (translators.py); a text with no entry is
shown in English. Code that needs a given language, whatever the current one, asks
``translator(lang)`` directly.
"""

from __future__ import annotations

import os

from altered_tui.i18n.translators import LANGUAGES, SOURCE_LANGUAGE, translator

__all__ = ["_", "N_", "Nn_", "NPn_", "labelled", "set_language", "current_language", "LANGUAGES", "translator",
           "ngettext", "pgettext"]

_current = SOURCE_LANGUAGE


def set_language(code: str | None) -> str:
    """Switch the interface language; unknown codes fall back to English."""
    global _current
    code = (code or SOURCE_LANGUAGE).strip().lower()[:2]
    _current = code if code in LANGUAGES else SOURCE_LANGUAGE
    return _current


def current_language() -> str:
    return _current


def _(text: str) -> str:
    """The translation of ``text`` (English) in the current language."""
    return translator(_current).gettext(text) if text else text


def labelled(label: str) -> str:
    """`label` (already translated) and a colon, as the language writes them before what
    the label names: "Hero: " in English, "Héros : " in French."""
    return _("{label}: ").format(label=label)


def N_(text: str) -> str:
    """Marks a constant for translation (translated later, where it is shown, with _())."""
    return text


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a singular/plural pair for translation (chosen later, by number, with ngettext)."""
    return singular, plural


def NPn_(context: str, singular: str, plural: str) -> tuple[str, str]:
    """Marks a singular/plural pair with a context (chosen later with npgettext)."""
    return singular, plural


def ngettext(singular: str, plural: str, n: int) -> str:
    return translator(_current).ngettext(singular, plural, n)


def pgettext(context: str, text: str) -> str:
    return translator(_current).pgettext(context, text)


if os.environ.get("ALTERED_TUI_LANG"):
    set_language(os.environ["ALTERED_TUI_LANG"])
