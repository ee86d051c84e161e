"""Every event template renders in English and French, in full and for the other player."""

from __future__ import annotations

import pytest

from altered_tui.i18n.events import TEMPLATES, event_text

SAMPLE = {"who": "Ann", "card": "Asmodeus#42", "cards": ["Asmodeus#42", "Lyra Navigator#47"],
          "zone": "mana"}


@pytest.mark.parametrize("key", sorted(TEMPLATES), ids=lambda key: ".".join(filter(None, key)))
@pytest.mark.parametrize("count", [1, 2])
def test_a_template_renders_in_both_languages_with_every_placeholder_filled(key, count):
    kind, via = key
    full, redacted = TEMPLATES[key]
    data = {name: SAMPLE.get(name, count) for name in full.placeholders} | {"via": via}
    data["count"] = count
    forms = [data]
    if redacted is not None:  # the other player's copy: without the card names
        forms.append({k: v for k, v in data.items() if k not in ("card", "cards")})
    for shown in forms:
        event = {"kind": kind, "text": "", "data": shown}
        english, french = event_text(event, "en"), event_text(event, "fr")
        for text in (english, french):
            assert "{" not in text and "}" not in text, text
            assert text.startswith("Ann ")
        assert french != english
        assert ("Asmodeus#42" in english) == ("card" in shown or "cards" in shown)
