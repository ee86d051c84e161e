"""Names of the game's fixed vocabulary (phases, zones, statuses, keywords, card types,
terrains) in the current language. The English names are the catalogue keys."""

from __future__ import annotations

import re

from altered_tui.i18n import _

PHASES = {"setup": "Setup", "morning": "Morning", "noon": "Noon", "afternoon": "Afternoon",
          "dusk": "Dusk", "night": "Night", "over": "Game over"}
ZONES = {"deck": "Deck", "hand": "Hand", "reserve": "Reserve", "landmarks": "Landmarks",
         "expedition": "Expedition", "hero": "Hero", "mana": "Mana", "discard": "Discard",
         "limbo": "Limbo", "gone": "Gone", "adventure": "Adventure"}
STATUSES = {"exhausted": "Exhausted", "fleeting": "Fleeting", "anchored": "Anchored",
            "asleep": "Asleep", "boosted": "Boosted"}
KEYWORDS = {"gigantic": "Gigantic", "defender": "Defender", "eternal": "Eternal",
            "seasoned": "Seasoned", "tough": "Tough", "fleeting": "Fleeting",
            "cooldown": "Cooldown", "scout": "Scout"}
CARD_TYPES = {"hero": "Hero", "character": "Character", "spell": "Spell",
              "permanent": "Permanent", "token": "token"}
SIDES = {"hero": "Hero", "companion": "Companion"}
TERRAINS = {"forest": "Forest", "mountain": "Mountain", "water": "Water"}
DAILY_EFFECTS = ("Prepare", "Draw", "Expand", "Progress", "Rest", "Clean-up", "Check Victory")
# One letter per terrain, as on the board (F/M/W; in French F/M/E).
TERRAIN_LETTERS = {"forest": "F", "mountain": "M", "water": "W"}
TERRAIN_LETTERS_FR = {"forest": "F", "mountain": "M", "water": "E"}


def all_terms() -> list[str]:
    """Every English name above: each needs a translation."""
    out: list[str] = []
    for table in (PHASES, ZONES, STATUSES, KEYWORDS, CARD_TYPES, SIDES, TERRAINS):
        out += table.values()
    return out + list(DAILY_EFFECTS)


def phase_name(value: str) -> str:
    return _(PHASES.get(value, value.capitalize()))


def zone_name(value: str) -> str:
    return _(ZONES.get(value, value.capitalize()))


def status_name(name: str) -> str:
    """'Exhausted' or 'exhausted' -> the status name."""
    return _(STATUSES.get(name.lower(), name))


def type_name(value: str) -> str:
    return _(CARD_TYPES.get(value, value))


def side_name(value: str) -> str:
    return _(SIDES.get(value, value.capitalize()))


def terrain_name(value: str) -> str:
    return _(TERRAINS.get(value, value.capitalize()))


def terrain_letter(value: str) -> str:
    from altered_tui.i18n import current_language

    table = TERRAIN_LETTERS_FR if current_language() == "fr" else TERRAIN_LETTERS
    return table.get(value, "?")


def terrain_letters() -> str:
    """'F/M/W' (or 'F/M/E')."""
    return "/".join(terrain_letter(t) for t in ("forest", "mountain", "water"))


_KEYWORD_NUMBER = re.compile(r"^(?P<word>[A-Za-z]+)(?: (?P<n>\d+))?$")


def keyword_name(text: str) -> str:
    """'Tough 2' -> 'Coriace 2'; 'Gigantic' -> 'Gigantesque'."""
    m = _KEYWORD_NUMBER.match(text)
    if not m:
        return _(text)
    word = _(KEYWORDS.get(m.group("word").lower(), m.group("word")))
    return f"{word} {m.group('n')}" if m.group("n") else word
