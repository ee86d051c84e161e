"""Names of the game's fixed vocabulary (phases, zones, statuses, keywords, card types,
terrains) in the current language. The English names are the catalogue keys."""

from __future__ import annotations

from altered_tui.i18n import N_, _, current_language

PHASES = {"setup": N_("Setup"), "morning": N_("Morning"), "noon": N_("Noon"),
          "afternoon": N_("Afternoon"), "dusk": N_("Dusk"), "night": N_("Night"),
          "over": N_("Game over")}
ZONES = {"deck": N_("Deck"), "hand": N_("Hand"), "reserve": N_("Reserve"),
         "landmarks": N_("Landmarks"), "expedition": N_("Expedition"), "hero": N_("Hero"),
         "mana": N_("Mana"), "discard": N_("Discard"), "limbo": N_("Limbo"), "gone": N_("Gone"),
         "adventure": N_("Adventure")}
STATUSES = {"exhausted": N_("Exhausted"), "fleeting": N_("Fleeting"), "anchored": N_("Anchored"),
            "asleep": N_("Asleep"), "boosted": N_("Boosted")}
KEYWORDS = {"gigantic": N_("Gigantic"), "defender": N_("Defender"), "eternal": N_("Eternal"),
            "seasoned": N_("Seasoned"), "tough": N_("Tough"), "fleeting": N_("Fleeting"),
            "cooldown": N_("Cooldown"), "scout": N_("Scout")}
CARD_TYPES = {"hero": N_("Hero"), "character": N_("Character"), "spell": N_("Spell"),
              "permanent": N_("Permanent"), "token": N_("token")}
SIDES = {"hero": N_("Hero"), "companion": N_("Companion")}
TERRAINS = {"forest": N_("Forest"), "mountain": N_("Mountain"), "water": N_("Water")}
# Counters the engine names (a card's own counters keep their card's name).
COUNTERS = (N_("boost"),)
DAILY_EFFECTS = (N_("Prepare"), N_("Draw"), N_("Expand"), N_("Progress"), N_("Rest"),
                 N_("Clean-up"), N_("Check Victory"))
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
    table = TERRAIN_LETTERS_FR if current_language() == "fr" else TERRAIN_LETTERS
    return table.get(value, "?")


def terrain_letters() -> str:
    """'F/M/W' (or 'F/M/E')."""
    return "/".join(terrain_letter(t) for t in ("forest", "mountain", "water"))


def keyword_name(word: str, number: int | None = None) -> str:
    """('tough', 2) -> 'Coriace 2'; ('gigantic', None) -> 'Gigantesque'."""
    text = _(KEYWORDS[word])
    return text if number is None else f"{text} {number}"
