"""Private events render in English and French, in full for their owner and without the
hidden cards for the other player."""

from __future__ import annotations

import pytest

from altered_tui.i18n.events import TEMPLATES, event_text

NAMES = {42: "Asmodeus", 47: "Lyra Navigator"}
SAMPLE = {"who": 0, "card": 42, "cards": [42, 47], "zone": "mana"}
PRIVATE = sorted(key for key, (_full, redacted) in TEMPLATES.items() if redacted is not None)


def test_the_private_kinds_are_those_that_may_hide_a_card():
    assert {kind for kind, _via in PRIVATE} == {"draw", "mana", "expand", "put"}


@pytest.mark.parametrize("key", PRIVATE, ids=lambda key: ".".join(filter(None, key)))
@pytest.mark.parametrize("count", [1, 2])
def test_a_private_template_renders_in_both_languages_in_full_and_redacted(key, count):
    kind, via = key
    full, _redacted = TEMPLATES[key]
    data = {name: SAMPLE.get(name, count) for name in full.placeholders} | {"via": via,
                                                                           "count": count}
    hidden = {"card", "cards"}
    for shown in (data, {k: v for k, v in data.items() if k not in hidden}):
        names = {cid: name for cid, name in NAMES.items()
                 if cid in (shown.get("cards") or [shown.get("card")])}
        event = {"kind": kind, "data": shown, "names": names, "players": ["Ann", "Bob"]}
        english, french = event_text(event, "en"), event_text(event, "fr")
        for text in (english, french):
            assert "{" not in text and "}" not in text, text
            assert text.startswith("Ann ")
        assert french != english
        assert ("Asmodeus" in english) == bool(hidden & set(shown))
