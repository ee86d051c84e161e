"""The catalogues: every interface text has a French entry, none is fuzzy, the committed
.mo files are compiled from their .po; translators per language; the glossary; engine texts."""

from __future__ import annotations

import re

import pytest

from altered_tui.i18n import _, current_language, set_language, translator
from altered_tui.i18n.events import event_text
from altered_tui.i18n.prompts import plain_option_text, prompt_text
from altered_tui.i18n.glossary import glossary, search
from altered_tui.i18n.terms import all_terms, keyword_name, phase_name, status_name, zone_name
from scripts import catalogues

PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def test_every_text_used_in_the_code_has_a_french_entry():
    missing = catalogues.untranslated("fr")
    assert not missing, ("no French translation for (scripts/catalogues.py update, then "
                         "translate):\n" + "\n".join(missing))


def test_no_french_entry_is_fuzzy():
    assert catalogues.fuzzy("fr") == [], "fuzzy entries are not used: check and unmark them"


def test_the_committed_mo_is_compiled_from_its_po():
    assert not catalogues.stale_mo("fr"), "run scripts/catalogues.py compile"


def test_the_game_vocabulary_and_short_marks_are_extracted():
    from altered_tui.ui.cardtext import STATUS_SHORT
    from altered_tui.ui.widgets.adventure import KIND_LABEL

    names = {*all_terms(), *STATUS_SHORT.values(), *(v for v in KIND_LABEL.values() if v)}
    extracted = {m.id for m in catalogues.template()}
    assert names - extracted == set()
    assert {"Glossary", "Waiting for {name}", "Pass", "Quit"} <= extracted  # _() and Binding


def test_translations_keep_their_placeholders():
    """Each form uses only the English placeholders, and the forms together use them all
    (a singular may say "a card" where the plural says "{n} cards")."""
    for message in catalogues.read("fr"):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english = {p for text in ids for p in PLACEHOLDER.findall(text)}
        french = [set(PLACEHOLDER.findall(text)) for text in strings]
        assert all(form <= english for form in french), message.id
        assert set().union(*french) == english, message.id


def test_a_translator_serves_its_language_without_changing_the_current_one():
    assert current_language() == "en"
    fr = translator("fr")
    assert fr.gettext("Reserve") == "Réserve" and _("Reserve") == "Reserve"
    assert translator("fr") is fr  # cached
    assert translator("en").gettext("Reserve") == "Reserve"
    # French counts 0 and 1 as singular.
    assert [fr.plural(n) for n in (0, 1, 2, 10)] == [0, 0, 1, 1]
    with pytest.raises(ValueError):
        translator("xx")


def test_language_switch_and_fallback(french):
    assert current_language() == "fr"
    assert _("Reserve") == "Réserve"
    assert _("an unknown text") == "an unknown text"
    assert phase_name("afternoon") == "Après-midi" and phase_name("dusk") == "Crépuscule"
    assert zone_name("landmarks") == "Repères" and status_name("Fleeting") == "Fugace"
    assert keyword_name("tough", 2) == "Coriace 2"
    set_language("xx")
    assert current_language() == "en" and _("Reserve") == "Reserve"


def test_english_is_unchanged():
    assert current_language() == "en"
    assert plain_option_text("pass", "", "") == "Pass: play nothing more today"
    assert event_text(_event("phase", day=1, phase="morning")) == "Day 1: Morning"


def _event(kind: str, **data) -> dict:
    return {"kind": kind, "data": data, "names": {14: "Kappa"}, "players": ["Ann", "Bob"]}


@pytest.mark.parametrize("event, french_text", [
    (_event("phase", day=2, phase="afternoon"), "Jour 2 : Après-midi"),
    (_event("pass", who=0), "Ann passe pour le reste du jour"),
    (_event("play", via="expedition", who=0, card=14, zone="hand", cost=2, side="hero"),
     "Ann joue Kappa depuis la Main dans l'Expédition du héros, en payant 2 mana"),
])
def test_log_lines_in_french(french, event, french_text):
    assert event_text(event) == french_text


def _prompt(kind: str, **data) -> dict:
    return {"kind": kind, **data, "names": {14: "Kappa", 20: "The Kraken", 21: "Spy Craft",
                                            22: "Ganesha"}, "players": ["Ann", "Bob"]}


def test_prompts_and_options_in_french(french):
    assert prompt_text(_prompt("turn")).startswith("Votre tour")
    assert prompt_text(_prompt("discard_reserve", cause="play:14")) == \
        "Jouer Kappa : choisissez une carte de votre Réserve à défausser"
    assert plain_option_text("pass", "", "") == "Passer : ne plus rien jouer aujourd'hui"
    assert plain_option_text("expedition", "yours", "companion") == "Votre Expédition du compagnon"
    assert plain_option_text("mode", "hand", "") == "La mettre dans votre main"
    assert prompt_text(_prompt("targets", cause="reaction:20", count=1, what="character",
                               whose="you")) == \
        "Réaction de The Kraken : choisissez 1 Personnage que vous contrôlez"
    assert prompt_text(_prompt("targets_up_to", cause="play:21", count=1, what="Robot",
                               whose="opponent")) == \
        "Jouer Spy Craft : choisissez jusqu'à 1 Robot qu'un adversaire contrôle"
    assert prompt_text(_prompt("activate_joins", cause="reaction:22", card=14)) == \
        "Réaction de Ganesha : vous pouvez activer les capacités {J} de Kappa"


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


def test_the_win_reasons_of_the_result_screen_are_translated(french):
    from altered_tui.i18n.events import names_for, reason_text

    names = names_for({14: "Kappa"}, ["Ann", "Bob"])
    assert reason_text({"via": "crossed", "mine": 8, "theirs": 5}, names) == \
        "ses Expéditions se sont croisées, distance totale 8 contre 5"
    assert "Arène" in reason_text({"via": "arena", "mine": 2, "theirs": 1}, names)
    assert reason_text({"via": "ability", "card": 14}, names) == "victoire par la capacité de Kappa"
