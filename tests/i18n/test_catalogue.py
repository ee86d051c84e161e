"""Every interface text has a French entry; the glossary is valid; engine texts translate."""

from __future__ import annotations

import re

import pytest

from altered_tui.i18n import _, catalogue, current_language, set_language
from altered_tui.i18n.engine_text import option_label, translate_log_text, translate_prompt
from altered_tui.i18n.glossary import glossary, search
from altered_tui.i18n.terms import keyword_name, phase_name, status_name, zone_name
from tests.i18n.collect import term_strings, ui_strings

FR = catalogue("fr")  # fr.py and every fr_*.py
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def test_every_ui_string_has_a_french_entry():
    missing = [f"{where}: {text!r}" for text, where in ui_strings().items() if text not in FR]
    assert not missing, "no French translation for:\n" + "\n".join(missing)


def test_every_phase_zone_status_keyword_name_has_a_french_entry():
    missing = sorted({t for t in term_strings() if t not in FR})
    assert not missing, f"no French translation for: {missing}"


def test_translations_keep_their_placeholders():
    for english, french in FR.items():
        assert sorted(PLACEHOLDER.findall(english)) == sorted(PLACEHOLDER.findall(french)), english


def test_scan_finds_the_board_strings():
    texts = ui_strings()
    assert "Glossary" in texts and "Waiting for {name}" in texts and "Pass" in texts


def test_language_switch_and_fallback(french):
    assert current_language() == "fr"
    assert _("Reserve") == "Réserve"
    assert _("an unknown text") == "an unknown text"
    assert phase_name("afternoon") == "Après-midi" and phase_name("dusk") == "Crépuscule"
    assert zone_name("landmarks") == "Repères" and status_name("Fleeting") == "Fugace"
    assert keyword_name("Tough 2") == "Coriace 2"
    set_language("xx")
    assert current_language() == "en" and _("Reserve") == "Reserve"


def test_english_is_unchanged():
    assert current_language() == "en"
    assert option_label("play Kappa#14@hand -> hero") == "play Kappa#14@hand -> hero"
    assert translate_log_text("phase", "Day 1: Morning") == "Day 1: Morning"


@pytest.mark.parametrize("kind, english, french_text", [
    ("phase", "Day 2: Afternoon", "Jour 2 : Après-midi"),
    ("pass", "Ann passes for the rest of the day", "Ann passe pour le reste du jour"),
    ("draw", "Bob draws 2 cards", "Bob pioche 2 carte(s)"),
    ("play", "Ann plays Kappa#14 from Hand into the hero expedition, paying 2 mana",
     "Ann joue Kappa#14 depuis la Main dans l'Expédition héros, en payant 2 mana"),
])
def test_log_lines_in_french(french, kind, english, french_text):
    assert translate_log_text(kind, english) == french_text


def test_prompts_and_options_in_french(french):
    assert translate_prompt("Your turn: play a card, use an ability, or pass").startswith("Votre tour")
    assert translate_prompt("Play Kappa: choose a card in your Reserve to discard") == \
        "Jouer Kappa : choisissez une carte de votre Réserve à défausser"
    assert option_label("pass") == "passer"
    assert option_label("play Kappa#14@reserve -> companion") == \
        "jouer Kappa depuis la Réserve → Expédition compagnon"
    assert option_label("keep Kappa#3") == "garder Kappa"
    assert option_label("mode 2 put it into your hand") == "mode 2: la mettre dans votre main"
    assert translate_prompt("Reaction of The Kraken: choose 1 (character you control)") == \
        "Réaction de The Kraken : choisissez 1 (Personnage que vous contrôlez)"
    assert translate_prompt("Play Spy Craft: choose up to 1 (Robot an opponent controls)") == \
        "Jouer Spy Craft : choisissez jusqu'à 1 (Robot qu'un adversaire contrôle)"
    assert translate_prompt("Reaction of Ganesha: you may activate the {J} abilities of Kappa") \
        == "Réaction de Ganesha : vous pouvez activer les capacités {J} de Kappa"


GLOSSARY_MUST_HAVE = {
    "Reserve", "Landmarks", "Mana Orb", "Morning", "Noon", "Afternoon", "Dusk", "Night",
    "Fleeting", "Anchored", "Asleep", "Exhausted", "Tiebreakers", "Arena", "Expedition",
    "Region", "Tumult", "Boost", "Gigantic", "Tough", "Scout", "Seasoned", "Cooldown",
    "Eternal", "Defender", "Sabotage", "Resupply", "After You", "Prepare", "Expand",
    "Progress", "Rest", "Clean-up",
}


def test_glossary_is_valid_and_complete():
    entries = glossary()
    assert len(entries) >= 40
    terms = [e.term for e in entries]
    assert len(set(terms)) == len(terms)
    assert GLOSSARY_MUST_HAVE <= set(terms)
    assert {e.fr for e in entries if e.term == "Reserve"} == {"Réserve"}


def test_glossary_search():
    assert [e.term for e in search("coriace")] == ["Tough"]
    assert len(search("")) == len(glossary())
    assert any(e.term == "Dusk" for e in search("4.2.4"))


def test_the_win_reasons_of_the_result_screen_are_translated():
    from altered_tui.i18n import current_language, set_language
    from altered_tui.i18n.engine_text import translate_win_reason

    before = current_language()
    set_language("fr")
    try:
        assert translate_win_reason("Expeditions crossed with a total distance of 8 against 5") == \
            "ses Expéditions se sont croisées, distance totale 8 contre 5"
        assert "Arène" in translate_win_reason("won more terrains in the Arena (2 to 1)")
    finally:
        set_language(before)
