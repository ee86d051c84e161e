"""Effect steps as sentences, in one language: each step kind, the sentences a list of
steps makes, and the conditions and costs around them."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.cards.phrases import VERB_OF_STEP, Phrases, listed, lower_first, upper_first
from altered_tui.cards.pool import default_pool
from altered_tui.i18n import N_
from altered_tui.i18n.terms import subtype_name


def _simple(step: Any) -> bool:
    """A plain thing you do, that reads well after "then"."""
    return step.kind in ("draw", "resupply", "sabotage", "put_from_hand") and \
        getattr(step, "who", "you") == "you"


def _then(step: Any) -> bool:
    """A step that finishes what the one before did: "..., then (you may) put me in your
    Mana zone", "..., then create a token in its Expedition"."""
    if step.kind == "may" and len(step.steps) == 1 and step.cost is None:
        step = step.steps[0]
    return (step.kind == "put_me_in" and step.zone == "mana") or (
        step.kind == "create_token" and step.where == "its_expedition")


# Steps whose sentences stand alone even after "If you do,": they say what they hang on.
_OWN_SENTENCES = frozenset({"if", "choose_one", "repeat", "roll_die", "remove_boosts", "sabotage",
                            "may", "rush"})

# Steps whose clause reads well after "to": "You may Rush to draw a card".
_AFTER_TO = frozenset({"draw", "sabotage", "resupply", "boost", "deck_to_mana", "gain_status",
                       "lose_status", "send_to", "create_token", "put_from_hand", "exhaust",
                       "ready", "gain_counters"})


@lru_cache(maxsize=None)
def _token(name: str) -> CardDef | None:
    return default_pool().tokens_named(name)


# What each yes-or-no field of a condition says when true, and when false (None: a
# condition never says it that way). They come after the condition's other parts.
FLAG_TEXTS: dict[str, tuple[str | None, str | None]] = {
    "first_player": (N_("you are the first player"), N_("you are not the first player")),
    "fewer_in_reserve_than_opponent": (N_("you have fewer cards in Reserve than target opponent"),
                                       None),
    "played_for_less": (N_("you played me for less"), None),
    "i_am_in_single_terrain_region": (N_("I'm in a single-terrain region"), None),
    "both_expeditions_failed": (N_("both of your Expeditions failed to move forward"), None),
    "in_ascended_expedition": (N_("I'm in an Ascended Expedition"),
                               N_("I'm not in an Ascended Expedition")),
    "you_have_ascended_expedition": (N_("one or more of your Expeditions is Ascended"),
                                     N_("none of your Expeditions is Ascended")),
    "my_expedition_behind": (N_("my Expedition is behind"), N_("my Expedition is not behind")),
    "its_hand_cost_is_result": (N_("its Hand Cost is equal to the die's result"), None),
    "rolled_above_its_hand_cost": (N_("the result is higher than its Hand Cost"), None),
    "its_expedition_behind": (N_("its Expedition is behind"), N_("its Expedition is not behind")),
    "expeditions_behind_or_tied": (N_("each of your Expeditions is behind or tied"),
                                   N_("one of your Expeditions is ahead")),
    "you_control_it": (N_("you control it"), None),
    "it_alone_in_reserve": (N_("it was the only card in its Reserve"), None),
    "it_in_your_reserve": (N_("it's in your Reserve"), None),
    "in_starting_region": (N_("my Expedition is in its starting region"),
                           N_("my Expedition is not in its starting region")),
    "i_am_in_contact": (N_("I'm In Contact"), N_("I'm not In Contact")),
    "both_expeditions_ascended": (N_("both of your Expeditions are Ascended"), None),
    "other_character_in_each_expedition": (
        N_("there's another Character in each of your Expeditions"), None),
    "character_in_each_expedition": (N_("there's a Character in each of your Expeditions"),
                                     None),
    "exhausted_reserve_card_or_permanent": (
        N_("there's an exhausted card in your Reserve or you control an exhausted Permanent"),
        None),
    "fewer_in_hand_than_opponent": (N_("an opponent's hand contains more cards than yours"),
                                    None),
}
EMPTY_TEXTS = {"hand": N_("your hand is empty"), "reserve": N_("your Reserve is empty")}


class StepText(Phrases):
    """The sentences of effect steps."""

    of_landmark = False  # the text is a Landmark Permanent's (CardText.card says)
    # "exhaust ({T}) target card": the symbol's reminder after the verb, but not in a quick
    # action's effect, whose cost already shows the symbol (CardText.ability says)
    exhaust_mark = True
    # the card can't be in its Reserve as the effect resolves (played, joining, a Spell):
    # "a card from your Reserve" needs no "another" (CardText.ability says)
    out_of_reserve = False

    # -- steps -----------------------------------------------------------------------------

    def who(self, who: str, you: str, opponent: str, each: str) -> str:
        return {"you": you, "opponent": opponent, "each": each}[who]

    def step(self, step: Any, clause: bool = False) -> str:
        """One step as a sentence (capitalised by the caller), or as a clause."""
        sel = getattr(step, "objects", None)
        if isinstance(sel, ab.Select) and sel.by_opponent:  # the opponent picks, then "it"
            inner = step.model_copy(update={"objects": ab.Select(ref="it")})
            chooser = (self.t.gettext("That opponent targets {object}. {effect}")
                       if self.opponent_named else
                       self.t.gettext("An opponent targets {object}. {effect}"))
            return chooser.format(
                object=self.a(sel.filter), effect=upper_first(self.step(inner)))
        verb = self.verb(step, clause)
        if verb is not None:
            return verb
        if clause and step.kind == "next_play" and step.cost_change < 0 and step == ab.NextPlay(
                kind="next_play", filter=step.filter, duration=step.duration,
                cost_change=step.cost_change):
            return self.reduce_next(step)  # "You may ... to reduce the cost of the next ..."
        if clause and step.kind == "draw" and step.who == "opponent" and isinstance(step.count, int):
            return self.t.gettext("have target opponent draw {cards}").format(
                cards=self.cards(step.count))  # "You may have target opponent draw a card"
        if clause and step == ab.Resupply(kind="resupply", who="opponent"):
            return self.t.gettext("have target opponent Resupply")  # "You may have ..."
        if step.kind == "exhaust":  # "You may exhaust ({T}) ...": the mark says a choice
            return self.step_exhaust(step, clause)
        renderer: Callable[[Any], str] = getattr(self, f"step_{step.kind}")
        return renderer(step)

    def step_draw(self, s: ab.Draw) -> str:
        t = self.t
        cards = self.amount(s.count, self.cards)
        if s.who == "its_controller":
            return t.gettext("Its controller draws {cards}").format(cards=cards)
        if s.who == "facing_it":
            return t.gettext("The controller of the Expedition facing it draws {cards}").format(
                cards=cards)
        return self.who(s.who, t.gettext("Draw {cards}"),
                        t.gettext("Target opponent draws {cards}"),
                        t.gettext("Each player draws {cards}")).format(cards=cards)

    def step_resupply(self, s: ab.Resupply) -> str:
        t = self.t
        if s.may:
            return self._may_resupply(s)
        if s.who in ("its_controller", "its_owner", "target_player"):
            text = {("target_player", False): t.gettext("Target player Resupplies"),
                    ("target_player", True): t.gettext("Target player Exhausted Resupplies"),
                    ("its_controller", False): t.gettext("Its controller Resupplies"),
                    ("its_controller", True): t.gettext("Its controller Exhausted Resupplies"),
                    ("its_owner", False): t.gettext("Its owner Resupplies"),
                    ("its_owner", True): t.gettext("Its owner Exhausted Resupplies"),
                    }[(s.who, s.exhausted)]
        elif s.exhausted:
            text = self.who(s.who, t.gettext("Exhausted Resupply"),
                            t.gettext("Target opponent Exhausted Resupplies"),
                            t.gettext("Each player Exhausted Resupplies"))
        else:
            text = self.who(s.who, t.gettext("Resupply"), t.gettext("Target opponent Resupplies"),
                            t.gettext("Each player Resupplies"))
        if s.count == 2:
            text = t.gettext("{resupply}, then resupply again").format(resupply=text)
        elif s.count > 2:
            text = t.gettext("{resupply} {n} times").format(resupply=text, n=self.number(s.count))
        return text

    def _may_resupply(self, s: ab.Resupply) -> str:
        t = self.t
        if s.exhausted:
            text = self.who(s.who, t.gettext("You may Exhausted Resupply"),
                            t.gettext("Target opponent may Exhausted Resupply"),
                            t.gettext("Each player may Exhausted Resupply"))
        else:
            text = self.who(s.who, t.gettext("You may Resupply"),
                            t.gettext("Target opponent may Resupply"),
                            t.gettext("Each player may Resupply"))
        if s.count > 1:
            text = t.ngettext("{resupply}, up to {n} time", "{resupply}, up to {n} times",
                              s.count).format(resupply=text, n=self.number(s.count))
        return text

    def step_exchange_reserve_hand(self, s: ab.ExchangeReserveHand) -> str:
        target = self.selection(ab.Select(ref="target", filter=s.filter))
        return self.t.gettext("Exchange {what} in your Reserve with a card from your hand"
                              ).format(what=target)

    def step_sabotage(self, s: ab.Sabotage) -> str:
        t = self.t
        if s.max_reserve_cost is not None and not s.then and not s.otherwise:
            return t.gettext("Sabotage a card with Reserve Cost {{{n}}} or less").format(
                n=s.max_reserve_cost)
        if s.filter is not None and not s.then and not s.otherwise:
            return t.gettext("Sabotage {what}").format(what=self.a(s.filter, controller=False))
        first = s.then[0] if len(s.then) == 1 else None
        if isinstance(first, ab.If) and first.condition.it_is is not None and \
                first.condition.model_fields_set == {"it_is"}:
            # "If you discarded a Character this way, ..., otherwise ..."
            text = t.gettext("Sabotage. If you discarded {what} this way, {effect}").format(
                what=self.a(first.condition.it_is, controller=False),
                effect=self.consequence(first.steps))
            if first.otherwise and first.otherwise == s.otherwise:
                text = t.gettext("{sentence}, otherwise {effect}").format(
                    sentence=text, effect=self.consequence(first.otherwise))
            return text
        if s.then:
            return t.gettext("Sabotage. If you discarded a card this way, {effect}").format(
                effect=self.consequence(s.then))
        return t.gettext("Sabotage")

    def step_send_to(self, s: ab.SendTo) -> str:
        t = self.t
        many = 2 if s.objects.ref == "each" or s.objects.count > 1 else 1
        templates = {
            "reserve": t.gettext("Send {object} to Reserve"),
            "hand": t.ngettext("Return {object} to its owner's hand",
                               "Return {object} to their owners' hands", many),
            "deck_top": t.ngettext("Return {object} to the top of its owner's Deck",
                                   "Return {object} to the top of their owners' Decks", many),
            "deck_at_die": t.gettext("Send {object} to the Xth position of its owner's Deck, "
                                     "where X is the result"),
            "mana": t.ngettext("Put {object} in its owner's Mana zone as an exhausted Mana Orb",
                               "Put {object} in their owners' Mana zones as exhausted Mana Orbs",
                               many),
            "discard": t.gettext("Discard {object}"),
        }
        if s.zone == "mana" and s.objects.filter.in_reserve:
            orb = (t.ngettext("a ready Mana Orb", "ready Mana Orbs", many) if s.ready_orb else
                   t.ngettext("an exhausted Mana Orb", "exhausted Mana Orbs", many))
            f = s.objects.filter
            if f.controller == "you" and many == 1:  # "a card from your Reserve"
                noun = self.a(f.model_copy(update={"in_reserve": False, "controller": "any"}))
                return t.gettext("Put {object} from your Reserve in your Mana zone as {orb}"
                                 ).format(object=noun, orb=orb)
            return t.ngettext("Put {object} in its owner's Mana zone as {orb}",
                              "Put {object} in their owners' Mana zones as {orb}", many).format(
                object=self.object(s.objects), orb=orb)
        if s.zone == "reserve" and s.objects.filter.max_hand_cost_from is not None:
            # the 'where X is' clause must end the sentence
            return t.gettext("Send to Reserve {object}").format(object=self.object(s.objects))
        if s.zone == "reserve" and s.objects.filter.max_hand_cost_plus_my_counters is not None:
            text = t.gettext("Send to Reserve {object}").format(object=self.object(s.objects))
        else:
            text = templates[s.zone].format(object=self.object(s.objects))
        if s.then_exhaust:
            text = t.ngettext("{sentence}, then exhaust it", "{sentence}, then exhaust them",
                              many).format(sentence=text)
        return text

    def step_gain_status(self, s: ab.GainStatus) -> str:
        """Only "each player chooses" comes here; other gains are verbs (phrases.VERBS)."""
        return self.t.gettext("Each player chooses {object} they control. It gains {status}").format(
            object=self.a(s.objects.filter, controller=False), status=self.status(s.status))

    def step_sacrifice(self, s: ab.Sacrifice) -> str:
        t = self.t
        what = self.object(s.objects, controller=False)
        if s.highest_base_cost:
            kind = s.objects.filter.type
            what = (t.gettext("the Character or Permanent they control with the highest Base Cost")
                    if kind == "object" else
                    t.gettext("the Permanent they control with the highest Base Cost")
                    if kind == "permanent" else
                    t.gettext("the Character they control with the highest Base Cost"))
        if s.who == "target_player":
            text = t.gettext("Target player sacrifices {object}").format(object=what)
        else:
            text = self.who(s.who, t.gettext("Sacrifice {object}"),
                            t.gettext("Target opponent sacrifices {object}"),
                            t.gettext("Each player sacrifices {object}")).format(object=what)
        if s.then:
            text = t.gettext("{sentence}. If you do, {effect}").format(
                sentence=text, effect=self.consequence(s.then))
        if s.otherwise:
            text = t.gettext("{sentence}. If you can't, {effect}").format(
                sentence=text, effect=self.consequence(s.otherwise))
        return text

    def token(self, name: str, n: int, shown: str | None = None) -> str:
        """'a Brassbug Robot token (2/2/2)': the token's sub-type and statistics, when the
        bundled pool defines it; `shown` in place of the number ("X")."""
        t = self.t
        token = _token(name)
        if token is None:
            return t.ngettext("a {name} token", "{n} {name} tokens", n).format(
                n=n if shown is None else shown, name=name)
        kind = " ".join(subtype_name(x, 1, t) for x in token.subtypes) or t.gettext("Character")
        if token.is_landmark:  # no statistics (README: Landmark tokens); what it does, quoted
            if n == 1 and name[:1] in "AEIOU":
                text = t.gettext("an {name} {kind} token").format(name=name, kind=kind)
            else:
                text = t.ngettext("a {name} {kind} token", "{n} {name} {kind} tokens", n).format(
                    n=self.number(n) if shown is None else shown, name=name, kind=kind)
            ability = getattr(self, "ability", None)  # a whole ability: the card renderer's
            if ability is None or not token.abilities:
                return text
            return t.gettext('{tokens} with "{abilities}"').format(
                tokens=text, abilities=" ".join(ability(a) for a in token.abilities))
        stats = f"{token.forest}/{token.mountain}/{token.water}"
        if n == 1 and name[:1] in "AEIOU":
            template = t.gettext("an {name} {kind} token ({stats})")
        else:
            template = t.ngettext("a {name} {kind} token ({stats})",
                                  "{n} {name} {kind} tokens ({stats})", n)
        return template.format(n=self.number(n) if shown is None else shown, name=name,
                               kind=kind, stats=stats)

    def step_create_token(self, s: ab.CreateToken) -> str:
        t = self.t
        q = s.count
        counted = q.count.cards_in if isinstance(q, ab.Quantity) and q.count is not None else None
        if counted == "target_player_reserve":  # the Expedition is targeted before the player
            tokens = self.token(s.token, 2).split(" ", 1)[1]  # the plural without its number
            return t.gettext("Target an Expedition. Create X {tokens} in it, where X is the number "
                             "of cards in target player's Reserve").format(tokens=tokens)
        if counted == "my_landmarks":
            tokens = self.token(s.token, q.times)  # type: ignore[union-attr]
            text = t.gettext("Target an Expedition, then create {tokens} in it for each card in "
                             "your Landmarks").format(tokens=tokens)
            if s.count_max is not None:
                text = t.gettext("{sentence}, up to {n} at a time").format(
                    sentence=text, n=self.number(s.count_max))
            return text
        where = {
            "my_expedition": t.gettext("Create {tokens} in my Expedition"),
            "other_expedition": t.gettext("Create {tokens} in your other Expedition"),
            "each_of_your_expeditions": t.gettext("Create {tokens} in each of your Expeditions"),
            "each_of_your_expeditions_behind_or_tied": t.gettext(
                "Create {tokens} in each of your Expeditions that's behind or tied"),
            "target_expedition": t.gettext("Create {tokens} in target Expedition"),
            "hero_expedition": t.gettext("Create {tokens} in your Hero Expedition"),
            "companion_expedition": t.gettext("Create {tokens} in your Companion Expedition"),
            "its_expedition": t.gettext("Create {tokens} in its Expedition"),
            "distributed": t.gettext("Create {tokens}, split as you choose among your "
                                     "Expeditions"),
            "opponent_companion_expedition": t.gettext(
                "Create {tokens} in target opponent's Companion Expedition"),
            "its_owner_companion_expedition": t.gettext(
                "Create {tokens} in the Companion Expedition of its owner"),
            "each_expedition": t.gettext("Create {tokens} in each Expedition"),
            "opponent_expedition": t.gettext("Create {tokens} in an opponent's Expedition"),
            "a_hero_expedition": t.gettext("Create {tokens} in a Hero Expedition"),
            "a_companion_expedition": t.gettext("Create {tokens} in a Companion Expedition"),
            "facing_expedition": t.gettext("Create {tokens} in the Expedition facing me"),
            "target_expeditions": t.gettext("Create {tokens} in target Expedition"),
            "your_landmarks": t.gettext("Create {tokens} in your Landmarks"),
            "target_opponent_landmarks": t.gettext("Create {tokens} in target opponent's "
                                                   "Landmarks"),
            "target_player_landmarks": t.gettext("Create {tokens} in target player's Landmarks"),
            "each_player_landmarks": t.gettext("Create {tokens} in each player's Landmarks"),
            "its_controller_landmarks": t.gettext("Create {tokens} in its controller's Landmarks"),
            "distributed_any": t.gettext("Create {tokens}, split as you choose among any "
                                         "Expeditions"),
            "another_target_expedition": t.gettext("Create {tokens} in another target Expedition"),
        }[s.where]
        tokens = self.amount_noun(q, lambda n, shown: self.token(s.token, n, shown))
        text = where.format(tokens=tokens)
        if s.where == "target_expeditions" and s.expeditions > 1:
            template = (t.gettext("Target up to {n} Expeditions and create {tokens} in each one")
                        if s.up_to else
                        t.gettext("Target {n} Expeditions and create {tokens} in each one"))
            text = template.format(n=self.number(s.expeditions), tokens=tokens)
        text = self.amount_clause(q, text)
        if s.then_gains is not None:
            many = q if isinstance(q, int) else 2
            text = t.ngettext("{sentence}, then it gains {status}",
                              "{sentence}, then they gain {status}", many).format(
                sentence=text, status=self.status(s.then_gains, many))
        return text

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
            ("that", "forward"): t.gettext("That Expedition moves forward one region"),
            ("that", "backward"): t.gettext("That Expedition moves backward one region"),
            ("its_other", "forward"): t.gettext("Its controller's other Expedition moves forward "
                                                "one region"),
            ("its_other", "backward"): t.gettext("Its controller's other Expedition moves backward "
                                                 "one region"),
        }
        if s.yours:
            templates.update({
                ("target", "forward"): t.gettext("Target Expedition you control moves forward one "
                                                 "region"),
                ("target", "backward"): t.gettext("Target Expedition you control moves backward one "
                                                  "region"),
                ("its_other", "forward"): t.gettext("Your other Expedition moves forward one region"),
                ("its_other", "backward"): t.gettext("Your other Expedition moves backward one "
                                                     "region")})
        text = templates[(s.expedition, s.direction)]
        if s.then:
            if s.yours:  # "its controller" is you
                then = [step.model_copy(update={"yours": True}) if step.kind == "move_expedition"
                        else step for step in s.then]
            else:
                then = list(s.then)
            text = t.gettext("{sentence}. If it does, {effect}").format(
                sentence=text, effect=self.consequence(then))
        return text

    def step_place_marker(self, s: ab.PlaceMarker) -> str:
        t = self.t
        if s.terrain is None:
            return t.gettext("Place one of my Terrain Markers on target visible region, taking "
                             "it from me or from its region (while it is there, that region has "
                             "the Marker's terrain and no other)")
        return t.gettext("Place a {terrain} Terrain Marker on target visible region (while it "
                         "is there, that region is {terrain} and has no other terrain)").format(
            terrain=self.terrain(s.terrain))

    def step_move_marker(self, s: ab.MoveMarker) -> str:
        return self.t.gettext("Move a {terrain} Terrain Marker from any region to my region").format(
            terrain=self.terrain(s.terrain))

    def step_put_from_hand(self, s: ab.PutFromHand) -> str:
        t = self.t
        if s.who == "each" and s.may and s.zone == "reserve":
            if s.then_draw:
                return t.gettext("Each player may put a card from their hand in Reserve to "
                                 "draw {cards}").format(cards=self.cards(s.then_draw))
            return t.gettext("Each player may put a card from their hand in Reserve")
        if s.who == "target_player" and s.zone == "reserve":
            return t.gettext("Target player puts a card from their hand in Reserve")
        if s.who == "opponent":
            if s.zone == "reserve":
                return t.gettext("Target opponent puts a card from their hand in Reserve")
            return t.gettext("Target opponent puts a card from their hand in their Mana zone")
        if s.zone == "reserve" and s.filter is not None:
            return t.gettext("Put {what} from your hand in Reserve").format(
                what=self.a(s.filter, controller=False))
        if s.zone == "reserve":
            text = t.gettext("Put a card from your hand in Reserve")
            if s.then_exhaust:
                text = t.ngettext("{sentence}, then exhaust it", "{sentence}, then exhaust them",
                                  1).format(sentence=text)
            if s.then_draw:
                text = t.gettext("{sentence}. If you do, draw {cards}").format(
                    sentence=text, cards=self.cards(s.then_draw))
            return text
        return t.gettext("Put a card from your hand in your Mana zone")

    def step_may(self, s: ab.May) -> str:
        t = self.t
        first, *rest = self.sentences(s.steps, clause=True)
        if s.cost is not None:
            text = t.gettext("You may {cost} to {effect}").format(cost=self.may_cost(s.cost),
                                                                  effect=first)
        else:
            text = t.gettext("You may {effect}").format(effect=first)
        # a last "if it's ..." or "you may play it" already speaks of what was done
        if len(rest) == 1 and s.steps[-1].kind in ("if", "play_or_take_it"):
            text = ". ".join([text, *rest])
        elif rest:
            text = t.gettext("{sentence}. If you do, {effect}").format(
                sentence=text, effect=lower_first(self.chain(rest, s.steps[1:])))
        if s.otherwise:
            text = t.gettext("{sentence}. If you don't, {effect}").format(
                sentence=text, effect=self.consequence(s.otherwise))
        return text

    def step_roll_die(self, s: ab.RollDie) -> str:
        t = self.t
        roll = t.gettext("Roll a die")
        if s.raise_with_counters is not None:
            roll = t.gettext("Roll a die, then spend any number of my {name} counters to increase "
                             "the result by that much").format(name=s.raise_with_counters.capitalize())
        for o in s.outcomes:
            if (o.low, o.high) == (1, 6):
                return t.gettext("{roll}. {effect}").format(roll=roll, effect=self.steps(o.steps))
        parts = []
        for o in s.outcomes:
            if o.high == 6:  # also results above 6 (CR 7.3.19.c): "6+", not "6"
                result = f"{o.low}+"
            elif o.low == o.high:
                result = str(o.low)
            else:
                result = f"{o.low}-{o.high}"
            parts.append(t.gettext("On a {result}, {effect}.").format(
                result=result, effect=self.consequence(o.steps)))
        return t.gettext("{roll}. {outcomes}").format(roll=roll, outcomes=" ".join(parts)).rstrip(".")

    def step_repeat(self, s: ab.Repeat) -> str:
        t = self.t
        steps = f"\n  • {self.steps(s.steps)}"
        q = s.times
        if isinstance(q, ab.Quantity) and q.count is not None \
                and q.count.named_in_my_discard is not None and q.times == 1:
            return t.gettext('Do this once for each "{name}" in your discard pile:{steps}').format(
                name=q.count.named_in_my_discard, steps=steps)
        if isinstance(q, ab.Quantity) and q.my_counters is not None and not q.plus \
                and q.times == 1 and len(s.steps) == 1:
            # "for each of my boosts, ...": one step, done X times
            each = (t.gettext("For each of my boosts, {effect}") if q.my_counters == "boost"
                    else t.gettext("For each of my {name} counters, {effect}"))
            return each.format(name=q.my_counters.capitalize(),
                               effect=lower_first(self.steps(s.steps)))
        if isinstance(q, int):
            return t.ngettext("Do the following {n} time:{steps}", "Do the following {n} times:{steps}",
                              q).format(n=self.number(q), steps=steps)
        times = self.amount_clause(q, t.gettext("Do the following {n} times").format(
            n=self.amount_noun(q, lambda n, shown: shown or str(n))))
        return t.gettext("{sentence}:{steps}").format(sentence=times, steps=steps)

    def step_receive_gift(self, s: ab.ReceiveGift) -> str:
        return self.t.gettext("receive the same Gift yourself")

    def step_look_take_one(self, s: ab.LookTakeOne) -> str:
        return self.t.gettext("Look at the top {n} cards of your Deck. Put one in your hand and "
                              "discard the others").format(n=self.number(s.look))

    def step_remove_counters(self, s: ab.RemoveCounters) -> str:
        t = self.t
        if s.counter == "boost" and s.objects.ref == "me":
            return t.ngettext("I lose {n} boost", "I lose {n} boosts", s.amount).format(n=s.amount)
        if s.counter is not None:
            return t.ngettext("Remove {n} {name} counter from {object}",
                              "Remove {n} {name} counters from {object}", s.amount).format(
                n=s.amount, name=s.counter.capitalize(), object=self.object(s.objects))
        if s.up_to:
            return t.ngettext("Remove up to {n} counter from {object}",
                              "Remove up to {n} counters from {object}",
                              s.amount).format(n=s.amount, object=self.object(s.objects))
        return t.ngettext("Remove {n} counter from {object}", "Remove {n} counters from {object}",
                          s.amount).format(n=s.amount, object=self.object(s.objects))

    def step_boost(self, s: ab.Boost) -> str:
        """Only a distributed boost comes here; the others are verbs of their subject."""
        template = (self.t.gettext("Distribute {boosts} among any target {noun}")
                    if s.objects.ref == "target" else
                    self.t.gettext("Distribute {boosts} among any {noun}"))
        return template.format(boosts=self.boosts(s.amount), noun=self.qualified(s.objects.filter, 2))

    def step_exchange_boosts(self, s: ab.ExchangeBoosts) -> str:
        return self.t.gettext("Exchange the boosts of {object}").format(
            object=self.object(s.objects))

    def step_augment(self, s: ab.Augment) -> str:
        return self.t.gettext("Augment {object}").format(object=self.object(s.objects))

    def step_remove_boosts(self, s: ab.RemoveBoosts) -> str:
        t = self.t
        text = t.gettext("Remove all boosts from {object}").format(object=self.object(s.objects))
        if not s.outcomes:
            return text
        outcomes = []
        for o in s.outcomes:
            if o.at_most is None:
                counted = f"{o.at_least}+"
            elif o.at_most == o.at_least:
                counted = str(o.at_least)
            else:
                counted = f"{o.at_least}-{o.at_most}"
            outcomes.append(f"\n  • {counted}: {self.steps(o.steps)}.")
        return t.gettext("{sentence}. Then, depending on the number of boosts removed this "
                         "way:{outcomes}").format(sentence=text,
                                                  outcomes="".join(outcomes)).rstrip(".")

    def step_choose_one(self, s: ab.ChooseOne) -> str:
        costs = s.costs or [None] * len(s.modes)
        modes = "".join(f"\n  • {self.mode_cost(c)}{self.steps(m)}." for m, c in zip(s.modes, costs))
        if s.both_if is not None:
            return self.t.gettext("Choose one. If {condition}, you may choose both:{modes}").format(
                condition=self.step_condition(s.both_if), modes=modes).rstrip(".")
        if s.both_cost is not None:
            return self.t.gettext("Choose one, or {cost} to choose both:{modes}").format(
                cost=self.may_cost(s.both_cost), modes=modes).rstrip(".")
        t = self.t
        q = s.choose
        if s.sacrifice_feat:
            return t.gettext("Sacrifice a Feat to choose one, or sacrifice a completed Feat to "
                             "choose two:{modes}").format(modes=modes).rstrip(".")
        if isinstance(q, ab.Quantity) and q.count is not None and \
                q.count.cards_in == "my_landmarks" and s.up_to:
            head = t.gettext("Choose up to the number of cards in your Landmarks")
        elif isinstance(q, ab.Quantity):
            head = self.amount_clause(q, t.gettext("Choose {n}").format(
                n=self.amount_noun(q, lambda n, shown: shown or str(n))))
        elif q > 1 and s.up_to:
            head = t.gettext("Choose up to {n}").format(n=self.number(q))
        elif q > 1:
            head = t.gettext("Choose {n}").format(n=self.number(q))
        else:
            head = None
        if head is not None:
            if s.repeatable:
                head = t.gettext("{sentence}. You may pick the same option multiple times").format(
                    sentence=head)
            return f"{head}:{modes}".rstrip(".")
        if s.up_to:
            return self.t.gettext("Choose up to one:{modes}").format(modes=modes).rstrip(".")
        return self.t.gettext("Choose one:{modes}").format(modes=modes).rstrip(".")

    def step_gain_counters(self, s: ab.GainCounters) -> str:
        counters = self.amount_noun(s.amount, lambda n, shown: self.counter(s.counter, n, shown))
        if s.up_to_max is not None:
            counters = self.up_to_max(counters, s.up_to_max)
        return self.amount_clause(s.amount, self.t.gettext("I gain {counters}").format(
            counters=counters))

    def step_double_counters(self, s: ab.DoubleCounters) -> str:
        t = self.t
        what = (t.gettext("each {noun}").format(noun=self.qualified(s.objects.filter))
                if s.objects.ref == "each" else self.object(s.objects))
        if s.counter == "boost":
            return t.gettext("Double the number of boosts on {object}").format(object=what)
        return t.gettext("Double the number of {name} counters on {object}").format(
            name=s.counter.capitalize(), object=what)

    def step_next_play(self, s: ab.NextPlay) -> str:
        t = self.t
        card = self.agrees_as_card(s.filter)
        effects = []
        if s.free:
            effects.append(t.pgettext("card", "is free") if card else t.gettext("is free"))
        if s.cost_change < 0 and s.cost_floor is not None:
            effects.append(t.gettext("costs {{{n}}} less, down to a minimum of {{{floor}}}").format(
                n=-s.cost_change, floor=s.cost_floor))
        elif s.cost_change < 0:
            effects.append(t.gettext("costs {{{n}}} less").format(n=-s.cost_change))
        if s.cost_change > 0:
            effects.append(t.gettext("costs {{{n}}} more").format(n=s.cost_change))
        # one verb for a boost and a status said one after the other: "gains 1 boost and Asleep"
        boost_and_status = bool(s.boosts and s.gains_status and not (
            s.loses_fleeting or s.activates_reserve_abilities))
        if boost_and_status:
            effects.append(t.gettext("gains {boosts} and {status}").format(
                boosts=self.boosts(s.boosts), status=self.status(s.gains_status)))
        elif s.boosts:
            effects.append(t.gettext("gains {boosts}").format(boosts=self.boosts(s.boosts)))
        if s.loses_fleeting:
            effects.append(t.gettext("loses {status}").format(status=self.status("fleeting")))
        if s.activates_reserve_abilities == "all":
            effects.append(t.gettext("activates its {R} abilities (as if it had been played "
                                     "from Reserve)"))
        elif s.activates_reserve_abilities == "one":
            effects.append(t.gettext("activates one of its {R} abilities"))
        if s.gains_status and not boost_and_status:
            effects.append(t.gettext("gains {status}").format(status=self.status(s.gains_status)))
        where = ""
        if s.from_hand_only:
            where = t.gettext(" from your hand")
        if s.from_reserve_only:
            where = t.gettext(" from your Reserve")
        if s.into_terrain is not None:
            where = t.gettext(" in {terrain}").format(terrain=self.terrain(s.into_terrain))
        if s.into_my_expedition:
            where += t.gettext(" in my Expedition")
        if s.duration == "turn":
            template = (t.pgettext("card", "The next {noun} you play{where} this turn {effects}")
                        if card else
                        t.gettext("The next {noun} you play{where} this turn {effects}"))
        else:
            template = (t.pgettext("card", "The next {noun} you play{where} this Afternoon "
                                           "{effects}") if card else
                        t.gettext("The next {noun} you play{where} this Afternoon {effects}"))
        said = listed(effects, t.gettext("and"))
        if template.endswith("{effects}"):
            # "The next Character you play this turn with Base Cost {3} or less gains ...": the
            # clauses of the noun follow what frames it
            framing = template[:-len("{effects}")]
            text = self.qualified(s.filter, 1, controller=False, head=lambda noun: framing.format(
                noun=noun, where=where).rstrip()) + " " + said
        else:
            text = template.format(noun=self.qualified(s.filter, 1, controller=False),
                                   where=where, effects=said)
        if s.loses_fleeting_from_hand:
            text = t.gettext("{sentence}. If you play it from your hand, it loses {status}").format(
                sentence=text, status=self.status("fleeting"))
        return text

    def step_reveal_top_may_play(self, s: ab.RevealTopMayPlay) -> str:
        t = self.t
        head = {"you": t.gettext("Reveal the top {n} cards of your Deck"),
                "opponent": t.gettext("Target opponent reveals the top {n} cards of their Deck"),
                "each": t.gettext("Each player, starting with you, reveals the top {n} cards of "
                                  "their Deck")}[s.who].format(n=self.number(s.reveal))
        play = t.gettext("You may play {what} from these cards for free").format(
            what=self.a(s.filter, controller=False))
        if s.gains is not None:
            play = t.gettext("{sentence} and it gains {status}").format(
                sentence=play, status=self.status(s.gains))
        return t.gettext("{head}. {play}, then discard the rest").format(head=head, play=play)

    def step_reveal_random_from_hand(self, s: ab.RevealRandomFromHand) -> str:
        return self.t.gettext("Target opponent reveals a random card from their hand")

    def step_take_control(self, s: ab.TakeControl) -> str:
        if s.to_my_expedition:
            return self.t.gettext("Take control of {object}, putting it in my Expedition if it's "
                                  "an Expedition Permanent").format(object=self.object(s.objects))
        return self.t.gettext("Take control of {object}").format(object=self.object(s.objects))

    def step_next_joins_my_expedition(self, s: ab.NextJoinsMyExpedition) -> str:
        boosts = self.amount(s.boosts, self.boosts)
        return self.t.gettext("The next Character that joins my Expedition this turn gains "
                              "{boosts}").format(boosts=boosts)

    def reduce_next(self, s: ab.NextPlay) -> str:
        t = self.t
        template = (t.gettext("reduce the cost of the next {noun} you play this turn by {{{n}}}")
                    if s.duration == "turn" else
                    t.gettext("reduce the cost of the next {noun} you play this Afternoon by {{{n}}}"))
        return template.format(noun=self.qualified(s.filter, 1, controller=False), n=-s.cost_change)

    def step_activate_joins(self, s: ab.ActivateJoins) -> str:
        t = self.t
        if s.each_may:
            return t.gettext("For each {noun}, you may activate its {J} abilities").format(
                noun=self.qualified(s.objects.filter), J="{J}")
        return t.gettext("Activate the {J} abilities of {object}").format(
            object=self.object(s.objects), J="{J}")

    def step_activate_support(self, s: ab.ActivateSupport) -> str:
        return self.t.gettext("{object} activates its {D} ability").format(
            object=upper_first(self.object(s.objects)), D="{D}")

    def step_next_activation(self, s: ab.NextActivation) -> str:
        return self.t.gettext("The next time a {ability} ability is activated this turn, {effect}"
                              ).format(ability="{T}" if s.ability == "exhaust" else "{D}",
                                       effect=lower_first(self.steps(s.steps)).rstrip("."))

    def step_activate_their_reserve(self, s: ab.ActivateTheirReserve) -> str:
        t = self.t
        if s.count == 1:
            return t.gettext("I activate one of its {R} abilities as if it was mine").format(R="{R}")
        return t.gettext("I activate up to {n} of their {R} abilities as if they were mine").format(
            n=self.number(s.count), R="{R}")

    def step_choose_target(self, s: ab.ChooseTarget) -> str:
        t = self.t
        if s.objects.ref == "choose" and s.objects.count == 1 and not s.objects.up_to:
            return t.gettext("Choose {object}").format(object=self.a(s.objects.filter))
        if s.objects.count == 1 and not s.objects.up_to:
            return t.gettext("Target {object}").format(object=self.a(s.objects.filter))
        return t.gettext("Choose {object}").format(object=self.selection(s.objects))

    def step_reserve_to_hand(self, s: ab.ReserveToHand) -> str:
        # "another card": the card with the ability is never returned; a Landmark's
        # abilities work in play, never from a Reserve, and a card being played is not in
        # its Reserve either, so they say "a card"
        f = s.filter.model_copy(update={"other": not (self.of_landmark or self.out_of_reserve)})
        return self.t.gettext("Return {object} from your Reserve to your hand").format(
            object=self.a(f))

    def step_complete_me(self, s: ab.CompleteMe) -> str:
        return self.t.gettext("Complete me")

    def step_fleeting_unless(self, s: ab.FleetingUnless) -> str:
        return self.t.gettext("I gain {fleeting} unless {condition}").format(
            fleeting=self.status("fleeting"), condition=self.step_condition(s.unless))

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

    def step_exhaust(self, s: ab.Exhaust, clause: bool = False) -> str:
        if s.then:
            return self.t.gettext("{sentence}. If you do, {effect}").format(
                sentence=self.step_exhaust(s.model_copy(update={"then": []}), clause),
                effect=self.consequence(s.then))
        # the exhaust mark ({T}) follows the verb where the player chooses to exhaust or picks
        # the one card of theirs to exhaust, as printed: "You may exhaust ({T}) target card",
        # "Exhaust ({T}) a card in your Reserve"; not "Exhaust all cards in Reserve"
        if s.chosen_by == "each" and not self.exhaust_mark:
            return self.t.gettext("Each player exhausts {object} of theirs").format(
                object=self.a(s.objects.filter.model_copy(update={"controller": "any"}),
                              controller=False))
        if s.chosen_by == "each":
            return self.t.gettext("Each player exhausts ({T}) {object} of theirs").format(
                T="{T}", object=self.a(s.objects.filter.model_copy(update={"controller": "any"}),
                                       controller=False))
        return self._step_exhaust(s, clause)

    def _step_exhaust(self, s: ab.Exhaust, clause: bool) -> str:
        o = s.objects
        chosen_one = o.ref == "choose" and o.count == 1 and not o.up_to and not o.any_number
        if o.ref in ("it", "me") or not self.exhaust_mark or not (clause or chosen_one):
            return self.t.gettext("Exhaust {object}").format(object=self.object(s.objects))
        return self.t.gettext("Exhaust ({T}) {object}").format(T="{T}",
                                                               object=self.object(s.objects))

    def step_ready(self, s: ab.Ready) -> str:
        return self.t.gettext("Ready {object}").format(object=self.object(s.objects))

    def step_ready_mana_orbs(self, s: ab.ReadyManaOrbs) -> str:
        return self.t.ngettext("Ready a Mana Orb", "Ready {n} Mana Orbs", s.count).format(
            n=self.number(s.count))

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

    def step_gain_its_subtypes(self, s: ab.GainItsSubtypes) -> str:
        return self.t.gettext("I gain its sub-types (until I leave the Expedition zone)")

    def step_ascend(self, s: ab.Ascend) -> str:
        t = self.t
        return {
            "target": t.gettext("Target Expedition Ascends"),
            "mine": t.gettext("My Expedition Ascends"),
            "hero": t.gettext("Your Hero Expedition Ascends"),
            "both_yours": t.gettext("Both of your Expeditions Ascend"),
        }[s.expedition]

    def step_if(self, s: ab.If) -> str:
        t = self.t
        c = s.condition
        if not s.steps:  # only the "otherwise" steps do something
            return t.gettext("Unless {condition}, {effect}").format(
                condition=self.step_condition(c), effect=self.consequence(s.otherwise))
        first = s.steps[0]
        only_controls = c.model_copy(update={"controls": None, "at_least": 1}) == ab.StepCondition()
        if (c.controls is not None and c.at_least == 1 and only_controls
                and first.kind == "sacrifice" and first.who == "you"
                and first.objects.ref == "choose" and first.objects.count == 1
                and first.objects.filter.model_copy(update={"controller": "any"}) == c.controls):
            # "you control one" is what makes the sacrifice possible: the card says "if you do"
            sentence = upper_first(self.step(first))
            if len(s.steps) > 1 and s.steps[1].kind == "if":  # "If its Hand Cost was ..."
                sentence = t.gettext("{sentence}. {effect}").format(
                    sentence=sentence, effect=self.steps(s.steps[1:]))
            elif len(s.steps) > 1:
                sentence = t.gettext("{sentence}. If you do, {effect}").format(
                    sentence=sentence, effect=self.consequence(s.steps[1:]))
            if s.otherwise:
                sentence = t.gettext("{sentence}. If you can't, {effect}").format(
                    sentence=sentence, effect=self.consequence(s.otherwise))
            return sentence
        if (c == ab.StepCondition(reserve_at_least=1) and first.kind == "send_to"
                and first.zone == "discard" and first.objects.ref == "choose"
                and first.objects.filter.in_reserve and first.objects.filter.controller == "you"
                and len(s.steps) > 1):
            # a card in your Reserve is what makes the discard possible: "if you do"
            return t.gettext("{sentence}. If you do, {effect}").format(
                sentence=upper_first(self.step(first)), effect=self.consequence(s.steps[1:]))
        # "if ..., I gain 1 boost, then create ...": the condition governs each of them
        effect = self.steps(s.steps) if s.otherwise else self.chain(self.sentences(s.steps),
                                                                     s.steps)
        text = t.gettext("If {condition}, {effect}").format(
            condition=self.step_condition(c), effect=lower_first(effect))
        if s.otherwise:
            text = t.gettext("{sentence}. Otherwise, {effect}").format(
                sentence=text, effect=self.consequence(s.otherwise))
        return text

    def step_reveal_top(self, s: ab.RevealTop) -> str:
        return self.t.gettext("Reveal the top card of your Deck")

    def step_revealed_to(self, s: ab.RevealedTo) -> str:
        t = self.t
        return {"hand": t.gettext("Draw it"), "discard": t.gettext("Discard it"),
                "play": t.pgettext("card text", "Play it for free"),
                "reserve": t.gettext("Put it in Reserve")}[s.zone]

    def step_play_now(self, s: ab.PlayNow) -> str:
        t = self.t
        what = self.a(s.filter, controller=False)
        if s.free and s.it:
            text = (t.gettext("You may play it for free") if s.may
                    else t.pgettext("card text", "Play it for free"))
        elif s.free:
            text = (t.gettext("You may immediately play {what} for free") if s.may
                    else t.gettext("Play {what} for free"))
        elif s.it and s.reduce:
            text = (t.gettext("You may immediately play it for {{{n}}} less") if s.may
                    else t.gettext("Immediately play it for {{{n}}} less"))
        elif s.it:
            text = (t.gettext("You may immediately play it") if s.may
                    else t.gettext("Immediately play it"))
        elif s.reduce:
            text = (t.gettext("You may immediately play {what} for {{{n}}} less") if s.may
                    else t.gettext("Immediately play {what} for {{{n}}} less"))
        else:
            text = (t.gettext("You may immediately play {what}") if s.may
                    else t.gettext("Immediately play {what}"))
        if s.who == "target_player" and s.free and s.may:
            text = t.gettext("Target player may immediately play {what} for free")
        elif s.who == "opponent" and s.free and s.may:
            text = t.gettext("Target opponent may immediately play {what} for free")
        elif s.who == "each" and s.free and s.may:
            text = t.gettext("Starting with you, each player may immediately play {what} "
                             "for free")
        text = text.format(what=what, n=s.reduce)
        if s.into is not None:
            where = {("you", "hero"): t.gettext("{sentence} in your Hero Expedition"),
                     ("you", "companion"): t.gettext("{sentence} in your Companion Expedition"),
                     ("target_player", "hero"): t.gettext("{sentence} in their Hero Expedition"),
                     ("target_player", "companion"): t.gettext(
                         "{sentence} in their Companion Expedition")}[(s.who, s.into)]
            text = where.format(sentence=text)
        gains = ([self.boosts(s.boosts)] if s.boosts else []) + \
            ([self.status(s.gains)] if s.gains else [])
        if gains:
            text = t.gettext("{sentence}. It gains {what}").format(
                sentence=text, what=listed(gains, t.gettext("and")))
        return text

    def step_keywords_this_day(self, s: ab.KeywordsThisDay) -> str:
        t = self.t
        words = ", ".join(self.keyword(*k) for k in s.keywords.items())
        objects = self.qualified(s.to, 2, controller=False)
        if s.whose == "target_player":
            return t.gettext("Target a player. This Day, {objects} that they control are "
                             "{keywords}").format(objects=objects, keywords=words)
        # "Characters you control with Hand Cost {4} or more": who controls them first
        return t.gettext("This Day, {objects} are {keywords}").format(
            objects=self.qualified(s.to.model_copy(update={"controller": "you"}), 2),
            keywords=words)

    def step_rush(self, s: ab.Rush) -> str:
        """'You may Rush (a Character) to ...'; the keyword means playing another card now."""
        t = self.t
        if s.filter == ab.Filter(type="card"):
            text = t.gettext("You may Rush (play one more card right away)")
        else:
            text = t.gettext("You may Rush {what} (play one right away)").format(
                what=self.a(s.filter, controller=False))
        if s.then and s.then[0].kind in _AFTER_TO:
            first, *rest = self.sentences(s.then, clause=True)
            text = t.gettext("{rush} to {effect}").format(rush=text, effect=first)
            if rest:
                text = t.gettext("{sentence}. If you do, {effect}").format(
                    sentence=text, effect=lower_first(self.chain(rest, s.then[1:])))
        elif s.then:  # a sentence of its own: "my Expedition Ascends"
            text = t.gettext("{sentence}. If you do, {effect}").format(
                sentence=text, effect=self.consequence(s.then))
        if s.otherwise:
            text = t.gettext("{sentence}. If you don't, {effect}").format(
                sentence=text, effect=self.consequence(s.otherwise))
        if s.reserve_at_hand_cost:
            text = t.gettext("{sentence}. A card you play from Reserve this way may be paid "
                             "at its Hand Cost instead").format(sentence=text)
        if s.from_hand_activates_reserve:
            text = t.gettext("{sentence}. A card you play from your hand this way also "
                             "activates one of its {{R}} abilities").format(sentence=text)
        return text

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

    def step_reveal_from_hand(self, s: ab.RevealFromHand) -> str:
        return self.t.gettext("Reveal {what} from your hand").format(
            what=self.a(s.filter, controller=False))

    def step_pass_now(self, s: ab.PassNow) -> str:
        if s.each:
            return self.t.gettext("Each player passes, you first (no one takes any more turns "
                                  "this Afternoon)")
        return self.t.gettext("Pass right away (you take no more turns this Afternoon)")

    def step_become_first_player(self, s: ab.BecomeFirstPlayer) -> str:
        if s.who == "target_player":
            return self.t.gettext("Target player becomes first player")
        return self.t.gettext("You become first player")

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
                sentence=text, effect=self.consequence(s.then))
        return text

    def step_put_me_in(self, s: ab.PutMeIn) -> str:
        if s.zone == "mana":
            return self.t.gettext("Put me in your Mana zone as an exhausted Mana Orb")
        return self.t.gettext("Put me in Reserve")

    # -- sequences of steps ----------------------------------------------------------------

    def sentences(self, steps: list[Any], clause: bool = False) -> list[str]:
        """Each step's sentence; a Target step and the steps about "it" that follow it
        make one sentence ("Target Character gains 1 boost and loses Fleeting"), and so do
        consecutive steps with the same subject; two simple things you do in a row read
        "Draw a card, then put ...". With `clause`, the first one is a clause."""
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
                if j < len(steps) and steps[j].kind in ("send_to", "exhaust") and \
                        steps[j].objects.ref == "it" and not getattr(steps[j], "then", None):
                    # "Send target Character to Reserve. If it wasn't ..., ..."
                    text = self.step(steps[j].model_copy(update={"objects": subject}), as_clause)
                    out.append(lower_first(text) if as_clause else upper_first(text))
                    i = j + 1
                    continue
            elif self._we_both(steps[i:j + 1], as_clause):
                out.append(upper_first(self.t.gettext("We both gain {what}").format(
                    **self.verb_values(step))))  # "I gain 1 boost" and "it gains 1 boost"
                i = j + 1
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
            if i and not clause and (_then(step) or (
                    _simple(step) and steps[i - 1].kind == "create_token"
                    and steps[i - 1].where == "opponent_companion_expedition")):
                out[-1] = self.t.gettext("{first}, then {then}").format(
                    first=out[-1], then=lower_first(text))
            elif i and not clause and _simple(steps[i - 1]) and _simple(step) and \
                    (i < 2 or not _simple(steps[i - 2])):
                out[-1] = self.t.gettext("{first}, then {then}").format(
                    first=out[-1], then=lower_first(text))
            else:
                out.append(lower_first(text) if as_clause else upper_first(text))
            i = j
        return out

    def _we_both(self, pair: list[Any], clause: bool) -> bool:
        """Two gains alike, one mine and one of "it" ("We both gain 1 boost")."""
        if clause or len(pair) != 2 or VERB_OF_STEP.get(pair[0].kind) != "gain" or \
                any(self.verb_forms(x) is None for x in pair):
            return False
        first, second = pair
        return {first.objects.ref, second.objects.ref} == {"me", "it"} and \
            second == first.model_copy(update={"objects": second.objects}) and \
            first.objects.model_copy(update={"ref": "me"}) == ab.Select(ref="me") and \
            second.objects.model_copy(update={"ref": "me"}) == ab.Select(ref="me")

    def joined(self, group: list[Any], clause: bool) -> str:
        """Steps with one subject: 'I gain 2 boosts and lose Fleeting'; the same verb is
        said once: 'it gains 1 boost and Fleeting'."""
        text = self.verb(group[0], clause)
        assert text is not None
        for before, step in zip(group, group[1:]):
            same = VERB_OF_STEP[step.kind] == VERB_OF_STEP[before.kind] and \
                "what" in self.verb_values(step)
            then = self.verb_values(step)["what"] if same else self.predicate(step, clause)
            text = self.t.gettext("{first} and {then}").format(first=text, then=then)
        return lower_first(text) if clause else upper_first(text)

    def steps(self, steps: list[Any]) -> str:
        """The sentences joined; after a list of modes, the next sentence starts a line."""
        return self._joined_sentences(self.sentences(steps))

    def chain(self, said: list[str], steps: list[Any]) -> str:
        """Sentences that all hang on one condition ("If you do, ...", "Otherwise, ..."), as
        one: "create ..., then draw a card" (a sentence of its own would read as unconditional).
        A list of modes, a die roll or a condition of its own keeps its sentences apart."""
        if len(said) < 2 or any("\n" in x for x in said) or any(
                s.kind in _OWN_SENTENCES for s in steps):
            return self._joined_sentences(said)
        text = said[0]
        for sentence in said[1:]:
            text = self.t.gettext("{first}, then {then}").format(first=text,
                                                                then=lower_first(sentence))
        return text

    def consequence(self, steps: list[Any]) -> str:
        """The steps that follow "If you do," (and the like) as one clause."""
        return lower_first(self.chain(self.sentences(steps), steps))

    @staticmethod
    def _joined_sentences(said: list[str]) -> str:
        text = ""
        for sentence in said:
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
        if c.opponent_controls is not None:
            parts.append(t.gettext("an opponent controls {what}").format(
                what=self.some(c.opponent_controls, c.at_least, controller=False)))
        if c.fewer_mana_orbs_than is not None:
            parts.append(t.gettext("you have fewer than {n} Mana Orbs").format(
                n=self.number(c.fewer_mana_orbs_than)))
        if c.mana_orbs_at_least is not None:
            parts.append(t.gettext("you have {n} or more Mana Orbs").format(
                n=self.number(c.mana_orbs_at_least)))
        if c.zero_base_stats is not None:
            parts.append(t.ngettext(
                "you have a base statistic of 0 among Characters you control",
                "you have {number} or more base statistics of 0 among Characters you control",
                c.zero_base_stats).format(number=self.number(c.zero_base_stats)))
        if c.my_counters is not None:
            parts.append(self.counters_condition(c.my_counters))
        if c.hero_counters is not None and c.hero_counters.at_least is not None:
            parts.append(t.gettext("your Hero has {n} or more {name} counters").format(
                n=c.hero_counters.at_least, name=c.hero_counters.counter.capitalize()))
        if c.it_is is not None and c.it_is.min_hand_cost is not None and \
                c.it_is == ab.Filter(type="card", min_hand_cost=c.it_is.min_hand_cost):
            parts.append(t.gettext("its Hand Cost was {{{cost}}} or more").format(
                cost=c.it_is.min_hand_cost))  # said of a card that has just left play
        elif c.it_is is not None and c.it_is.min_base_cost is not None and \
                c.it_is == ab.Filter(type="card", min_base_cost=c.it_is.min_base_cost):
            parts.append(t.gettext("its Base Cost was {{{cost}}} or more").format(
                cost=c.it_is.min_base_cost))  # said of the card just played
        elif c.it_is is not None:
            parts.append(t.gettext("it's {what}").format(what=self.a(c.it_is)))
        if c.zero_base_stats_with_reserve is not None:
            parts.append(t.gettext("there are {n} or more base statistics of 0 among Characters "
                                   "you control and in your Reserve").format(
                n=self.number(c.zero_base_stats_with_reserve)))
        if c.boosts_with_reserve_at_least is not None:
            parts.append(t.gettext("there are {n} or more boosts among Characters you control "
                                   "and in your Reserve").format(
                n=c.boosts_with_reserve_at_least))  # boosts in digits
        if c.it_was_in is not None:
            parts.append(t.gettext("it was in {terrain}").format(terrain=self.terrain(c.it_was_in)))
        if c.facing_expedition_in is not None:
            parts.append(t.gettext("I'm facing an Expedition in {terrain}").format(
                terrain=self.terrain(c.facing_expedition_in)))
        if c.single_terrain_regions_at_least is not None:
            parts.append(t.gettext("{n} or more single-terrain regions are visible").format(
                n=self.number(c.single_terrain_regions_at_least)))
        if c.none_in_play == ab.Filter(in_facing_expedition=True) and getattr(
                self, "hero_card", False):  # a Hero's Reaction speaks of the Expedition, "it"
            parts.append(t.gettext("there is no Character facing it"))
        elif c.none_in_play is not None:
            parts.append(t.gettext("there are no {what}").format(
                what=self.qualified(c.none_in_play, 2)))
        if c.my_boosts_at_least == 1:  # having a boost is being boosted (CR 2.4.4.a)
            parts.append(t.gettext("I'm boosted"))
        elif c.my_boosts_at_least is not None:
            parts.append(t.gettext("I have {n} or more boosts").format(n=c.my_boosts_at_least))
        if c.my_boosts_at_most == 0:  # having none is being unboosted (CR 2.4.4.a)
            parts.append(t.gettext("I have no boosts"))
        elif c.my_boosts_at_most is not None:
            parts.append(t.ngettext("I have {n} boost or less", "I have {n} boosts or less",
                                    c.my_boosts_at_most).format(n=c.my_boosts_at_most))
        if c.expedition_behind == "companion":
            parts.append(t.gettext("your Companion Expedition is behind"))
        elif c.expedition_behind == "hero":
            parts.append(t.gettext("your Hero Expedition is behind"))
        if c.i_am_in is not None:
            parts.append(t.gettext("I am in {terrain}").format(terrain=self.terrain(c.i_am_in)))
        if c.i_am_not_in is not None:
            parts.append(t.gettext("I'm not in {terrain}").format(terrain=self.terrain(c.i_am_not_in)))
        if c.i_am is not None:
            parts.append(t.gettext("I'm {status}").format(status=self.status(c.i_am)))
        if c.it_was_not_in is not None:
            parts.append(t.gettext("it wasn't in {terrain}").format(
                terrain=self.terrain(c.it_was_not_in)))
        if c.in_your_reserve is not None:
            parts.append(t.gettext("there is {what} in your Reserve").format(
                what=self.a(c.in_your_reserve.model_copy(update={"in_reserve": False}))))
        if c.rolled_at_least is not None:
            parts.append(t.gettext("the result is {n}+").format(n=c.rolled_at_least))
        if c.rolled_at_most == 1:
            parts.append(t.gettext("the result is 1"))
        elif c.rolled_at_most is not None:
            parts.append(t.gettext("the result is {n} or less").format(n=c.rolled_at_most))
        if c.empty is not None:
            parts.append(t.gettext(EMPTY_TEXTS[c.empty]))
        if c.exhausted_in_reserves_at_least is not None:
            parts.append(t.gettext("there are {n} or more exhausted cards in Reserve").format(
                n=self.number(c.exhausted_in_reserves_at_least)))
        if c.reserve_at_least is not None and c.reserve_of_type is not None:
            parts.append(t.gettext("there are {n} or more {cards} in your Reserve").format(
                n=self.number(c.reserve_at_least),
                cards=self.qualified(ab.Filter(type=c.reserve_of_type), 2)))
        elif c.reserve_at_least is not None:
            parts.append(t.gettext("you have {n} or more cards in Reserve").format(
                n=self.number(c.reserve_at_least)))
        if c.ability_activated_this_turn is not None:
            parts.append(t.gettext("a {ability} ability was activated this turn").format(
                ability="{D}" if c.ability_activated_this_turn == "support" else "{T}"))
        if c.you_discarded_this_turn == "hand":
            parts.append(t.gettext("you discarded a card from your hand this turn"))
        elif c.you_discarded_this_turn == "hand_or_reserve":
            parts.append(t.gettext("you discarded a card from your hand or your Reserve this turn"))
        if c.in_your_discard_named is not None:
            parts.append(t.gettext('there\'s a "{name}" in your discard pile').format(
                name=c.in_your_discard_named))
        if c.discard_ability_in_yours:
            parts.append(t.gettext("a card in your Expeditions or your Reserve has a {D} ability"
                                   ).format(D="{D}"))
        if c.discard_at_least is not None:  # CR 3.2.3
            parts.append(t.gettext("{n} or more cards are in your discard pile").format(
                n=self.number(c.discard_at_least)))
        if c.hand_at_most is not None and c.hand_at_most == 0:
            parts.append(t.gettext("there's no other card in your hand") if c.other_than_me
                         else t.gettext("your hand is empty"))
        elif c.hand_at_most is not None:
            parts.append(t.ngettext("there's at most {n} card in your hand",
                                    "there's at most {n} cards in your hand", c.hand_at_most
                                    ).format(n=self.number(c.hand_at_most)))
        if c.landmarks_at_least is not None:
            parts.append(self.t.ngettext(
                "there is a card in your Landmarks",
                "there are {n} or more cards in your Landmarks", c.landmarks_at_least).format(
                n=self.number(c.landmarks_at_least)))
        if c.landmarks_at_most is not None:
            parts.append(t.ngettext("there's at most {n} card in your Landmarks",
                                    "there are at most {n} cards in your Landmarks",
                                    c.landmarks_at_most).format(n=self.number(c.landmarks_at_most)))
        if c.no_expedition_in is not None:
            parts.append(t.gettext("neither of your Expeditions is in {terrain}").format(
                terrain=self.terrain(c.no_expedition_in)))
        if c.its_base_cost_at_most is not None:
            parts.append(t.gettext("its Base Cost was {{{n}}} or less").format(
                n=c.its_base_cost_at_most))
        if c.its_base_cost_at_least is not None:
            parts.append(t.gettext("its Base Cost was {{{n}}} or more").format(
                n=c.its_base_cost_at_least))
        if c.exhausted_in_reserves_fewer_than is not None:
            parts.append(t.gettext("there are fewer than {n} exhausted cards in Reserve").format(
                n=self.number(c.exhausted_in_reserves_fewer_than)))
        if c.expeditions_in_contact_at_least == 1:
            parts.append(t.gettext("one or more of your Expeditions are In Contact"))
        elif c.expeditions_in_contact_at_least == 2:
            parts.append(t.gettext("each of your Expeditions is In Contact"))
        low, high = c.facing_characters_at_least, c.facing_characters_at_most
        if low == 1 and high == 1:
            parts.append(t.gettext("I'm facing only one Character"))
        elif low == 1 and high is None:
            parts.append(t.gettext("I'm facing a Character"))
        elif low is not None and high is None:
            parts.append(t.gettext("I'm facing {n} or more Characters").format(n=self.number(low)))
        elif high == 0 and low is None:
            parts.append(t.gettext("I'm facing no Characters"))
        elif high == 1 and low is None:
            parts.append(t.gettext("I'm facing zero or one Character"))
        elif high is not None:
            parts.append(t.gettext("I'm facing {low} to {high} Characters").format(
                low=self.number(low or 0), high=self.number(high)))
        if c.characters_in_my_expedition == 0:
            parts.append(t.gettext("there are no Characters in my Expedition"))
        elif c.characters_in_my_expedition == 1:
            parts.append(t.gettext("there is only one Character in my Expedition"))
        elif c.characters_in_my_expedition is not None:
            parts.append(t.gettext("there are exactly {n} Characters in my Expedition").format(
                n=self.number(c.characters_in_my_expedition)))
        for name, (if_true, if_false) in FLAG_TEXTS.items():
            value = getattr(c, name)
            said = if_true if value is True else if_false if value is False else None
            if said is not None:
                parts.append(t.gettext(said))
        return listed(parts, t.gettext("and")) if parts else t.gettext("always")

    def may_cost(self, c: ab.MayCost) -> str:
        t = self.t
        parts = []
        if c.mana:
            parts.append(t.gettext("pay {{{n}}}").format(n=c.mana))
        if c.exhaust_me:
            parts.append(t.gettext("exhaust me ({T})").format(T="{T}"))
        for name, n in c.spend_counters.items():
            if name == "boost":  # boosts are counters too (CR 2.5.1.a)
                parts.append(t.gettext("spend {n} of my boosts").format(n=n))
                continue
            parts.append(t.ngettext("spend {n} of my {name} counters",
                                    "spend {n} of my {name} counters", n).format(
                n=n, name=name.capitalize()))  # counters in digits, as boosts are
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
        if c.exhaust_permanent:
            parts.append(t.gettext("exhaust ({T}) a Permanent you control").format(T="{T}"))
        if c.exhaust_reserve_card:
            parts.append(t.gettext("exhaust ({T}) a card in your Reserve").format(T="{T}"))
        if c.exhaust_reserve_character:
            parts.append(t.gettext("exhaust ({T}) a Character in your Reserve").format(T="{T}"))
        if c.exhaust_permanent_or_reserve_card:
            parts.append(t.gettext("exhaust ({T}) a Permanent you control or a card in your "
                                   "Reserve").format(T="{T}"))
        if c.spend_counter_from_yours:
            parts.append(t.gettext("spend 1 counter from a card you control or in your Reserve"))
        if c.spend_counter_in_reserve_or_landmarks:
            parts.append(t.gettext("spend 1 counter from a card in your Reserve or Landmarks"))
        if c.spend_boost_from_your_character:
            parts.append(t.gettext("spend 1 boost from a Character you control"))
        return listed(parts, t.gettext("and"))

    def mode_cost(self, c: ab.MayCost | None) -> str:
        """What choosing a mode costs, as a quick action writes it: '{T}: '."""
        if c is None:
            return ""
        symbols = (["{T}"] if c.exhaust_me else []) + ([f"{{{c.mana}}}"] if c.mana else [])
        rest = c.model_copy(update={"mana": 0, "exhaust_me": False})
        if rest != ab.MayCost():
            symbols.append(upper_first(self.may_cost(rest)))
        return ", ".join(symbols) + ": "

    def cost(self, c: ab.Cost) -> str:
        """A quick action's costs in printed order: {T} and mana (in the card's order), {X},
        {D}, then the others."""
        t = self.t
        parts = []
        if c.exhaust_me:
            parts.append("{T}")
        if c.mana:
            parts.insert(0 if c.mana_first else len(parts), f"{{{c.mana}}}")
        if c.mana_x:
            parts.append("{X}")
        if c.discard_me:
            parts.append("{D}")
        if c.discard_from_reserve:
            parts.append(t.gettext("Discard {cards} from your Reserve").format(
                cards=self.cards(c.discard_from_reserve)))
        if c.sacrifice_character:
            parts.append(t.gettext("Sacrifice a Character"))
        if c.sacrifice_permanent:
            parts.append(t.gettext("Sacrifice a Permanent"))
        if c.sacrifice_me:
            parts.append(t.gettext("Sacrifice me"))
        if c.opponent_resupplies:
            parts.append(t.gettext("Target opponent Resupplies"))
        if c.exhaust_reserve_card:
            parts.append(t.gettext("Exhaust a card in your Reserve"))
        for name, n in c.spend_counters.items():
            parts.append(t.ngettext("Spend {n} of my {name} counters",
                                    "Spend {n} of my {name} counters", n).format(
                n=n, name=name.capitalize()))  # counters in digits, as boosts are
        if c.spend_any_counters is not None:
            parts.append(t.gettext("Spend any number of my {name} counters").format(
                name=c.spend_any_counters.capitalize()))
        return ", ".join(parts) or t.gettext("No cost")
