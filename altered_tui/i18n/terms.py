"""Names of the game's fixed vocabulary (phases, zones, statuses, keywords, card types,
terrains) in the current language. The English names are the catalogue keys."""

from __future__ import annotations

from typing import Any

from altered_tui.i18n import N_, NPn_, _, current_language
from altered_tui.i18n.translators import translator

PHASES = {"setup": N_("Setup"), "morning": N_("Morning"), "noon": N_("Noon"),
          "afternoon": N_("Afternoon"), "dusk": N_("Dusk"), "night": N_("Night"),
          "over": N_("Game over")}
ZONES = {"deck": N_("Deck"), "hand": N_("Hand"), "reserve": N_("Reserve"),
         "landmarks": N_("Landmarks"), "expedition": N_("Expedition"), "hero": N_("Hero"),
         "mana": N_("Mana"), "discard": N_("Discard"), "limbo": N_("Limbo"), "gone": N_("Gone"),
         "adventure": N_("Adventure")}
STATUSES = {"exhausted": N_("Exhausted"), "fleeting": N_("Fleeting"), "anchored": N_("Anchored"),
            "asleep": N_("Asleep"), "boosted": N_("Boosted"),
            "completed": N_("Completed")}
KEYWORDS = {"gigantic": N_("Gigantic"), "defender": N_("Defender"), "eternal": N_("Eternal"),
            "seasoned": N_("Seasoned"), "tough": N_("Tough"), "fleeting": N_("Fleeting"),
            "cooldown": N_("Cooldown"), "scout": N_("Scout")}
CARD_TYPES = {"hero": N_("Hero"), "character": N_("Character"), "spell": N_("Spell"),
              "permanent": N_("Permanent"), "token": N_("token")}
SIDES = {"hero": N_("Hero"), "companion": N_("Companion")}
TERRAINS = {"forest": N_("Forest"), "mountain": N_("Mountain"), "water": N_("Water")}
# The cards' sub-types (2.2.2), singular and plural; a card file may name others, shown as
# written.
SUBTYPES = {pair[0]: pair for pair in (
    NPn_("sub-type", "Adventurer", "Adventurers"), NPn_("sub-type", "Animal", "Animals"),
    NPn_("sub-type", "Apprentice", "Apprentices"), NPn_("sub-type", "Artist", "Artists"),
    NPn_("sub-type", "Boon", "Boons"), NPn_("sub-type", "Bureaucrat", "Bureaucrats"),
    NPn_("sub-type", "Citizen", "Citizens"), NPn_("sub-type", "Companion", "Companions"),
    NPn_("sub-type", "Conjuration", "Conjurations"),
    NPn_("sub-type", "Construction", "Constructions"),
    NPn_("sub-type", "Corruption", "Corruptions"), NPn_("sub-type", "Deity", "Deities"),
    NPn_("sub-type", "Disruption", "Disruptions"), NPn_("sub-type", "Dragon", "Dragons"),
    NPn_("sub-type", "Druid", "Druids"), NPn_("sub-type", "Elemental", "Elementals"),
    NPn_("sub-type", "Engineer", "Engineers"), NPn_("sub-type", "Expedition", "Expeditions"),
    NPn_("sub-type", "Fairy", "Fairies"), NPn_("sub-type", "Feat", "Feats"),
    NPn_("sub-type", "Gear", "Gears"),
    NPn_("sub-type", "Illusion", "Illusions"), NPn_("sub-type", "Landmark", "Landmarks"),
    NPn_("sub-type", "Leviathan", "Leviathans"), NPn_("sub-type", "Mage", "Mages"),
    NPn_("sub-type", "Maneuver", "Maneuvers"), NPn_("sub-type", "Merchant", "Merchants"),
    NPn_("sub-type", "Messenger", "Messengers"), NPn_("sub-type", "Noble", "Nobles"),
    NPn_("sub-type", "Ore", "Ores"), NPn_("sub-type", "Plant", "Plants"),
    NPn_("sub-type", "Robot", "Robots"), NPn_("sub-type", "Rogue", "Rogues"),
    NPn_("sub-type", "Sap", "Saps"), NPn_("sub-type", "Scholar", "Scholars"),
    NPn_("sub-type", "Scientist", "Scientists"), NPn_("sub-type", "Site", "Sites"),
    NPn_("sub-type", "Soldier", "Soldiers"), NPn_("sub-type", "Song", "Songs"),
    NPn_("sub-type", "Spirit", "Spirits"), NPn_("sub-type", "Titan", "Titans"),
    NPn_("sub-type", "Trainer", "Trainers"),
)}
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


def subtype_name(subtype: str, n: int = 1, t: Any = None) -> str:
    """A sub-type in the current language (or `t`'s), singular or plural by `n`."""
    singular, plural = SUBTYPES.get(subtype, (subtype, subtype + "s"))
    return (t or translator(current_language())).npgettext("sub-type", singular, plural, n)
