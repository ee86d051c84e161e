"""Textual helpers: key binding descriptions in the current language."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from altered_tui.i18n import _, current_language


def translate_bindings(node: Any) -> None:
    """Rewrite a widget's (per-instance) bindings with translated descriptions.

    BINDINGS are class attributes written in English; each node holds its own copy of
    them, so the Footer and the help show the language chosen when the node was made."""
    if current_language() == "en":
        return
    mapping = node._bindings.key_to_bindings
    for key, bindings in mapping.items():
        mapping[key] = [replace(b, description=_(b.description)) if b.description else b
                        for b in bindings]
