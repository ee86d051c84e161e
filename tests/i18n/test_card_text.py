"""Card text in every language: one walk over the ability structure, each language's
phrases from its catalogue. Every version, hero and token of the pool renders in English
and French with no phrase missing from the catalogue, no placeholder left unfilled and no
English word left in the French text."""

from __future__ import annotations

import gettext
import re
import typing

import pytest
from pydantic import TypeAdapter

from altered_tui.cards import abilities as ab
from altered_tui.cards.pool import default_pool
from altered_tui.cards.render import CardText, render_step, render_text
from altered_tui.i18n.translators import DOMAIN, LANGUAGES, LOCALE_DIR
from scripts import catalogues

CARD_TEXT_MODULES = {f"altered_tui/cards/{name}.py" for name in ("phrases", "step_text", "render")}
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")  # {noun}; card symbols are {J}, {T}, {1}, ...
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


class Missing(gettext.NullTranslations):
    """The fallback of a catalogue under test: records every message it lacks."""

    def __init__(self):
        super().__init__()
        self.missing: set[str] = set()

    def gettext(self, message):
        self.missing.add(message)
        return message

    def ngettext(self, singular, plural, n):
        self.missing.add(singular)
        return singular if n == 1 else plural

    def pgettext(self, context, message):
        self.missing.add(f"{context}|{message}")
        return message

    def npgettext(self, context, singular, plural, n):
        self.missing.add(f"{context}|{singular}")
        return singular if n == 1 else plural


def recording(lang: str) -> tuple[CardText, Missing]:
    """A renderer whose catalogue reports the phrases it does not have."""
    words = CardText(lang)
    missing = Missing()
    if lang != "en":
        with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as f:
            words.t = gettext.GNUTranslations(f)
        words.t.add_fallback(missing)
    return words, missing


def data_names() -> list[str]:
    """Card, sub-type, token and counter names: card data, kept as written."""
    names: set[str] = set()
    for card in default_pool():
        names.add(card.name)
        names.update(card.subtypes or [])
        for node in _walk([*card.abilities, *card.support]):
            for field in ("counter", "min_hand_cost_my_counters"):
                if isinstance(getattr(node, field, None), str):
                    names.add(getattr(node, field).capitalize())
            if isinstance(node, ab.MayCost | ab.Cost):
                names.update(n.capitalize() for n in node.spend_counters)
    return sorted(names, key=len, reverse=True)


def english_only_words() -> set[str]:
    """Words of the card-text phrases that no French translation uses."""
    english, french = set(), set()
    for message in catalogues.read("fr"):
        if not any(path in CARD_TEXT_MODULES for path, _line in message.locations):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english.update(w.lower() for text in ids for w in WORD.findall(PLACEHOLDER.sub("", text)))
        french.update(w.lower() for text in strings
                      for w in WORD.findall(PLACEHOLDER.sub("", text)))
    for message in catalogues.read("fr"):  # interface words shared with the game's terms
        for text in (message.string if isinstance(message.string, tuple) else (message.string,)):
            french.update(w.lower() for w in WORD.findall(text))
    return english - french


def _walk(obj):
    if isinstance(obj, ab.BaseModel):
        yield obj
        for name in type(obj).model_fields:
            yield from _walk(getattr(obj, name))
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            yield from _walk(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from _walk(x)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_version_hero_and_token_renders_with_every_phrase(lang):
    words, missing = recording(lang)
    cards = list(default_pool())
    assert {c.type.value for c in cards} >= {"hero", "character", "spell", "permanent"}
    assert any(c.token for c in cards)
    for card in cards:
        text = words.spelled(words.card(card))
        assert not PLACEHOLDER.findall(text), f"{card.id}: unfilled placeholder in {text!r}"
        assert text.count("\n") == render_text(card).count("\n"), card.id
    assert not missing.missing, f"phrases missing from the {lang} catalogue: {missing.missing}"


def test_no_english_word_is_left_in_french_card_text():
    english = english_only_words()
    assert {"target", "draw", "you", "the"} <= english  # the check has something to find
    names = data_names()
    for card in default_pool():
        text = render_text(card, lang="fr")
        stripped = text
        for name in names:
            stripped = stripped.replace(name, " ")
        left = {w for w in WORD.findall(stripped) if w.lower() in english}
        assert not left, f"{card.id}: English {sorted(left)} in {text!r}"


def _kinds(union) -> set[str]:
    members = typing.get_args(typing.get_args(union)[0])
    return {typing.get_args(m.model_fields["kind"].annotation)[0] for m in members}


ME = {"ref": "me"}
# A small instance of every step kind, for the kinds no card of the pool uses yet.
SAMPLES = {"draw": {}, "resupply": {}, "sabotage": {}, "after_you": {}, "complete_me": {},
           "fleeting_unless": {"unless": {"discard_at_least": 6}}, "become_first_player": {},
           "boost": {"objects": ME}, "gain_status": {"objects": ME, "status": "asleep"},
           "lose_status": {"objects": ME, "status": "fleeting"},
           "send_to": {"objects": ME, "zone": "hand"}, "sacrifice": {"objects": ME},
           "create_token": {"token": "Booda"}, "move_expedition": {"direction": "backward"},
           "switch_expeditions": {"objects": ME}, "defect": {"objects": {"ref": "target"}}, "put_from_hand": {"zone": "mana"},
           "may": {"steps": [{"kind": "draw"}]},
           "roll_die": {"outcomes": [{"low": 1, "high": 3, "steps": [{"kind": "draw"}]}]},
           "choose_one": {"modes": [[{"kind": "draw"}], [{"kind": "resupply"}]]},
           "gain_counters": {"counter": "kelon"}, "next_play": {"free": True},
           "next_joins_my_expedition": {"boosts": 2},
           "reveal_random_from_hand": {},
           "reveal_top_may_play": {"reveal": 4, "who": "each", "gains": "fleeting"},
           "take_control": {"objects": {"ref": "target", "filter": {"type": "permanent"}}},
           "activate_joins": {"objects": ME}, "activate_support": {"objects": {"ref": "target"}},
           "next_activation": {"ability": "support", "steps": [{"kind": "draw"}]},
           "choose_target": {"objects": {"ref": "target"}},
           "reserve_to_hand": {}, "discard_from_hand": {"who": "opponent"},
           "exhaust": {"objects": {"ref": "target"}}, "ready": {"objects": ME}, "ready_mana_orbs": {"count": 2}, "repeat": {"times": 2, "steps": [{"kind": "draw"}]}, "remove_counters": {"objects": {"ref": "target"}, "amount": 3},
           "augment": {"objects": {"ref": "target", "any_number": True, "filter": {"type": "card", "or_in_reserve": True}}},
           "double_counters": {"objects": {"ref": "each", "filter": {"controller": "you", "or_in_reserve": True}}},
           "play_me_for_free": {"then_gains": "fleeting"}, "cant_move_forward": {},
           "if": {"condition": {"first_player": True}, "steps": [{"kind": "draw"}]},
           "reveal_top": {}, "play_or_take_it": {}, "discard_reserve": {"who": "each"},
           "modify_die": {"amount": 2}, "after_rest": {"steps": [{"kind": "sabotage"}]},
           "keywords_this_day": {"keywords": {"tough": 5}},
           "win_game": {}, "put_revealed": {"reveal": 4, "count": 2, "then_gains": "fleeting"},
           "deck_to_mana": {"who": "each", "count": 2},
           "discard_mana_orb": {"then": [{"kind": "draw"}]}, "put_me_in": {},
           "exchange_reserve_hand": {"filter": {"type": "spell"}},
           "play_now": {"reduce": 2, "may": True, "boosts": 1, "gains": "anchored"},
           "rush": {"then": [{"kind": "draw"}, {"kind": "sabotage"}], "otherwise": [{"kind": "draw"}]},
           "reveal_from_hand": {"filter": {"type": "spell", "min_hand_cost": 4}}, "pass_now": {},
           "revealed_to": {"zone": "play"},
           "exchange_boosts": {"objects": {"ref": "target", "count": 2}},
           "remove_boosts": {"objects": {"ref": "each"}, "outcomes": [
               {"at_least": 1, "at_most": 3, "steps": [{"kind": "draw"}]},
               {"at_least": 4, "steps": [{"kind": "resupply"}]}]},
           "look_take_one": {"look": 4}, "ascend": {"expedition": "both_yours"}, "gain_its_subtypes": {}, "receive_gift": {},
           "place_marker": {}, "move_marker": {"terrain": "water"},
           "activate_their_reserve": {"count": 2, "up_to": True}}
PASSIVES = [ab.DiceAdvantage(kind="dice_advantage"), ab.ResupplyReveal(kind="resupply_reveal"),
            ab.CostOption(kind="cost_option", reduce=1),
            ab.StartCounters(kind="start_counters", counter="heroism", amount=5),
            ab.StartMarkers(kind="start_markers", terrains=["forest", "water"]),
            ab.DieBonus(kind="die_bonus"),
            ab.GrantKeywords(kind="grant_keywords", to=ab.Filter(), keywords=ab.Keywords(tough=1)),
            ab.MorningChange(kind="morning_change", draw=3, expand_from_deck=True),
            ab.PlayedFleeting(kind="played_fleeting", filter=ab.Filter(type="spell")),
            ab.RegionsAre(kind="regions_are", terrain="mountain"),
            ab.GrantSubtypes(kind="grant_subtypes", to=ab.Filter(), subtypes=["Elemental"]),
            ab.GrantAbility(kind="grant_ability", to=ab.Filter(), ability=ab.Reaction(
                kind="reaction", trigger=ab.Trigger(on="played_from_reserve"),
                effect=[ab.Draw(kind="draw")])),
            ab.LeaveToMana(kind="leave_to_mana", optional=True, while_boosted=True,
                           otherwise=[ab.Draw(kind="draw")]),
            ab.DefendersDontBlock(kind="defenders_dont_block",
                                  condition=ab.StepCondition(first_player=True)),
            ab.RegainsStatus(kind="regains_status", status="anchored"),
            ab.AlsoCountsAs(kind="also_counts_as", type="spell"),
            ab.StatusInstead(kind="status_instead", status="asleep", gains="anchored", boosts=2),
            ab.ReserveLimit(kind="reserve_limit", increase=2),
            ab.ReserveLimit(kind="reserve_limit", increase=-1, every_player=True),
            ab.LandmarkLimit(kind="landmark_limit", limit=4),
            ab.CantGainCounters(kind="cant_gain_counters", cards="with_counters"),
            ab.DiscardInsteadOfMoving(kind="discard_instead_of_moving",
                                      then=[ab.LookTakeOne(kind="look_take_one", look=4)])]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_step_trigger_and_passive_kind_renders(lang):
    words, missing = recording(lang)
    adapter = TypeAdapter(ab.Step)
    assert set(SAMPLES) == _kinds(ab.Step)
    texts = [words.steps([adapter.validate_python({"kind": k, **v})]) for k, v in SAMPLES.items()]
    texts += [words.trigger(ab.Trigger(on=on, status="asleep" if on == "gains_status" else None))
              for on in typing.get_args(ab.TriggerKind)]
    texts += [words.passive(p) for p in PASSIVES]
    for text in texts:
        assert text.strip() and not PLACEHOLDER.findall(text), text
    assert not missing.missing, missing.missing


def test_english_is_the_default_and_french_differs():
    card = next(c for c in default_pool() if c.abilities)
    assert render_text(card) == render_text(card, lang="en")
    assert render_text(card, lang="fr") != render_text(card)


def test_keywords_line_in_french():
    card = next(c for c in default_pool() if c.keywords.items()[:1] == [("tough", c.keywords.tough)])
    assert render_text(card, lang="fr").startswith("Coriace")  # its first keyword


def test_french_phrases_agree_with_their_noun():
    boost = ab.Boost(kind="boost", amount=1,
                     objects=ab.Select(ref="target", count=2, up_to=True))
    assert render_step(boost, "fr") == "Jusqu'à deux Personnages ciblés gagnent chacun 1 boost"
    nxt = ab.NextPlay(kind="next_play", free=True)
    assert render_step(nxt, "fr") == "La prochaine carte que vous jouez ce tour-ci est gratuite"
    spell = ab.NextPlay(kind="next_play", free=True, filter=ab.Filter(type="spell"))
    assert render_step(spell, "fr") == "Le prochain Sort que vous jouez ce tour-ci est gratuit"
    activate = ab.ActivateJoins(kind="activate_joins", objects=ab.Select(
        ref="target", filter=ab.Filter(type="permanent", controller="you")))
    assert render_step(activate, "fr") == \
        "Activez les capacités {J} d'un Permanent ciblé que vous contrôlez"  # "de un" contracted


def test_french_phrases_agree_with_a_feminine_sub_type_and_with_the_first_of_or():
    plant = ab.Filter(type="character", subtype="Plant")
    boost = ab.Boost(kind="boost", amount=2,
                     objects=ab.Select(ref="target", up_to=True, filter=plant))
    assert render_step(boost, "fr") == "Jusqu'à une Plante ciblée gagne 2 boosts"
    nxt = ab.NextPlay(kind="next_play", cost_change=-1, filter=plant)
    assert render_step(nxt, "fr") == \
        "La prochaine Plante que vous jouez ce tour-ci coûte {1} de moins"
    robot = ab.NextPlay(kind="next_play", cost_change=-1,
                        filter=plant.model_copy(update={"subtype": "Robot"}))
    assert render_step(robot, "fr").startswith("Le prochain Robot ")
    either = ab.Filter(any_of=[ab.Filter(type="permanent"),
                               ab.Filter(type="card", in_reserve=True)])
    exhaust = ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=either))
    assert render_step(exhaust, "fr").startswith(
        "Épuisez un Permanent en jeu ou carte en Réserve ciblé")


def test_french_contractions_join_whole_words_only():
    words = CardText("fr")
    assert words.spelled("la défausse de le joueur") == "la défausse du joueur"
    assert words.spelled("au-delà de leur maximum") == "au-delà de leur maximum"  # not "duur"
    assert words.spelled("si vous avez moins de huit") == "si vous avez moins de huit"
    assert words.spelled("Sacrifiez moi") == "Sacrifiez-moi"  # "*ez moi" ends a longer word


def test_every_sub_type_of_the_pool_has_a_french_name_with_its_plural():
    from altered_tui.i18n.terms import SUBTYPES, subtype_name
    from altered_tui.i18n.translators import translator
    fr = translator("fr")
    used = {s for d in default_pool() for s in d.subtypes}
    assert used <= set(SUBTYPES), used - set(SUBTYPES)
    assert all(subtype_name(s, 1, fr) != s or s in FRENCH_AS_ENGLISH for s in used)
    assert subtype_name("Animal", 2, fr) == "Animaux" and subtype_name("Soldier", 1, fr) == "Soldat"
    assert subtype_name("Deity", 2) == "Deities"


# Sub-types spelled the same in French.
FRENCH_AS_ENGLISH = {"Animal", "Conjuration", "Construction", "Corruption", "Dragon", "Illusion", "Mage",
                     "Noble", "Robot", "Site", "Titan"}


def test_a_token_is_named_with_its_french_sub_types():
    text = render_text(default_pool()["ALT_DUSTER_B_OR_97_E"], "fr")  # creates three Manaseeds
    assert "jetons Sève Repère Manaseed" in text
