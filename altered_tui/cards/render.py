"""Card text rendered from the ability structure, so what a card says is what it does.

One walk over an ability serves every language: the English phrases are gettext message
ids and each language's catalogue supplies its own (altered_tui/i18n/locale). Phrases are
whole clauses with named placeholders, so a language orders the words its own way; a
context marks the few phrases whose translation depends on the noun ("card") or on the
use of a word (a status as an adjective). Card, token, sub-type and counter names stay as
in the card data.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.cards.pool import default_pool
from altered_tui.i18n import N_
from altered_tui.i18n.terms import KEYWORDS, TERRAINS
from altered_tui.i18n.translators import translator

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
}
VERB_OF_STEP = {"boost": "gain", "gain_status": "gain", "lose_status": "lose",
                "switch_expeditions": "switch"}


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lower_first(text: str) -> str:
    """The first letter in lower case, but English "I" stays a capital."""
    if text.startswith("I ") or text.startswith("I'"):
        return text
    return text[:1].lower() + text[1:]


def _listed(words: list[str], and_word: str) -> str:
    """'a, b and c' with the language's word for "and"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {and_word} {words[-1]}"


class CardText:
    """The phrases of one language and the walk that assembles them."""

    def __init__(self, lang: str):
        self.t = translator(lang)
        # Translators: the word pairs your spelling contracts once phrases are assembled
        # ("de un" -> "d'un"), as "from -> to" separated by "; ", or this text unchanged.
        pairs = self.t.pgettext("spelling", "contractions: none")
        self.contractions = [tuple(pair.split(" -> ", 1)) for pair in pairs.split("; ")
                             if " -> " in pair]

    def spelled(self, text: str) -> str:
        """Assembled text with the language's contractions made."""
        for full, short in self.contractions:
            text = text.replace(full, short)
        return text

    # -- words ---------------------------------------------------------------------------

    def number(self, n: int, card: bool = False) -> str:
        """Small numbers in words ("up to one", "two or more"), others in digits."""
        t = self.t
        if n == 1:
            return t.pgettext("card", "one") if card else t.gettext("one")
        words = {2: t.gettext("two"), 3: t.gettext("three"), 4: t.gettext("four"),
                 5: t.gettext("five"), 6: t.gettext("six"), 7: t.gettext("seven"),
                 8: t.gettext("eight")}
        return words.get(n, str(n))

    def status(self, name: str, n: int = 1) -> str:
        """A status as a word of card text (agreeing with n objects where the language
        needs it)."""
        t = self.t
        forms = {
            "fleeting": lambda: t.npgettext("status", "Fleeting", "Fleeting", n),
            "anchored": lambda: t.npgettext("status", "Anchored", "Anchored", n),
            "asleep": lambda: t.npgettext("status", "Asleep", "Asleep", n),
            "exhausted": lambda: t.npgettext("status", "Exhausted", "Exhausted", n),
        }
        return forms[name]()

    def keyword(self, name: str) -> str:
        """'Tough 2' -> its words in this language."""
        word, _sep, number = name.partition(" ")
        text = self.t.gettext(KEYWORDS[word.lower()])
        return f"{text} {number}" if number else text

    def terrain(self, name: str) -> str:
        return self.t.gettext(TERRAINS[name])

    def counter(self, name: str, n: int) -> str:
        """'2 Kelon counters' (the counter's name stays as on the card)."""
        return self.t.ngettext("{n} {name} counter", "{n} {name} counters", n).format(
            n=n, name=name.capitalize())

    def boosts(self, n: int) -> str:
        return self.t.ngettext("{n} boost", "{n} boosts", n).format(n=n)

    def cards(self, n: int) -> str:
        """'a card' / '3 cards'."""
        return self.t.ngettext("a card", "{n} cards", n).format(n=n)

    # -- noun phrases ----------------------------------------------------------------------

    @staticmethod
    def is_card(f: ab.Filter) -> bool:
        """The noun is "card" (the phrases around it may differ in other languages)."""
        return f.type == "card" and not f.subtype and not f.token

    def noun(self, f: ab.Filter, n: int = 1) -> str:
        t = self.t
        if f.subtype:
            return t.ngettext("{subtype}", "{subtype}s", n).format(subtype=f.subtype)
        if f.token:
            return t.npgettext("card text", "token", "tokens", n)
        nouns = {
            "card": lambda: t.npgettext("card text", "card", "cards", n),
            "object": lambda: t.npgettext("card text", "Character or Permanent",
                                          "Characters or Permanents", n),
            "character": lambda: t.npgettext("card text", "Character", "Characters", n),
            "permanent": lambda: t.npgettext("card text", "Permanent", "Permanents", n),
            "spell": lambda: t.npgettext("card text", "Spell", "Spells", n),
        }
        return nouns[f.type]()

    def qualified(self, f: ab.Filter, n: int = 1, controller: bool = True,
                  head: Callable[[str], str] | None = None) -> str:
        """The noun with its qualities: 'other boosted Robots with Hand Cost 3 or less you
        control'. `controller=False` leaves out "you control" (implied by the sentence);
        `head` frames the noun and the qualities before it ("target ...") and the clauses
        after it follow."""
        t = self.t
        text = self.noun(f, n)
        if f.token is False:
            text = t.ngettext("non-token {noun}", "non-token {noun}", n).format(noun=text)
        if f.status_any:
            statuses = [self.status(s, n) for s in f.status_any]
            text = t.gettext("{statuses} {noun}").format(
                statuses=_listed(statuses, t.gettext("or")), noun=text)
        if f.boosted is True:
            text = t.ngettext("boosted {noun}", "boosted {noun}", n).format(noun=text)
        if f.boosted is False:
            text = t.ngettext("unboosted {noun}", "unboosted {noun}", n).format(noun=text)
        if f.other:
            text = t.ngettext("other {noun}", "other {noun}", n).format(noun=text)
        if head is not None:
            text = head(text)
        if f.base_stat_zero is True:
            text = t.gettext("{noun} with a base statistic of 0").format(noun=text)
        if f.base_stat_zero is False:
            text = t.gettext("{noun} with no base statistic of 0").format(noun=text)
        if f.min_hand_cost_my_counters is not None:
            text = t.gettext("{noun} with Hand Cost greater than or equal to my number of "
                             "{name} counters").format(
                noun=text, name=f.min_hand_cost_my_counters.capitalize())
        if f.max_hand_cost is not None:
            text = t.gettext("{noun} with Hand Cost {{{cost}}} or less").format(
                noun=text, cost=f.max_hand_cost)
        if f.min_hand_cost is not None:
            text = t.gettext("{noun} with Hand Cost {{{cost}}} or more").format(
                noun=text, cost=f.min_hand_cost)
        if f.max_hand_cost_from == "characters_you_control":
            text = t.gettext("{noun} with Hand Cost X or less").format(noun=text)
        if controller and f.controller == "you":
            text = t.ngettext("{noun} you control", "{noun} you control", n).format(noun=text)
        if controller and f.controller == "opponent":
            text = t.ngettext("{noun} an opponent controls", "{noun} an opponent controls",
                              n).format(noun=text)
        if f.in_my_expedition:
            text = t.gettext("{noun} in my Expedition").format(noun=text)
        if f.in_other_expedition:
            text = t.gettext("{noun} in your other Expedition").format(noun=text)
        if f.by_target_player:
            text = t.ngettext("{noun} controlled by target player",
                              "{noun} controlled by target player", n).format(noun=text)
        if f.in_target_expedition:
            text = t.gettext("{noun} in target Expedition").format(noun=text)
        if f.max_hand_cost_from == "characters_you_control":
            text = t.gettext("{noun}, where X is the number of Characters you control").format(
                noun=text)
        return text

    def a(self, f: ab.Filter, controller: bool = True) -> str:
        """'a Character', 'an other...' -> 'another Character'."""
        t = self.t
        noun = self.qualified(f.model_copy(update={"other": False}), 1, controller)
        if f.other:
            template = (t.pgettext("card", "another {noun}") if self.is_card(f)
                        else t.gettext("another {noun}"))
        elif self.is_card(f):
            template = t.pgettext("card", "a {noun}")
        else:
            template = t.gettext("an {noun}") if noun[:1] in "AEIOU" else t.gettext("a {noun}")
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
            if s.filter.subtype or s.filter.token or s.filter.controller != "any":
                return t.pgettext("every one of them", "{noun}").format(noun=noun)
            return t.gettext("all {noun}").format(noun=noun)
        number = self.number(s.count, self.is_card(s.filter))

        def framed(template: str, f: ab.Filter = s.filter) -> str:
            return self.qualified(f, s.count, controller,
                                  head=lambda noun: template.format(number=number, noun=noun))

        if s.ref == "target" and s.up_to:
            text = framed(t.ngettext("up to {number} target {noun}",
                                     "up to {number} target {noun}", s.count))
        elif s.ref == "target" and s.count > 1:
            text = framed(t.gettext("{number} target {noun}"))
        elif s.ref == "target" and s.filter.other:
            text = framed(t.gettext("another target {noun}"),
                          s.filter.model_copy(update={"other": False}))
        elif s.ref == "target":
            text = framed(t.gettext("target {noun}"))
        elif s.up_to:
            text = framed(t.gettext("up to {number} {noun}"))
        elif s.count > 1:
            text = framed(t.gettext("{number} {noun}"))
        else:
            text = self.a(s.filter, controller)
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
        """How a verb agrees with its subject: me, one, each (several targets), all."""
        if s.ref == "me":
            return "me"
        if s.ref == "each":
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
        if verb is None:
            return None
        return {form: self.t.gettext(msgid) for form, msgid in zip(FORMS, VERBS[verb])}

    def verb_values(self, step: Any) -> dict[str, str]:
        t = self.t
        if step.kind == "boost":
            if step.amount_from == "die":
                return {"what": t.gettext("X boosts, where X is the result")}
            what = self.boosts(step.amount)
            if step.amount_from == "my_reserve":
                what = t.gettext("{boosts} for each card in your Reserve").format(boosts=what)
            if step.amount_from == "each_reserve":
                what = t.gettext("{boosts} for each card in each player's Reserve").format(
                    boosts=what)
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

    # -- steps -----------------------------------------------------------------------------

    def who(self, who: str, you: str, opponent: str, each: str) -> str:
        return {"you": you, "opponent": opponent, "each": each}[who]

    def step(self, step: Any, clause: bool = False) -> str:
        """One step as a sentence (capitalised by the caller), or as a clause."""
        verb = self.verb(step, clause)
        if verb is not None:
            return verb
        renderer: Callable[[Any], str] = getattr(self, f"step_{step.kind}")
        return renderer(step)

    def step_draw(self, s: ab.Draw) -> str:
        t = self.t
        if s.count_from == "discarded":
            return self.who(s.who, t.gettext("Draw that many cards"),
                            t.gettext("Target opponent draws that many cards"),
                            t.gettext("Each player draws that many cards"))
        cards = self.cards(s.count)
        return self.who(s.who, t.gettext("Draw {cards}"), t.gettext("Target opponent draws {cards}"),
                        t.gettext("Each player draws {cards}")).format(cards=cards)

    def step_resupply(self, s: ab.Resupply) -> str:
        t = self.t
        if s.exhausted:
            text = self.who(s.who, t.gettext("Exhausted Resupply"),
                            t.gettext("Target opponent does Exhausted Resupply"),
                            t.gettext("Each player does Exhausted Resupply"))
        else:
            text = self.who(s.who, t.gettext("Resupply"), t.gettext("Target opponent Resupplies"),
                            t.gettext("Each player Resupplies"))
        if s.count == 2:
            text = t.gettext("{resupply}, then resupply again").format(resupply=text)
        elif s.count > 2:
            text = t.gettext("{resupply} {n} times").format(resupply=text, n=s.count)
        return text

    def step_sabotage(self, s: ab.Sabotage) -> str:
        return self.t.gettext("Sabotage")

    def step_send_to(self, s: ab.SendTo) -> str:
        t = self.t
        many = 2 if s.objects.ref == "each" or s.objects.count > 1 else 1
        templates = {
            "reserve": t.gettext("Send {object} to Reserve"),
            "hand": t.ngettext("Return {object} to its owner's hand",
                               "Return {object} to their owners' hands", many),
            "deck_top": t.ngettext("Return {object} to the top of its owner's Deck",
                                   "Return {object} to the top of their owners' Decks", many),
            "mana": t.ngettext("Put {object} in its owner's Mana zone as an exhausted Mana Orb",
                               "Put {object} in their owners' Mana zones as exhausted Mana Orbs",
                               many),
            "discard": t.gettext("Discard {object}"),
        }
        if s.zone == "reserve" and s.objects.filter.max_hand_cost_from is not None:
            # the 'where X is' clause must end the sentence
            return t.gettext("Send to Reserve {object}").format(object=self.object(s.objects))
        return templates[s.zone].format(object=self.object(s.objects))

    def step_sacrifice(self, s: ab.Sacrifice) -> str:
        t = self.t
        what = self.object(s.objects, controller=False)
        return self.who(s.who, t.gettext("Sacrifice {object}"),
                        t.gettext("Target opponent sacrifices {object}"),
                        t.gettext("Each player sacrifices {object}")).format(object=what)

    def token(self, name: str, n: int) -> str:
        """'a Brassbug Robot token (2/2/2)': the token's sub-type and statistics, when the
        bundled pool defines it."""
        t = self.t
        token = _token(name)
        if token is None:
            return t.ngettext("a {name} token", "{n} {name} tokens", n).format(n=n, name=name)
        kind = " ".join(token.subtypes) or t.gettext("Character")
        stats = f"{token.forest}/{token.mountain}/{token.water}"
        if n == 1 and name[:1] in "AEIOU":
            template = t.gettext("an {name} {kind} token ({stats})")
        else:
            template = t.ngettext("a {name} {kind} token ({stats})",
                                  "{n} {name} {kind} tokens ({stats})", n)
        return template.format(n=self.number(n), name=name, kind=kind, stats=stats)

    def step_create_token(self, s: ab.CreateToken) -> str:
        t = self.t
        where = {
            "my_expedition": t.gettext("Create {tokens} in my Expedition"),
            "other_expedition": t.gettext("Create {tokens} in your other Expedition"),
            "each_of_your_expeditions": t.gettext("Create {tokens} in each of your Expeditions"),
            "target_expedition": t.gettext("Create {tokens} in target Expedition"),
            "hero_expedition": t.gettext("Create {tokens} in your Hero Expedition"),
            "companion_expedition": t.gettext("Create {tokens} in your Companion Expedition"),
            "distributed": t.gettext("Create {tokens}, split as you choose among your "
                                     "Expeditions"),
        }[s.where]
        return where.format(tokens=self.token(s.token, s.count))

    def step_move_expedition(self, s: ab.MoveExpedition) -> str:
        t = self.t
        templates = {
            ("target", "forward"): t.gettext("Target Expedition moves forward one region"),
            ("target", "backward"): t.gettext("Target Expedition moves backward one region"),
            ("facing_me", "forward"): t.gettext("The Expedition facing me moves forward one "
                                                "region"),
            ("facing_me", "backward"): t.gettext("The Expedition facing me moves backward one "
                                                 "region"),
            ("mine", "forward"): t.gettext("My Expedition moves forward one region"),
            ("mine", "backward"): t.gettext("My Expedition moves backward one region"),
        }
        return templates[(s.expedition, s.direction)]

    def step_put_from_hand(self, s: ab.PutFromHand) -> str:
        t = self.t
        if s.zone == "reserve":
            return t.gettext("Put a card from your hand in Reserve")
        return t.gettext("Put a card from your hand in your Mana zone")

    def step_may(self, s: ab.May) -> str:
        t = self.t
        first, *rest = self.sentences(s.steps, clause=True)
        if s.cost is not None:
            text = t.gettext("You may {cost} to {effect}").format(cost=self.may_cost(s.cost),
                                                                  effect=first)
        else:
            text = t.gettext("You may {effect}").format(effect=first)
        if len(rest) == 1 and s.steps[-1].kind == "if":  # its condition is about what was done
            text = ". ".join([text, *rest])
        elif rest:
            text = t.gettext("{sentence}. If you do, {effect}").format(
                sentence=text, effect=_lower_first(". ".join(rest)))
        return text

    def step_roll_die(self, s: ab.RollDie) -> str:
        t = self.t
        for o in s.outcomes:
            if (o.low, o.high) == (1, 6):
                return t.gettext("Roll a die. {effect}").format(effect=self.steps(o.steps))
        parts = []
        for o in s.outcomes:
            if o.low == o.high:
                result = str(o.low)
            elif o.high == 6:
                result = f"{o.low}+"
            else:
                result = f"{o.low}-{o.high}"
            parts.append(t.gettext("On a {result}, {effect}.").format(
                result=result, effect=_lower_first(self.steps(o.steps))))
        return t.gettext("Roll a die. {outcomes}").format(outcomes=" ".join(parts)).rstrip(".")

    def step_choose_one(self, s: ab.ChooseOne) -> str:
        modes = "".join(f"\n  • {self.steps(m)}." for m in s.modes)
        return self.t.gettext("Choose one:{modes}").format(modes=modes).rstrip(".")

    def step_gain_counters(self, s: ab.GainCounters) -> str:
        return self.t.gettext("I gain {counters}").format(
            counters=self.counter(s.counter, s.amount))

    def step_next_play(self, s: ab.NextPlay) -> str:
        t = self.t
        card = self.is_card(s.filter)
        effects = []
        if s.free:
            effects.append(t.pgettext("card", "is free") if card else t.gettext("is free"))
        if s.cost_change < 0:
            effects.append(t.gettext("costs {{{n}}} less").format(n=-s.cost_change))
        if s.cost_change > 0:
            effects.append(t.gettext("costs {{{n}}} more").format(n=s.cost_change))
        if s.boosts:
            effects.append(t.gettext("gains {boosts}").format(boosts=self.boosts(s.boosts)))
        if s.loses_fleeting:
            effects.append(t.gettext("loses {status}").format(status=self.status("fleeting")))
        if s.activates_reserve_abilities:
            effects.append(t.gettext("activates its {R} abilities (as if it had been played "
                                     "from Reserve)"))
        if s.gains_status:
            effects.append(t.gettext("gains {status}").format(status=self.status(s.gains_status)))
        where = ""
        if s.from_hand_only:
            where = t.gettext(" from your hand")
        if s.from_reserve_only:
            where = t.gettext(" from your Reserve")
        if s.duration == "turn":
            template = (t.pgettext("card", "The next {noun} you play{where} this turn {effects}")
                        if card else t.gettext("The next {noun} you play{where} this turn {effects}"))
        else:
            template = (t.pgettext("card", "The next {noun} you play{where} this Afternoon "
                                           "{effects}") if card else
                        t.gettext("The next {noun} you play{where} this Afternoon {effects}"))
        text = template.format(noun=self.qualified(s.filter, 1, controller=False), where=where,
                               effects=_listed(effects, t.gettext("and")))
        if s.loses_fleeting_from_hand:
            text = t.gettext("{sentence}. If you play it from your hand, it loses {status}").format(
                sentence=text, status=self.status("fleeting"))
        return text

    def step_activate_joins(self, s: ab.ActivateJoins) -> str:
        t = self.t
        if s.each_may:
            return t.gettext("For each {noun}, you may activate its {J} abilities").format(
                noun=self.qualified(s.objects.filter), J="{J}")
        return t.gettext("Activate the {J} abilities of {object}").format(
            object=self.object(s.objects), J="{J}")

    def step_choose_target(self, s: ab.ChooseTarget) -> str:
        t = self.t
        if s.objects.count == 1 and not s.objects.up_to:
            return t.gettext("Target {object}").format(object=self.a(s.objects.filter))
        return t.gettext("Choose {object}").format(object=self.selection(s.objects))

    def step_reserve_to_hand(self, s: ab.ReserveToHand) -> str:
        f = s.filter.model_copy(update={"other": True})
        return self.t.gettext("Return {object} from your Reserve to your hand").format(
            object=self.a(f))

    def step_after_you(self, s: ab.AfterYou) -> str:
        return self.t.gettext("After You")

    def step_discard_from_hand(self, s: ab.DiscardFromHand) -> str:
        t = self.t
        if s.whole_hand:
            return self.who(s.who, t.gettext("Discard your hand"),
                            t.gettext("Target opponent discards their hand"),
                            t.gettext("Each player discards their hand"))
        return self.who(s.who, t.ngettext("Discard a card from your hand",
                                          "Discard {n} cards from your hand", s.count),
                        t.ngettext("Target opponent discards a card from their hand",
                                   "Target opponent discards {n} cards from their hand", s.count),
                        t.ngettext("Each player discards a card from their hand",
                                   "Each player discards {n} cards from their hand", s.count)
                        ).format(n=s.count)

    def step_exhaust(self, s: ab.Exhaust) -> str:
        return self.t.gettext("Exhaust {object}").format(object=self.object(s.objects))

    def step_ready(self, s: ab.Ready) -> str:
        return self.t.gettext("Ready {object}").format(object=self.object(s.objects))

    def step_play_me_for_free(self, s: ab.PlayForFree) -> str:
        t = self.t
        if s.then_gains:
            return t.gettext("Play me for free and I gain {status}").format(
                status=self.status(s.then_gains))
        return t.gettext("Play me for free")

    def step_cant_move_forward(self, s: ab.CantMoveForward) -> str:
        t = self.t
        if s.expedition == "target":
            return t.gettext("Target Expedition can't move forward this Day")
        return t.gettext("Expeditions can't move forward this Day")

    def step_if(self, s: ab.If) -> str:
        t = self.t
        first = s.steps[0]
        c = s.condition
        only_controls = c.model_copy(update={"controls": None, "at_least": 1}) == ab.StepCondition()
        if (c.controls is not None and c.at_least == 1 and only_controls
                and first.kind == "sacrifice" and first.who == "you"
                and first.objects.ref == "choose" and first.objects.count == 1
                and first.objects.filter.model_copy(update={"controller": "any"}) == c.controls):
            # "you control one" is what makes the sacrifice possible: the card says "if you do"
            sentence = _upper_first(self.step(first))
            if len(s.steps) == 1:
                return sentence
            return t.gettext("{sentence}. If you do, {effect}").format(
                sentence=sentence, effect=_lower_first(self.steps(s.steps[1:])))
        return t.gettext("If {condition}, {effect}").format(
            condition=self.step_condition(c), effect=_lower_first(self.steps(s.steps)))

    def step_reveal_top(self, s: ab.RevealTop) -> str:
        return self.t.gettext("Reveal the top card of your Deck")

    def step_play_or_take_it(self, s: ab.PlayOrTakeIt) -> str:
        return self.t.gettext("You may play it for free or put it into your hand")

    def step_discard_reserve(self, s: ab.DiscardReserve) -> str:
        t = self.t
        return self.who(s.who, t.gettext("Discard your Reserve"),
                        t.gettext("Target opponent discards their Reserve"),
                        t.gettext("Each player discards their Reserve"))

    def step_modify_die(self, s: ab.ModifyDie) -> str:
        return self.t.gettext("Increase the result by {n}").format(n=s.amount)

    def step_after_rest(self, s: ab.AfterRest) -> str:
        return self.t.gettext("{effect} after Rest").format(effect=self.steps(s.steps))

    def step_win_game(self, s: ab.WinGame) -> str:
        return self.t.gettext("You win the game")

    def step_put_revealed(self, s: ab.PutRevealed) -> str:
        t = self.t
        text = t.gettext("Reveal the top {n} cards of your Deck. Choose up to {number} {noun} "
                         "from these cards and put them in your Expeditions").format(
            n=self.number(s.reveal), number=self.number(s.count),
            noun=self.qualified(s.filter, 2 if s.count > 1 else 1, controller=False))
        if s.then_gains:
            text = t.gettext("{sentence}. They gain {status}").format(
                sentence=text, status=self.status(s.then_gains))
        return t.gettext("{sentence}. Discard the other cards").format(sentence=text)

    def step_deck_to_mana(self, s: ab.DeckToMana) -> str:
        t = self.t
        return self.who(
            s.who,
            t.ngettext("Put the top card of your Deck in your Mana zone as an exhausted Mana Orb",
                       "Put the top {n} cards of your Deck in your Mana zone as exhausted Mana "
                       "Orbs", s.count),
            t.ngettext("Target opponent puts the top card of their Deck in their Mana zone as an "
                       "exhausted Mana Orb",
                       "Target opponent puts the top {n} cards of their Deck in their Mana zone "
                       "as exhausted Mana Orbs", s.count),
            t.ngettext("Each player puts the top card of their Deck in their Mana zone as an "
                       "exhausted Mana Orb",
                       "Each player puts the top {n} cards of their Deck in their Mana zone as "
                       "exhausted Mana Orbs", s.count)).format(n=self.number(s.count))

    def step_discard_mana_orb(self, s: ab.DiscardManaOrb) -> str:
        t = self.t
        text = t.gettext("Discard one of your Mana Orbs")
        if s.then:
            text = t.gettext("{sentence}. If you do, {effect}").format(
                sentence=text, effect=_lower_first(self.steps(s.then)))
        return text

    def step_put_me_in(self, s: ab.PutMeIn) -> str:
        return self.t.gettext("Put me in Reserve")

    # -- sequences of steps ----------------------------------------------------------------

    def sentences(self, steps: list[Any], clause: bool = False) -> list[str]:
        """Each step's sentence; a Target step and the steps about "it" that follow it
        make one sentence ("Target Character gains 1 boost and loses Fleeting"), and so do
        consecutive steps with the same subject. With `clause`, the first one is a clause."""
        out: list[str] = []
        i = 0
        while i < len(steps):
            step = steps[i]
            as_clause = clause and not out
            subject = step.objects if step.kind == "choose_target" else None
            j = i + 1
            if subject is not None:
                if j < len(steps) and self.verb_forms(steps[j]) and steps[j].objects.ref == "it":
                    first = steps[j].model_copy(update={"objects": subject})
                    group = [first]
                    j += 1
                    while j < len(steps) and self.verb_forms(steps[j]) and \
                            steps[j].objects.ref == "it":
                        group.append(steps[j])
                        j += 1
                    out.append(self.joined(group, as_clause))
                    i = j
                    continue
            elif self.verb_forms(step) is not None:
                group = [step]
                same = ("it",) if as_clause else ("me", "it")
                while j < len(steps) and self.verb_forms(steps[j]) and \
                        steps[j].objects == step.objects and step.objects.ref in same:
                    group.append(steps[j])
                    j += 1
                out.append(self.joined(group, as_clause))
                i = j
                continue
            text = self.step(step, as_clause)
            out.append(_lower_first(text) if as_clause else _upper_first(text))
            i = j
        return out

    def joined(self, group: list[Any], clause: bool) -> str:
        """Steps with one subject: 'I gain 2 boosts and lose Fleeting'."""
        text = self.verb(group[0], clause)
        assert text is not None
        for step in group[1:]:
            text = self.t.gettext("{first} and {then}").format(
                first=text, then=self.predicate(step, clause))
        return _lower_first(text) if clause else _upper_first(text)

    def steps(self, steps: list[Any]) -> str:
        """The sentences joined; after a list of modes, the next sentence starts a line."""
        text = ""
        for sentence in self.sentences(steps):
            if text:
                text += ".\n" if "\n  •" in text.rsplit(".\n", 1)[-1] else ". "
            text += sentence
        return text

    # -- conditions and costs --------------------------------------------------------------

    def counters_condition(self, c: ab.CounterCount) -> str:
        t = self.t
        name = c.counter.capitalize()
        if c.at_least is not None and c.less_than is not None:
            return t.gettext("I have {low} or more and less than {high} {name} counters").format(
                low=c.at_least, high=c.less_than, name=name)
        if c.at_least is not None:
            return t.gettext("I have {n} or more {name} counters").format(n=c.at_least, name=name)
        return t.gettext("I have less than {n} {name} counters").format(n=c.less_than, name=name)

    def step_condition(self, c: ab.StepCondition) -> str:
        t = self.t
        parts = []
        if c.controls is not None:
            parts.append(t.gettext("you control {what}").format(
                what=self.some(c.controls, c.at_least, controller=False)))
        if c.first_player is True:
            parts.append(t.gettext("you are the first player"))
        if c.first_player is False:
            parts.append(t.gettext("you are not the first player"))
        if c.fewer_mana_orbs_than is not None:
            parts.append(t.gettext("you have fewer than {n} Mana Orbs").format(
                n=self.number(c.fewer_mana_orbs_than)))
        if c.zero_base_stats is not None:
            parts.append(t.ngettext(
                "you have a base statistic of 0 among Characters you control",
                "you have {number} or more base statistics of 0 among Characters you control",
                c.zero_base_stats).format(number=self.number(c.zero_base_stats)))
        if c.my_counters is not None:
            parts.append(self.counters_condition(c.my_counters))
        if c.it_is is not None:
            parts.append(t.gettext("it's {what}").format(what=self.a(c.it_is)))
        if c.my_boosts_at_least is not None:
            parts.append(t.gettext("I have {n} or more boosts").format(n=c.my_boosts_at_least))
        if c.my_boosts_at_most is not None:
            parts.append(t.ngettext("I have {n} boost or less", "I have {n} boosts or less",
                                    c.my_boosts_at_most).format(n=c.my_boosts_at_most))
        return _listed(parts, t.gettext("and")) if parts else t.gettext("always")

    def may_cost(self, c: ab.MayCost) -> str:
        t = self.t
        parts = []
        if c.mana:
            parts.append(t.gettext("pay {{{n}}}").format(n=c.mana))
        if c.exhaust_me:
            parts.append(t.gettext("exhaust me ({T})").format(T="{T}"))
        for name, n in c.spend_counters.items():
            parts.append(t.ngettext("spend one of my {name} counters",
                                    "spend {n} of my {name} counters", n).format(
                n=self.number(n), name=name.capitalize()))
        if c.discard_from_reserve:
            parts.append(t.gettext("discard {cards} from your Reserve").format(
                cards=self.cards(c.discard_from_reserve)))
        if c.put_from_hand_in_reserve:
            parts.append(t.gettext("put {cards} from your hand in Reserve").format(
                cards=self.cards(c.put_from_hand_in_reserve)))
        if c.discard_any_from_reserve:
            parts.append(t.gettext("discard any number of cards from your Reserve"))
        if c.sacrifice_me:
            parts.append(t.gettext("sacrifice me"))
        return _listed(parts, t.gettext("and"))

    def cost(self, c: ab.Cost) -> str:
        """A quick action's costs in printed order: mana, {T}, {D}, then the others."""
        t = self.t
        parts = []
        if c.mana:
            parts.append(f"{{{c.mana}}}")
        if c.exhaust_me:
            parts.append("{T}")
        if c.discard_me:
            parts.append("{D}")
        if c.discard_from_reserve:
            parts.append(t.gettext("Discard {cards} from your Reserve").format(
                cards=self.cards(c.discard_from_reserve)))
        if c.sacrifice_character:
            parts.append(t.gettext("Sacrifice a Character"))
        for name, n in c.spend_counters.items():
            parts.append(t.ngettext("Spend one of my {name} counters",
                                    "Spend {n} of my {name} counters", n).format(
                n=self.number(n), name=name.capitalize()))
        return ", ".join(parts) or t.gettext("No cost")

    # -- triggers and abilities ------------------------------------------------------------

    def trigger_mark(self, on: str) -> str:
        t = self.t
        marks = {
            "joins": "{J}", "played_from_hand": "{H}", "played_from_reserve": "{R}",
            "at_noon": t.gettext("At Noon —"),
            "at_dusk": t.gettext("At Dusk —"),
            "leaves_expedition": t.gettext("When I leave the Expedition zone —"),
            "goes_to_reserve": t.gettext("When I go to Reserve —"),
            "sacrificed": t.gettext("When I'm sacrificed —"),
            "expedition_fails_to_move": t.gettext("When my Expedition fails to move forward "
                                                  "during Dusk —"),
            "expedition_moves_forward": t.gettext("When my Expedition moves forward during "
                                                  "Dusk —"),
            "you_roll_dice": t.gettext("When you roll one or more dice —"),
            "you_pass": t.gettext("When you pass —"),
            "opponent_draws_or_resupplies": t.gettext("When an opponent draws one or more cards "
                                                      "or Resupplies —"),
            "you_create_token": t.gettext("When you create a token Character —"),
            "leaves_your_reserve": t.gettext("When a card leaves your Reserve —"),
            "your_character_gains_boosts": t.gettext("When a Character you control gains 1 or "
                                                     "more boosts —"),
            "leaves_landmarks": t.gettext("When I leave your Landmark zone —"),
        }
        return marks[on]

    def trigger(self, tr: ab.Trigger) -> str:
        t = self.t
        if tr.on == "you_play":
            return t.gettext("When you play {what} —").format(
                what=self.a(tr.filter or ab.Filter(type="card")))
        if tr.on == "expedition_moves_forward" and tr.terrain:
            return t.gettext("When one of your Expeditions moves forward due to {terrain} —"
                             ).format(terrain=self.terrain(tr.terrain))
        if tr.on == "character_joins_yours":
            return t.gettext("When {what} joins your Expeditions —").format(
                what=self.a(tr.filter or ab.Filter()))
        if tr.on == "you_sacrifice":
            return t.gettext("When you sacrifice {what} —").format(
                what=self.a(tr.filter or ab.Filter(type="object"), controller=False))
        if tr.on == "goes_to_reserve" and tr.from_zone == "hand":
            return t.gettext("When I go to Reserve from your hand —")
        if tr.on == "goes_to_reserve" and tr.from_zone == "expedition":
            return t.gettext("When I go to Reserve from the Expedition zone —")
        mark = self.trigger_mark(tr.on)
        if tr.during == "afternoon":
            return t.gettext("{trigger} during the Afternoon —").format(trigger=mark.rstrip(" —"))
        return mark

    def condition(self, c: ab.Condition) -> str:
        """A Reaction's condition as a clause ('if you are the first player'), or ''."""
        t = self.t
        if c.first_player is True:
            return t.gettext("if you are the first player")
        if c.first_player is False:
            return t.gettext("if you are not the first player")
        if c.was_fleeting is True:
            return t.gettext("if I was {status}").format(status=self.status("fleeting"))
        if c.was_fleeting is False:
            return t.gettext("if I was not {status}").format(status=self.status("fleeting"))
        if c.first_of_afternoon:
            return t.gettext("if it is the first of its type you play this Afternoon")
        if c.not_first_day:
            return t.gettext("if it is not the first Day")
        if c.my_counters is not None:
            return t.gettext("if {condition}").format(
                condition=self.counters_condition(c.my_counters))
        if c.controls_each_status:
            first, *rest = [t.gettext("{status} Character").format(status=self.status(s))
                            for s in c.controls_each_status]
            words = [t.gettext("a {noun}").format(noun=first)]
            for i, noun in enumerate(rest):
                words.append((t.gettext("another {noun}") if i == 0 else
                              t.gettext("yet another {noun}")).format(noun=noun))
            return t.gettext("if you control {what}").format(
                what=_listed(words, t.gettext("and")))
        return ""

    def ability(self, a: Any) -> str:
        t = self.t
        if isinstance(a, ab.Reaction):
            condition = self.condition(a.condition)
            effect = self.steps(a.effect)
            if a.effect[0].kind == "if" and self.trigger(a.trigger).endswith("—"):
                effect = _lower_first(effect)  # "At Dusk — if I have ..., draw a card."
            if a.condition.controls_each_status and a.trigger.on == "at_dusk":
                # the condition belongs to the trigger: "At Dusk, if ... — You win the game."
                return t.gettext("At Dusk, {condition} — {effect}.").format(
                    condition=condition, effect=effect)
            if condition:
                return t.gettext("{trigger} {condition}, {effect}.").format(
                    trigger=self.trigger(a.trigger), condition=condition,
                    effect=_lower_first(effect))
            return t.gettext("{trigger} {effect}.").format(trigger=self.trigger(a.trigger),
                                                           effect=effect)
        if isinstance(a, ab.QuickAction) and a.condition.my_counters is not None:
            inner = self.ability(a.model_copy(update={"condition": ab.Condition()}))
            return t.gettext('If {condition}, I have "{ability}"').format(
                condition=self.counters_condition(a.condition.my_counters), ability=inner)
        if isinstance(a, ab.QuickAction):
            text = t.gettext("{cost}: {effect}.").format(cost=self.cost(a.cost),
                                                         effect=self.steps(a.effect))
            only = self.condition(a.condition)
            if only:
                text += " " + t.gettext("Only {condition}.").format(condition=only)
            if a.cost.more_if_not_first_player:
                text += " " + t.gettext("This action costs {{{n}}} more if you are not the "
                                        "first player.").format(n=a.cost.more_if_not_first_player)
            return text
        if isinstance(a, ab.SpellEffect):
            return f"{self.steps(a.steps)}."
        if isinstance(a, ab.PassiveAbility):
            return self.passive(a.effect)
        raise ValueError(f"no rendering for ability {type(a).__name__}")

    def passive(self, p: Any) -> str:
        renderer: Callable[[Any], str] = getattr(self, f"passive_{p.kind}")
        return renderer(p)

    def passive_grant_keywords(self, p: ab.GrantKeywords) -> str:
        t = self.t
        words = ", ".join(self.keyword(k) for k in p.keywords.names())
        if p.to is None:
            text = t.gettext("I am {keywords}").format(keywords=words)
        elif p.keywords.tough or p.keywords.scout is not None:
            text = t.gettext("{objects} you control have {keywords}").format(
                objects=self.qualified(p.to, 2, controller=False), keywords=words)
        else:
            text = t.gettext("{objects} you control are {keywords}").format(
                objects=self.qualified(p.to, 2, controller=False), keywords=words)
        if p.unless is not None:
            text = t.gettext("{sentence} unless {condition}").format(
                sentence=text, condition=self.step_condition(p.unless))
        if p.condition is not None:
            text = t.gettext("If {condition}, {effect}").format(
                condition=self.step_condition(p.condition), effect=_lower_first(text))
        return _upper_first(text) + "."

    def passive_tough_x(self, p: ab.ToughX) -> str:
        t = self.t
        if p.x == "regions_between_expeditions":
            return t.gettext("Tough X, where X is the number of regions between your Hero and "
                             "Companion Expeditions.")
        f = (p.filter or ab.Filter()).model_copy(update={"controller": "any"})
        return t.gettext("Tough X, where X is the number of {objects} you control.").format(
            objects=self.qualified(f, 2))

    def passive_triggers_cant_activate(self, p: ab.TriggersCantActivate) -> str:
        t = self.t
        marks = _listed([self.trigger_mark(on) for on in p.triggers], t.gettext("and"))
        return t.gettext("The {marks} abilities of Characters facing me can't activate.").format(
            marks=marks)

    def passive_expeditions_cant_move_forward(self, p: ab.ExpeditionsCantMoveForward) -> str:
        return self.t.gettext("Your other Expedition and the Expedition facing it can't move "
                              "forward.")

    def passive_min_play_cost(self, p: ab.MinPlayCost) -> str:
        f = p.filter.model_copy(update={"controller": "any"})
        return _upper_first(self.t.gettext("{objects} your opponents play can't cost less than "
                                           "{{{n}}}.").format(objects=self.qualified(f, 2),
                                                              n=p.minimum))

    def passive_cant_be_played(self, p: ab.CantBePlayed) -> str:
        return self.t.gettext("I can't be played if {condition}.").format(
            condition=self.step_condition(p.condition))

    def passive_dice_advantage(self, p: ab.DiceAdvantage) -> str:
        return self.t.gettext("If you would roll one or more dice, roll one more and ignore the "
                              "roll of your choice.")

    def passive_resupply_reveal(self, p: ab.ResupplyReveal) -> str:
        return self.t.gettext("If you would Resupply, instead reveal the top two cards of your "
                              "Deck: put one in Reserve and discard the other.")

    def passive_cost_option(self, p: ab.CostOption) -> str:
        return self.t.gettext("As you play me, you may discard {cards} from your Reserve to "
                              "make me cost {{{n}}} less.").format(
            cards=self.cards(p.discard_from_reserve), n=p.reduce)

    def passive_morning_change(self, p: ab.MorningChange) -> str:
        t = self.t
        if p.draw == 1:
            text = t.gettext("During Morning, draw only one card.")
        else:
            text = t.gettext("During Morning, draw {cards}.").format(cards=self.cards(p.draw))
        if p.expand_from_deck:
            text += " " + t.gettext("Then, put the top card of your Deck in your Mana zone "
                                    "instead of a card from your hand.")
        if p.not_first_day:
            text += " " + t.gettext("Ignore this during the first Day.")
        return text

    def passive_played_fleeting(self, p: ab.PlayedFleeting) -> str:
        return _upper_first(self.t.gettext("{objects} you play are {status}.").format(
            objects=self.qualified(p.filter, 2), status=self.status("fleeting", 2)))

    def passive_regions_are(self, p: ab.RegionsAre) -> str:
        return self.t.gettext("All regions are {terrain} and lose their other types.").format(
            terrain=self.terrain(p.terrain))

    def passive_grant_ability(self, p: ab.GrantAbility) -> str:
        return self.t.gettext('Your {objects} have: "{ability}"').format(
            objects=self.qualified(p.to, 2, controller=False), ability=self.ability(p.ability))

    def passive_start_counters(self, p: ab.StartCounters) -> str:
        return self.t.gettext("I begin the game with {counters}.").format(
            counters=self.counter(p.counter, p.amount))

    def passive_die_bonus(self, p: ab.DieBonus) -> str:
        return self.t.gettext("If you would roll a die, you may add {n} to its result (choose "
                              "after you see the result).").format(n=p.amount)

    def passive_leave_to_mana(self, p: ab.LeaveToMana) -> str:
        t = self.t
        if p.while_boosted:
            when = t.gettext("If I would leave the Expedition zone while I'm boosted")
        else:
            when = t.gettext("If I would leave the Expedition zone")
        if not p.optional:
            return t.gettext("{when}, put me in my owner's Mana zone instead as an exhausted "
                             "Mana Orb.").format(when=when)
        text = t.gettext("{when}, you may put me in my owner's Mana zone as an exhausted Mana "
                         "Orb.").format(when=when)
        if p.otherwise:
            text += " " + t.gettext("If you don't, {effect}.").format(
                effect=_lower_first(self.steps(p.otherwise)))
        return text

    # -- a whole card ----------------------------------------------------------------------

    def card(self, card: CardDef) -> str:
        """The full text box: keywords, abilities, then support abilities."""
        lines = []
        words = [self.keyword(k) for k in card.keywords.names()]
        if words:
            lines.append(". ".join(words) + ".")
        lines += [self.ability(a) for a in card.abilities]
        support = self.t.gettext("[Support]")
        lines += [f"{support} {self.ability(a)}" for a in card.support]
        return "\n".join(lines)


@lru_cache(maxsize=None)
def card_text(lang: str) -> CardText:
    return CardText(lang)


@lru_cache(maxsize=None)
def _token(name: str) -> CardDef | None:
    return default_pool().tokens_named(name)


# The functions the rest of the program calls (English unless a language is given).

def render_text(card: CardDef, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.card(card))


def render_ability(a: Any, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.ability(a))


def render_passive(p: Any, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.passive(p))


def render_trigger(t: ab.Trigger, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.trigger(t))


def render_steps(steps: list[Any], lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.steps(steps))


def render_step(step: Any, lang: str = "en") -> str:
    return _upper_first(render_steps([step], lang))


def render_may_cost(cost: ab.MayCost, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.may_cost(cost))
