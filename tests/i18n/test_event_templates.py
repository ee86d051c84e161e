"""Private events render in English and French, in full for their owner and without the
hidden cards for the other player."""

from __future__ import annotations

import re

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


# Values for every field a template with a player in it may use.
FIELDS = {"card": 42, "for_card": 47, "cards": [42, 47], "zone": "reserve", "side": "hero",
          "cost": 2, "count": 2, "terrains": ["forest"], "notes": [], "blocked": None,
          "reason": {"via": "effect"}, "forest": 1, "mountain": 2, "water": 3, "totals": [1, 2, 3],
          "won": ["forest"], "result": 5, "bonus": 1, "rolls": [3, 4], "paid": [],
          "first": 3, "second": 4, "name": "Kappa", "terrain": "water", "region": 3,
          "from_region": 0}
PLAYER_FIELDS = ("who", "player", "whom")
SPOKEN_TO = sorted((key, field) for key, (full, _redacted) in TEMPLATES.items()
                   for field in PLAYER_FIELDS
                   if field in full.placeholders and "{" + field + "}:" not in full.singular
                   and key != ("ongoing", "next_play"))
WRONG_AGREEMENT = re.compile(r"\bYou (is|has|\w*[^s\W]s)\b|\bYou's\b|\byou's\b")


@pytest.mark.parametrize("key,field", SPOKEN_TO,
                         ids=lambda v: ".".join(filter(None, v)) if isinstance(v, tuple) else v)
def test_a_player_named_you_is_spoken_to_in_the_second_person(key, field):
    kind, via = key
    full, _redacted = TEMPLATES[key]
    data = FIELDS | {"via": via, **{f: (0 if f == field else 1) for f in PLAYER_FIELDS}}
    event = {"kind": kind, "data": data, "names": NAMES, "players": ["You", "Rival"]}
    english, french = event_text(event, "en"), event_text(event, "fr")
    assert not WRONG_AGREEMENT.search(english), english
    assert re.search(r"\b(You|you|Your|your)\b", english), english
    assert "You" not in french and re.search(r"\b(Vous|vous|Votre|votre)\b", french), french
    third = {**event, "players": ["Ann", "Bob"]}  # any other name: the third person
    assert "Ann" in event_text(third, "en") and "Ann" in event_text(third, "fr")
