"""One translator per language, read with the standard library's gettext.

The catalogues are `locale/<lang>/LC_MESSAGES/altered_tui.po` (edited by translators,
managed with Babel: `scripts/catalogues.py`) compiled to the `.mo` files beside them, which
ship with the package. English is the source language: its translator returns every
message unchanged.

Usage, for any language without touching the interface's current one::

    fr = translator("fr")
    fr.gettext("Reserve")                              # "Réserve"
    fr.ngettext("{n} card", "{n} cards", 3)            # "{n} cartes"
    fr.pgettext("daily effect", "Draw")                # a word whose French depends on use
    fr.npgettext("boost", "{n} boost", "{n} boosts", 2)
"""

from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path

DOMAIN = "altered_tui"
LOCALE_DIR = Path(__file__).parent / "locale"
SOURCE_LANGUAGE = "en"
LANGUAGES: tuple[str, ...] = (SOURCE_LANGUAGE, "fr")


@lru_cache(maxsize=None)
def translator(lang: str) -> gettext.NullTranslations:
    """The translator of a language in LANGUAGES (ValueError for any other)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGES)}")
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
