"""The words of card text in one language: numbers, statuses, nouns with their qualities,
the objects a step acts on, and verbs agreeing with them.

Every phrase is a gettext message: English in the code, each language's own in its
catalogue (altered_tui/i18n/locale). Phrases are whole clauses with named placeholders, so
a language orders the words its own way; a context marks the few phrases whose translation
depends on the noun ("card") or on the use of a word (a status as an adjective).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.i18n import N_
from altered_tui.i18n.terms import KEYWORDS, TERRAINS, subtype_name
from altered_tui.i18n.translators import translator

# a noun with its number, or with `shown` ("X", "that many") in place of it, in the plural
Noun = Callable[[int, "str | None"], str]

SUBJECT = "{subject}"
# The templates of the verbs whose subject is a selection, one per form of the subject:
# me, one object, several targets (each), all of a kind, and after "You may"/"to" with me
# or another subject (English "have me gain").
FORMS = ("me", "one", "each", "all", "have me", "have")
VERBS = {
    "gain": (N_("I gain {what}"), N_("{subject} gains {what}"), N_("{subject} each gain {what}"),
             N_("{subject} gain {what}"), N_("have me gain {what}"),
             N_("have {subject} gain {what}")),
    "lose": (N_("I lose {what}"), N_("{subject} loses {what}"), N_("{subject} each lose {what}"),
             N_("{subject} lose {what}"), N_("have me lose {what}"),
             N_("have {subject} lose {what}")),
    "switch": (N_("I switch Expeditions"), N_("{subject} switches Expeditions"),
               N_("{subject} each switch Expeditions"), N_("{subject} switch Expeditions"),
               N_("have me switch Expeditions"), N_("have {subject} switch Expeditions")),
    # "defects": joins the Expedition facing it, changing controllers (README: Rules notes)
    # (not a Rules term: the text says what it does)
    "defect": (N_("I defect (I join the Expedition facing mine and change controller)"),
               N_("{subject} defects (it joins the Expedition facing it and changes controller)"),
               N_("{subject} each defect (each joins the Expedition facing it and changes "
                  "controller)"),
               N_("{subject} defect (each joins the Expedition facing it and changes controller)"),
               N_("have me defect (I join the Expedition facing mine and change controller)"),
               N_("have {subject} defect (joining the Expedition facing it and changing "
                  "controller)")),
}
VERB_OF_STEP = {"boost": "gain", "gain_status": "gain", "lose_status": "lose",
                "switch_expeditions": "switch", "defect": "defect"}

def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


# Game nouns written with a capital wherever they stand (a sentence may start with one:
# "Characters you control gain 1 boost"), in the languages that start it with no article.
CAPITALISED_NOUNS = frozenset({"Character", "Characters", "Permanent", "Permanents", "Spell",
                               "Spells", "Expedition", "Expeditions", "Landmark", "Landmarks",
                               "Hero", "Heroes", "Reserve", "Mana"})


def lower_first(text: str) -> str:
    """The first letter in lower case, but English "I" and a game noun stay capitals."""
    if text.startswith("I ") or text.startswith("I'") or \
            text.split(" ", 1)[0] in CAPITALISED_NOUNS:
        return text
    return text[:1].lower() + text[1:]


def listed(words: list[str], and_word: str) -> str:
    """'a, b and c' with the language's word for "and"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {and_word} {words[-1]}"

class Phrases:
    """The words and noun phrases of one language."""

    # An opponent's object has been named in the ability being written: the opponent who
    # then acts is "that opponent" (CardText.ability starts each ability afresh).
    opponent_named = False

    def __init__(self, lang: str):
        self.t = translator(lang)
        # Translators: the word pairs your spelling contracts once phrases are assembled
        # ("de un" -> "d'un"), as "from -> to" separated by "; ", or this text unchanged.
        # Whole words are matched; a "from" starting with "*" may end a longer word
        # ("*ez moi -> ez-moi" for "donnez moi").
        pairs = self.t.pgettext("spelling", "contractions: none")
        self.contractions = [(_whole_words(full), short) for full, short in
                             (pair.split(" -> ", 1) for pair in pairs.split("; ") if " -> " in pair)]
        # Translators: the sub-types (their English names, separated by ", ") whose word
        # in your language agrees as the word "card" does (in French: the feminine ones),
        # or this text unchanged.
        alike = self.t.pgettext("grammar", "sub-types that agree as the word card: none")
        self.card_like_subtypes = frozenset(alike.split(", ")) if ": " not in alike else frozenset()

    def spelled(self, text: str) -> str:
        """Assembled text with the language's contractions made."""
        for pattern, short in self.contractions:
            text = pattern.sub(short, text)
        return text

    # -- words ---------------------------------------------------------------------------

    def number(self, n: int, card: bool = False) -> str:
        """Small numbers in words ("up to one", "two or more"), others in digits."""
        t = self.t
        if n == 1:
            return t.pgettext("card", "one") if card else t.gettext("one")
        words = {2: t.gettext("two"), 3: t.gettext("three"), 4: t.gettext("four"),
                 5: t.gettext("five"), 6: t.gettext("six"), 7: t.gettext("seven"),
                 8: t.gettext("eight"), 9: t.gettext("nine"), 10: t.gettext("ten")}
        return words.get(n, str(n))

    def ordinal(self, n: int) -> str:
        """'third' (as in "my third Trial counter"); past the tenth, in digits."""
        t = self.t
        words = {1: t.pgettext("ordinal", "first"), 2: t.pgettext("ordinal", "second"),
                 3: t.pgettext("ordinal", "third"), 4: t.pgettext("ordinal", "fourth"),
                 5: t.pgettext("ordinal", "fifth"), 6: t.pgettext("ordinal", "sixth"),
                 7: t.pgettext("ordinal", "seventh"), 8: t.pgettext("ordinal", "eighth"),
                 9: t.pgettext("ordinal", "ninth"), 10: t.pgettext("ordinal", "tenth")}
        return words.get(n, t.pgettext("ordinal", "{n}th").format(n=n))

    def status(self, name: str, n: int = 1, card: bool = False) -> str:
        """A status as a word of card text (agreeing with n objects, or with the word "card",
        where the language needs it)."""
        t = self.t
        if card:  # agreeing with the word "card"
            return {
                "fleeting": lambda: t.npgettext("card status", "Fleeting", "Fleeting", n),
                "anchored": lambda: t.npgettext("card status", "Anchored", "Anchored", n),
                "asleep": lambda: t.npgettext("card status", "Asleep", "Asleep", n),
                # printed in lower case: "an exhausted card" (it is no keyword)
                "exhausted": lambda: t.npgettext("card status", "exhausted", "exhausted", n),
                "completed": lambda: t.npgettext("card status", "completed", "completed", n),
            }[name]()
        forms = {
            "fleeting": lambda: t.npgettext("status", "Fleeting", "Fleeting", n),
            "anchored": lambda: t.npgettext("status", "Anchored", "Anchored", n),
            "asleep": lambda: t.npgettext("status", "Asleep", "Asleep", n),
            "exhausted": lambda: t.npgettext("status", "exhausted", "exhausted", n),
            "completed": lambda: t.npgettext("status", "completed", "completed", n),
        }
        return forms[name]()

    def keyword(self, word: str, number: int | None = None) -> str:
        """('tough', 2) -> its words in this language."""
        text = self.t.gettext(KEYWORDS[word])
        return text if number is None else f"{text} {number}"

    def terrain(self, name: str) -> str:
        return self.t.gettext(TERRAINS[name])

    def counter(self, name: str, n: int, shown: str | None = None) -> str:
        """'2 Kelon counters' (the counter's name stays as on the card); `shown` in place
        of the number ("X")."""
        return self.t.ngettext("{n} {name} counter", "{n} {name} counters", n).format(
            n=n if shown is None else shown, name=name.capitalize())

    def up_to_max(self, gained: str, n: int) -> str:
        """'1 boost, up to a max of 2': a gain that stops at a number of counters."""
        return self.t.gettext("{gained}, up to a max of {n}").format(gained=gained, n=n)

    def boosts(self, n: int, shown: str | None = None) -> str:
        return self.t.ngettext("{n} boost", "{n} boosts", n).format(n=n if shown is None else shown)

    def cards(self, n: int, shown: str | None = None) -> str:
        """'a card' / 'three cards'."""
        return self.t.ngettext("a card", "{n} cards", n).format(
            n=self.number(n) if shown is None else shown)

    # -- quantities (CR 6.5.i) --------------------------------------------------------------

    def amount(self, q: int | ab.Quantity, noun: Noun) -> str:
        """A step's amount with its noun, said once for every step: '2 boosts', 'a card for
        each card in your Reserve', 'X boosts, where X is the result', 'that many cards'."""
        return self.amount_clause(q, self.amount_noun(q, noun))

    def amount_noun(self, q: int | ab.Quantity, noun: Noun) -> str:
        """The noun with its number only: '2 boosts', 'X boosts', 'that many cards'."""
        t = self.t
        if isinstance(q, int):
            return noun(q, None)
        if q.count is not None:
            return noun(q.times, None)
        if q.remembered in ("discarded", "sacrificed"):
            return noun(2, t.gettext("that many"))
        x = "X" if q.times == 1 else f"{q.times}X"
        return noun(2, f"{x}+{q.plus}" if q.plus else x)

    def amount_clause(self, q: int | ab.Quantity, what: str) -> str:
        """`what` (a noun or a whole sentence) followed by what the number counts."""
        t = self.t
        if isinstance(q, int) or q.remembered in ("discarded", "sacrificed", "x"):
            return what  # a number, or X said by the effect or its cost
        if q.remembered == "die":
            return t.gettext("{what}, where X is the result").format(what=what)
        if q.stat == "its_highest":
            return t.gettext("{what}, where X equals its highest statistic").format(what=what)
        if q.my_counters is not None:
            return t.gettext("{what}, where X is my number of {name} counters").format(
                what=what, name=q.my_counters.capitalize())
        assert q.count is not None
        c = q.count
        if c.objects is not None and c.objects.controller == "opponent":
            # counted on the one opponent, as the card names them
            return t.gettext("{what} for each {noun} target opponent controls").format(
                what=what, noun=self.qualified(c.objects, controller=False))
        if c.objects is not None:
            return t.gettext("{what} for each {noun}").format(
                what=what, noun=self.qualified(c.objects))
        if c.expeditions_in is not None:
            return t.gettext("{what} for each Expedition in {terrain}").format(
                what=what, terrain=self.terrain(c.expeditions_in))
        if c.my_ascended_expeditions:
            return t.gettext("{what} for each Ascended Expedition you control").format(what=what)
        if c.named_in_my_discard is not None:
            return t.gettext('{what} for each "{name}" in your discard pile').format(
                what=what, name=c.named_in_my_discard)
        return {
            "my_reserve": t.gettext("{what} for each card in your Reserve"),
            "each_reserve": t.gettext("{what} for each card in each player's Reserve"),
            "target_player_reserve": t.gettext("{what} for each card in target player's Reserve"),
            "my_hand": t.gettext("{what} for each card in your hand"),
            "my_mana": t.gettext("{what} for each Mana Orb in your Mana zone"),
            "my_landmarks": t.gettext("{what} for each card in your Landmarks"),
        }[c.cards_in].format(what=what)  # type: ignore[index]

    # -- noun phrases ----------------------------------------------------------------------

    def agrees_as_card(self, f: ab.Filter) -> bool:
        """The noun is "card", or a sub-type whose word agrees as "card" does: the words
        around it (articles, adjectives) may differ from other nouns' in some languages.
        Nouns listed with "or" agree with the first."""
        if f.any_of:
            return self.agrees_as_card(f.any_of[0])
        if f.token:
            return False
        if f.subtype:
            return f.subtype in self.card_like_subtypes
        return f.type == "card"

    def noun(self, f: ab.Filter, n: int = 1, controller: bool = False) -> str:
        """The noun alone; with `controller`, objects in play or cards in a Reserve say each
        whose they are."""
        t = self.t
        if f.any_of and controller and f.controller == "you" and self._mixes_reserve(f):
            # "Permanent you control or card in your Reserve": each says whose it is
            words = [self.qualified(x.model_copy(update={"controller": "you"}), n)
                     for x in f.any_of]
            return listed(words, t.gettext("or"))
        if f.any_of:
            words = [self.qualified(x, n, controller=False) for x in f.any_of]
            if self._mixes_reserve(f):  # "Permanent in play or card in Reserve"
                words = [w if x.in_reserve else t.gettext("{noun} in play").format(noun=w)
                         for w, x in zip(words, f.any_of)]
            return listed(words, t.gettext("or"))
        if f.subtype:
            return subtype_name(f.subtype, n, t)
        if f.token and f.type == "permanent":
            return t.npgettext("card text", "token Permanent", "token Permanents", n)
        if f.token:
            return t.npgettext("card text", "token", "tokens", n)
        if f.type == "permanent" and f.landmark:
            return t.npgettext("card text", "Landmark Permanent", "Landmark Permanents", n)
        if f.type == "object" and f.in_expedition:
            return t.npgettext("card text", "Character or Expedition Permanent",
                               "Characters or Expedition Permanents", n)
        nouns = {
            "card": lambda: t.npgettext("card text", "card", "cards", n),
            "object": lambda: t.npgettext("card text", "Character or Permanent",
                                          "Characters or Permanents", n),
            "character": lambda: t.npgettext("card text", "Character", "Characters", n),
            "permanent": lambda: t.npgettext("card text", "Permanent", "Permanents", n),
            "spell": lambda: t.npgettext("card text", "Spell", "Spells", n),
        }
        return nouns[f.type]()

    @staticmethod
    def _mixes_reserve(f: ab.Filter) -> bool:
        """Objects in play or cards in a Reserve ("a Permanent or a card in Reserve")."""
        return bool(f.any_of) and any(x.in_reserve for x in f.any_of)

    def qualified(self, f: ab.Filter, n: int = 1, controller: bool = True,
                  head: Callable[[str], str] | None = None) -> str:
        """The noun with its qualities: 'other boosted Robots with Hand Cost 3 or less you
        control'. `controller=False` leaves out "you control" (implied by the sentence);
        `head` frames the noun and the qualities before it ("target ...") and the clauses
        after it follow."""
        t = self.t
        text = self.noun(f, n, controller)
        if f.token is False:
            text = t.ngettext("non-token {noun}", "non-token {noun}", n).format(noun=text)
        if f.not_subtype:
            text = t.ngettext("non-{subtype} {noun}", "non-{subtype} {noun}", n).format(
                subtype=f.not_subtype, noun=text)
        for s in f.status_none:
            text = t.ngettext("non-{status} {noun}", "non-{status} {noun}", n).format(
                status=self.status(s, n, card=self.agrees_as_card(f)), noun=text)
        if f.status_any:
            statuses = [self.status(s, n, card=self.agrees_as_card(f)) for s in f.status_any]
            text = t.gettext("{statuses} {noun}").format(
                statuses=listed(statuses, t.gettext("or")), noun=text)
        if f.boosted is True:
            text = t.ngettext("boosted {noun}", "boosted {noun}", n).format(noun=text)
        if f.boosted is False:
            text = t.ngettext("unboosted {noun}", "unboosted {noun}", n).format(noun=text)
        if f.other:
            text = t.ngettext("other {noun}", "other {noun}", n).format(noun=text)
        if head is not None:
            text = head(text)
        # "Characters you control with Hand Cost {4} or less": who controls them first
        plain_control = controller and not f.in_reserve and not f.or_in_reserve and not (
            self._mixes_reserve(f) and f.controller == "you")  # (each noun says whose it is)
        if plain_control and f.controller == "you":
            text = t.ngettext("{noun} you control", "{noun} you control", n).format(noun=text)
        if plain_control and f.controller == "opponent":
            self.opponent_named = True
            text = t.ngettext("{noun} an opponent controls", "{noun} an opponent controls",
                              n).format(noun=text)
        if f.base_stat_zero is True:
            text = t.gettext("{noun} with a base statistic of 0").format(noun=text)
        if f.base_stat_zero is False:
            text = t.gettext("{noun} with no base statistic of 0").format(noun=text)
        if f.zero_base_stat_in_its_region:
            text = t.gettext("{noun} in a region type where its base statistic is 0").format(
                noun=text)
        if f.min_hand_cost_my_counters is not None:
            text = t.gettext("{noun} with Hand Cost greater than or equal to my number of "
                             "{name} counters").format(
                noun=text, name=f.min_hand_cost_my_counters.capitalize())
        if f.max_stat is not None:
            text = t.gettext("{noun} with no statistic over {n}").format(noun=text, n=f.max_stat)
        if f.stat_at_most_mine is not None:
            text = t.gettext("{noun} with {terrain} less than or equal to mine").format(
                noun=text, terrain=self.terrain(f.stat_at_most_mine))
        if f.stat_at_most_its is not None:
            text = t.gettext("{noun} with equal or lower {terrain}").format(
                noun=text, terrain=self.terrain(f.stat_at_most_its))
        if f.max_hand_cost is not None and f.max_hand_cost_plus_my_counters is not None:
            text = t.gettext("{noun} with Hand Cost {{X}}+{{{cost}}} or less, where X is my "
                             "number of {name} counters").format(
                noun=text, cost=f.max_hand_cost, name=f.max_hand_cost_plus_my_counters.capitalize())
        elif f.max_hand_cost is not None:
            text = t.gettext("{noun} with Hand Cost {{{cost}}} or less").format(
                noun=text, cost=f.max_hand_cost)
        if f.max_hand_cost_above_sacrificed is not None:
            text = t.gettext("{noun} with a max Hand Cost of {{{n}}} more than the sacrificed "
                             "card").format(noun=text, n=f.max_hand_cost_above_sacrificed)
        if f.min_hand_cost is not None:
            text = t.gettext("{noun} with Hand Cost {{{cost}}} or more").format(
                noun=text, cost=f.min_hand_cost)
        if f.min_base_cost is not None:
            text = t.gettext("{noun} with Base Cost {{{cost}}} or more").format(
                noun=text, cost=f.min_base_cost)
        if f.max_base_cost is not None:
            text = t.gettext("{noun} with Base Cost {{{cost}}} or less").format(
                noun=text, cost=f.max_base_cost)
        if f.max_reserve_cost is not None:
            text = t.gettext("{noun} with Reserve Cost {{{cost}}} or less").format(
                noun=text, cost=f.max_reserve_cost)
        if f.max_base_cost_rolled:
            text = t.gettext("{noun} with a Base Cost no higher than the result").format(
                noun=text)
        if f.has_discard_ability:
            text = t.ngettext("{noun} with a {D} ability", "{noun} with a {D} ability", n).format(
                noun=text, D="{D}")
        if f.max_hand_cost_from == "characters_you_control":
            text = t.gettext("{noun} with Hand Cost X or less").format(noun=text)
        if f.max_hand_cost_from == "a_character_you_control":
            text = t.gettext("{noun} with Hand Cost less than or equal to the Hand Cost of a "
                             "Character you control").format(noun=text)
        if f.in_reserve:
            return self._in_reserve(f, text, n)
        if f.or_in_reserve and controller and f.controller == "you":
            text = t.ngettext("{noun} you control and in your Reserve",
                              "{noun} you control and in your Reserve", n).format(noun=text)
        elif f.or_in_reserve:
            text = t.gettext("{noun} in play or in Reserve").format(noun=text)
        if f.in_my_expedition:
            text = t.gettext("{noun} in my Expedition").format(noun=text)
        if f.in_other_expedition:
            text = t.gettext("{noun} in your other Expedition").format(noun=text)
        if f.by_target_player:
            text = t.ngettext("{noun} controlled by target player",
                              "{noun} controlled by target player", n).format(noun=text)
        if f.in_target_expedition and f.target_expedition_ahead:
            text = t.gettext("{noun} in target Expedition that is ahead").format(noun=text)
        elif f.in_target_expedition:
            text = t.gettext("{noun} in target Expedition").format(noun=text)
        if f.in_facing_expedition:
            text = t.gettext("{noun} in the Expedition facing me").format(noun=text)
        if f.in_ascended_expedition:
            text = t.gettext("{noun} in an Ascended Expedition").format(noun=text)
        if f.in_single_terrain_region:
            text = t.gettext("{noun} in a single-terrain region").format(noun=text)
        if f.in_terrain is not None:
            text = t.gettext("{noun} in {terrain}").format(noun=text,
                                                           terrain=self.terrain(f.in_terrain))
        if f.max_hand_cost_from == "characters_you_control":
            text = t.gettext("{noun}, where X is the number of Characters you control").format(
                noun=text)
        return text

    def _in_reserve(self, f: ab.Filter, text: str, n: int) -> str:
        """Cards in a Reserve are not controlled objects: 'in your Reserve', 'in Reserve'."""
        t = self.t
        if f.controller == "you":
            return t.ngettext("{noun} in your Reserve", "{noun} in your Reserve", n).format(noun=text)
        if f.controller == "opponent":
            self.opponent_named = True
            return t.ngettext("{noun} in an opponent's Reserve", "{noun} in an opponent's Reserve",
                              n).format(noun=text)
        return t.ngettext("{noun} in Reserve", "{noun} in Reserve", n).format(noun=text)

    def a(self, f: ab.Filter, controller: bool = True) -> str:
        """'a Character', 'an other...' -> 'another Character'."""
        t = self.t
        noun = self.qualified(f.model_copy(update={"other": False}), 1, controller)
        if f.other:
            template = (t.pgettext("card", "another {noun}") if self.agrees_as_card(f)
                        else t.gettext("another {noun}"))
        elif self.agrees_as_card(f):
            template = (t.pgettext("card", "an {noun}") if noun[:1] in "AEIOUaeiou"
                        else t.pgettext("card", "a {noun}"))
        else:
            template = t.gettext("an {noun}") if noun[:1] in "AEIOUaeiou" else t.gettext("a {noun}")
        return template.format(noun=noun)

    def some(self, f: ab.Filter, n: int, controller: bool = True) -> str:
        """'a Character' or 'two or more Characters' (conditions on what you control)."""
        if n == 1:
            return self.a(f, controller)
        return self.t.gettext("{number} or more {noun}").format(
            number=self.number(n), noun=self.qualified(f, n, controller))

    def selection(self, s: ab.Select, controller: bool = True) -> str:
        """The objects a step acts on, as a noun phrase (me and it excepted)."""
        t = self.t
        if s.ref == "each":
            noun = self.qualified(s.filter, 2, controller)
            if s.filter.subtype or s.filter.token or (s.filter.controller != "any"
                                                      and not s.filter.in_reserve):
                return t.pgettext("every one of them", "{noun}").format(noun=noun)
            if self.agrees_as_card(s.filter):
                return t.pgettext("card", "all {noun}").format(noun=noun)
            return t.gettext("all {noun}").format(noun=noun)
        card = self.agrees_as_card(s.filter)  # the "card" context: words agreeing with it
        number = self.number(s.count, card)

        def framed(template: str, f: ab.Filter = s.filter) -> str:
            return self.qualified(f, s.count, controller,
                                  head=lambda noun: template.format(number=number, noun=noun))

        if s.ref == "target" and isinstance(s.count, ab.Quantity) and s.count.remembered == "spent":
            same = (t.pgettext("card", "the same number of target {noun}") if card
                    else t.gettext("the same number of target {noun}"))
            text = self.qualified(s.filter, 2, controller, head=lambda noun: same.format(noun=noun))
        elif s.ref == "target" and s.any_number and s.filter.other:
            # "other" before "target", as for one ("another target Character")
            many = (t.pgettext("card", "any number of other target {noun}") if card
                    else t.gettext("any number of other target {noun}"))
            text = self.qualified(s.filter.model_copy(update={"other": False}), 2, controller,
                                  head=lambda noun: many.format(noun=noun))
        elif s.ref == "target" and s.any_number:
            many = (t.pgettext("card", "any number of target {noun}") if card
                    else t.gettext("any number of target {noun}"))
            text = self.qualified(s.filter, 2, controller, head=lambda noun: many.format(noun=noun))
        elif s.ref == "target" and s.up_to and s.filter.other:
            text = framed(t.npgettext("card", "up to {number} other target {noun}",
                                      "up to {number} other target {noun}", s.count) if card
                          else t.ngettext("up to {number} other target {noun}",
                                          "up to {number} other target {noun}", s.count),
                          s.filter.model_copy(update={"other": False}))
        elif s.ref == "target" and s.up_to:
            text = framed(t.npgettext("card", "up to {number} target {noun}",
                                      "up to {number} target {noun}", s.count) if card
                          else t.ngettext("up to {number} target {noun}",
                                          "up to {number} target {noun}", s.count))
        elif s.ref == "target" and s.count > 1 and s.filter.other:
            text = framed(t.pgettext("card", "{number} other target {noun}") if card
                          else t.gettext("{number} other target {noun}"),
                          s.filter.model_copy(update={"other": False}))
        elif s.ref == "target" and s.count > 1:
            text = framed(t.pgettext("card", "{number} target {noun}") if card
                          else t.gettext("{number} target {noun}"))
        elif s.ref == "target" and s.filter.other:
            text = framed(t.pgettext("card", "another target {noun}") if card
                          else t.gettext("another target {noun}"),
                          s.filter.model_copy(update={"other": False}))
        elif s.ref == "target" and card:
            text = framed(t.pgettext("card", "target {noun}"))
        elif s.ref == "target":
            text = framed(t.gettext("target {noun}"))
        elif s.any_number:  # chosen, not targeted: "sacrifice any number of Permanents"
            text = self.qualified(s.filter, 2, controller,
                                  head=lambda noun: t.gettext("any number of {noun}").format(noun=noun))
        elif s.up_to:
            text = framed(t.gettext("up to {number} {noun}"))
        elif s.count > 1:
            text = framed(t.gettext("{number} {noun}"))
        else:
            text = self.a(s.filter, controller)
        if s.total_stat_max is not None:
            text = t.gettext("{noun} with a total {stat} of {n} or less").format(
                noun=text, stat=self.terrain(s.total_stat_max.stat), n=s.total_stat_max.max)
        if s.total_hand_cost_max is not None:
            text = t.gettext("{noun} with a total Hand Cost of {cost} or less").format(
                noun=text, cost=s.total_hand_cost_max)
        return text

    def object(self, s: ab.Select, controller: bool = True) -> str:
        """A selection as the object of a verb: 'me', 'it', 'target Character'."""
        if s.ref == "me":
            return self.t.pgettext("object", "me")
        if s.ref == "it":
            return self.t.pgettext("object", "it")
        return self.selection(s, controller)

    @staticmethod
    def form(s: ab.Select) -> str:
        """How a verb agrees with its subject: me, one, each (several targets), all (every
        matching object, or any number of them)."""
        if s.ref == "me":
            return "me"
        if s.ref == "each" or s.any_number or not isinstance(s.count, int):
            return "all"
        if s.count > 1:
            return "each"
        return "one"

    # -- verbs whose subject is a selection ------------------------------------------------

    def agree(self, s: ab.Select, forms: dict[str, str], clause: bool, **values: Any) -> str:
        """One of a verb's templates, chosen by its subject; `clause`: after "You may" or
        "to", where English says "have me gain"."""
        form = self.form(s)
        if clause:
            form = "have me" if form == "me" else "have"
        if s.ref == "it":
            subject = self.t.pgettext("subject", "it")
        else:
            subject = "" if s.ref == "me" else self.selection(s)
        return forms[form].format(subject=subject, **values)

    def verb_forms(self, step: Any) -> dict[str, str] | None:
        """The templates of a step whose subject is its selection, or None."""
        verb = VERB_OF_STEP.get(step.kind)
        if verb is None or getattr(step, "chosen_by", None) is not None or \
                getattr(step, "distribute", False):
            return None
        return {form: self.t.gettext(msgid) for form, msgid in zip(FORMS, VERBS[verb])}

    def verb_values(self, step: Any) -> dict[str, str]:
        t = self.t
        if step.kind == "boost":
            what = self.amount(step.amount, self.boosts)
            if step.up_to_max is not None:
                what = self.up_to_max(what, step.up_to_max)
            return {"what": what}
        if step.kind in ("gain_status", "lose_status"):
            return {"what": self.status(step.status)}
        return {}

    def verb(self, step: Any, clause: bool = False) -> str | None:
        forms = self.verb_forms(step)
        if forms is None:
            return None
        return self.agree(step.objects, forms, clause, **self.verb_values(step))

    def predicate(self, step: Any, clause: bool) -> str:
        """The verb phrase without its subject ('gains 1 boost', 'lose Fleeting'), to follow
        "and"; the templates put the subject first (or after English "have")."""
        forms = self.verb_forms(step)
        assert forms is not None
        values = self.verb_values(step)
        if self.form(step.objects) == "me":
            return forms["me"].split(" ", 1)[1].format(**values)
        template = forms["have" if clause else self.form(step.objects)]
        return template.split(SUBJECT, 1)[1].strip().format(**values)


def _whole_words(full: str) -> re.Pattern[str]:
    """"de le" matches in "de le Deck", not in "de leurs"; "*ez moi" also in "donnez moi"."""
    start = "" if full.startswith("*") else r"(?<!\w)"
    return re.compile(start + re.escape(full.lstrip("*")) + r"(?!\w)")
