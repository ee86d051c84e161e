"""Card text rendered from the ability structure, so what a card says is what it does.

One walk over an ability serves every language (phrases.py: words and noun phrases;
step_text.py: effect steps; here: triggers, abilities and the whole text box); each
language's catalogue supplies the phrases. Card, token, sub-type and counter names stay as
in the card data.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef
from altered_tui.cards.phrases import listed, lower_first, upper_first
from altered_tui.cards.step_text import StepText
from altered_tui.i18n.terms import subtype_name


# a card's own cost conditions that read the Expedition it is played into (CR 5.1.2.c)
BY_SIDE = (ab.StepCondition(in_starting_region=True), ab.StepCondition(i_am_in_contact=True),
           ab.StepCondition(characters_in_my_expedition=0))


class CardText(StepText):
    """The whole card text of one language: triggers, abilities, the text box."""

    # A Hero's "my Expedition" is each of its controller's Expeditions: it speaks of "one of
    # your Expeditions"; an object in an Expedition speaks of its own (CR 7.3.17).
    of_hero = True
    hero_card = False  # True only while a Hero's own card text is being written
    of_card: CardDef | None = None  # the card whose text is being written, when known

    # -- triggers and abilities ------------------------------------------------------------

    def trigger_mark(self, on: str) -> str:
        t = self.t
        marks = {
            "joins": "{J}", "played_from_hand": "{H}", "played_from_reserve": "{R}",
            "at_noon": t.gettext("At Noon —"),
            "at_dusk": t.gettext("At Dusk —"),
            "at_night": t.gettext("At Night —"),
            "leaves_expedition": t.gettext("When I leave the Expedition zone —"),
            "goes_to_reserve": t.gettext("When I go to Reserve —"),
            "sacrificed": t.gettext("When I'm sacrificed —"),
            "expedition_fails_to_move": t.gettext("When my Expedition fails to move forward "
                                                  "during Dusk —"),
            "expedition_moves_forward": t.gettext("When my Expedition moves forward —"),
            "you_roll_dice": t.gettext("When you roll one or more dice —"),
            "you_pass": t.gettext("When you pass —"),
            "you_pass_first": t.gettext("When you pass first —"),
            "you_pass_last": t.gettext("When you pass after your opponents —"),
            "opponent_draws_or_resupplies": t.gettext("When an opponent draws one or more cards "
                                                      "or Resupplies —"),
            "you_create_token": t.gettext("When you create a token Character —"),
            "you_create_tokens": t.gettext("When you create one or more tokens —"),
            "you_resupply": t.gettext("When you Resupply —"),
            "you_make_gift": t.gettext("When you make a Gift (on your turn, an opponent draws, "
                                       "Resupplies or gets a token) —"),
            "leaves_your_reserve": t.gettext("When a card leaves your Reserve —"),
            "your_character_gains_boosts": t.gettext("When a Character you control gains 1 or "
                                                     "more boosts —"),
            "character_gains_boosts": t.gettext("When a Character gains 1 or more boosts —"),
            "opponent_passes": t.gettext("When an opponent passes —"),
            "your_unboosted_character_gains_boosts": t.gettext(
                "When a non-Boosted Character you control gains 1 or more boosts —"),
            "reserve_character_gains_boosts": t.gettext("When a Character in your Reserve "
                                                        "gains 1 or more boosts —"),
            "leaves_landmarks": t.gettext("When I leave your Landmark zone —"),
            "you_exhaust_reserve_card": t.gettext("When you exhaust a card in Reserve —"),
            "gains_boosts": t.gettext("When I gain 1 or more boosts —"),
            "you_reveal_this_way": t.gettext("When you reveal a card this way —"),
            "card_goes_to_discard": t.gettext("When a card goes to a Discard pile —"),
            "you_discard_from_hand": t.gettext("When you discard a card from your hand —"),
            "you_discard_from_hand_or_reserve": t.gettext(
                "When you discard a card from your hand or your Reserve —"),
            "discarded_from_hand": t.gettext("When I'm discarded from your hand —"),
            "permanent_joins_yours": t.gettext("When another Permanent joins your Expeditions "
                                               "or Landmarks —"),
            "your_ascended_expeditions_move_forward": t.gettext(
                "When one or more of your Ascended Expeditions move forward —"),
            "both_expeditions_move_due_to_ascension": t.gettext(
                "When both of your Expeditions move forward due to Ascension —"),
        }
        return marks[on]

    def trigger(self, tr: ab.Trigger) -> str:
        t = self.t
        if tr.on in ("you_play", "opponent_plays"):
            what = self.a(tr.filter or ab.Filter(type="card"))
            if tr.from_zone == "reserve":
                return (t.gettext("When you play {what} from Reserve —") if tr.on == "you_play"
                        else t.gettext("When an opponent plays {what} from Reserve —")
                        ).format(what=what)
            return (t.gettext("When you play {what} —") if tr.on == "you_play"
                    else t.gettext("When an opponent plays {what} —")).format(what=what)
        if tr.on == "expedition_moves_forward" and tr.due_to_ascension:
            return t.gettext("When my Expedition moves forward due to Ascension —")
        if tr.on == "expedition_moves_forward" and tr.terrain and not (self.of_hero
                                                                      or tr.any_of_yours):
            return t.gettext("When my Expedition moves forward due to {terrain} —"
                             ).format(terrain=self.terrain(tr.terrain))
        if tr.on == "expedition_moves_forward" and tr.terrain:
            return t.gettext("When one of your Expeditions moves forward due to {terrain} —"
                             ).format(terrain=self.terrain(tr.terrain))
        if tr.on == "character_joins_yours":
            return t.gettext("When {what} joins your Expeditions —").format(
                what=self.a(tr.filter or ab.Filter()))
        if tr.on == "character_joins_my_expedition" and not self.could_be_me(
                tr.filter or ab.Filter()):  # "another" only where I could be the one
            return t.gettext("When {what} joins my Expedition —").format(
                what=self.a(tr.filter or ab.Filter(), controller=False))
        if tr.on == "character_joins_my_expedition":
            return t.gettext("When another {what} joins my Expedition —").format(
                what=self.noun(tr.filter or ab.Filter()))
        if tr.on == "character_joins_facing_expedition":
            return t.gettext("When {what} joins the Expedition facing me —").format(
                what=self.a(tr.filter or ab.Filter()))
        if tr.on == "character_leaves_yours":
            return t.gettext("When {what} leaves your Expeditions —").format(
                what=self.a(tr.filter or ab.Filter()))
        if tr.on == "you_sacrifice":
            return t.gettext("When you sacrifice {what} —").format(
                what=self.a(tr.filter or ab.Filter(type="object"), controller=False))
        if tr.on == "abilities_activated_on_your_turn":
            return t.gettext("When {n} {ability} abilities are activated on one of your turns —"
                             ).format(n=self.number(tr.nth or 1),
                                      ability="{T}" if tr.ability == "exhaust" else "{D}")
        if tr.on == "gains_nth_counter":
            return t.gettext("When I gain my {nth} {name} counter —").format(
                nth=self.ordinal(tr.nth or 1), name=(tr.counter or "").capitalize())
        if tr.on == "card_goes_to_your_reserve":
            return {
                ("deck", "hand"): t.gettext("When a card goes from your hand or Deck to Reserve —"),
                ("hand",): t.gettext("When a card goes from your hand to Reserve —"),
                ("deck",): t.gettext("When a card goes from your Deck to Reserve —"),
                (): t.gettext("When a card goes to your Reserve —"),
            }[tuple(sorted(set(tr.from_zones)))]
        if tr.on == "your_character_gains_status" and tr.filter is not None:
            return t.gettext("When {what} you control gains {status} —").format(
                what=self.a(tr.filter, controller=False),
                status=self.status(tr.status or "fleeting"))
        if tr.on == "your_character_gains_status":
            return t.gettext("When a Character you control gains {status} —").format(
                status=self.status(tr.status or "fleeting"))
        if tr.on == "your_character_gains_boosts" and tr.filter is not None:
            return t.gettext("When {what} you control gains 1 or more boosts —").format(
                what=self.a(tr.filter, controller=False))
        if tr.on == "gains_status":
            return t.gettext("When I gain {status} —").format(status=self.status(tr.status or ""))
        if tr.on == "goes_to_reserve" and tr.from_zone == "hand":
            return t.gettext("When I go to Reserve from your hand —")
        if tr.on == "goes_to_reserve" and tr.from_zone == "expedition":
            return t.gettext("When I go to Reserve from the Expedition zone —")
        mark = self.trigger_mark(tr.on)
        if tr.during == "afternoon":
            return t.gettext("{trigger} during the Afternoon —").format(
                trigger=mark.rstrip(" —"))
        return mark

    def could_be_me(self, f: ab.Filter) -> bool:
        """Whether the card whose text this is could match f (unknown card: it could)."""
        card = self.of_card
        if card is None:
            return True
        if f.any_of:
            return any(self.could_be_me(x) for x in f.any_of)
        return (card.type == "character" and f.type in ("character", "object")
                and (f.subtype is None or f.subtype in card.subtypes)
                and (f.token is None or f.token == card.token))

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
        if c.had_boosts_at_least == 1:  # having a boost is being Boosted (CR 2.4.4.a)
            return t.gettext("if I was boosted")
        if c.had_boosts_at_least is not None:
            return t.gettext("if I had {n} or more boosts").format(n=c.had_boosts_at_least)
        if c.controls_each_status:
            first, *rest = [t.gettext("{status} Character").format(status=self.status(s))
                            for s in c.controls_each_status]
            words = [t.gettext("a {noun}").format(noun=first)]
            for i, noun in enumerate(rest):
                words.append((t.gettext("another {noun}") if i == 0 else
                              t.gettext("yet another {noun}")).format(noun=noun))
            return t.gettext("if you control {what}").format(
                what=listed(words, t.gettext("and")))
        return ""

    def ability(self, a: Any) -> str:
        t = self.t
        self.opponent_named = False
        if getattr(a, "completed", False):  # a Feat's ability once Completed (README rulings)
            inner = self.ability(a.model_copy(update={"completed": False}))
            if isinstance(a, ab.QuickAction):
                return t.gettext("Completed, {ability}").format(ability=inner)
            return t.gettext("Completed: {ability}").format(ability=inner)
        if isinstance(a, ab.Reaction):
            condition = self.condition(a.condition)
            # played or joining, I am not in a Reserve as the effect resolves
            self.out_of_reserve = a.trigger.on in ("joins", "played_from_hand",
                                                   "played_from_reserve")
            try:
                effect = self.steps(a.effect)
            finally:
                self.out_of_reserve = False
            trigger = self.trigger(a.trigger)  # a sentence starts after it: "At Dusk — If ..."
            c = a.condition
            if c.in_ascended_expedition and a.trigger.on == "leaves_expedition":
                trigger = t.gettext("When I leave an Ascended Expedition —")
            if (c.controls_each_status or c.was_fleeting is not None
                    or c.had_boosts_at_least is not None) and trigger.endswith("—"):
                # a condition on the event or the board belongs to the trigger: "When I leave
                # ..., if I was Fleeting — Draw a card."
                return t.gettext("{trigger}, {condition} — {effect}.").format(
                    trigger=trigger[:-1].rstrip(), condition=condition,
                    effect=upper_first(effect))
            if condition:
                return t.gettext("{trigger} {condition}, {effect}.").format(
                    trigger=trigger, condition=upper_first(condition),
                    effect=lower_first(effect))
            return t.gettext("{trigger} {effect}.").format(trigger=trigger, effect=effect)
        if isinstance(a, ab.QuickAction) and a.condition.my_counters is not None:
            inner = self.ability(a.model_copy(update={"condition": ab.Condition()}))
            return t.gettext('If {condition}, I have "{ability}"').format(
                condition=self.counters_condition(a.condition.my_counters), ability=inner)
        if isinstance(a, ab.QuickAction):
            self.exhaust_mark = False  # the cost shows the symbol
            try:
                effect = self.steps(a.effect)
            finally:
                self.exhaust_mark = True
            text = t.gettext("{cost}: {effect}.").format(cost=self.cost(a.cost), effect=effect)
            only = self.condition(a.condition)
            if only:
                text += " " + t.gettext("Only {condition}.").format(condition=only)
            if a.cost.more_to_target is not None:
                text += " " + t.gettext("This costs {{{n}}} more to target {what}.").format(
                    n=a.cost.more_to_target.mana, what=self.a(a.cost.more_to_target.filter))
            if a.cost.x_max == "exhausted_in_reserves":
                text += " " + t.gettext("X can't be higher than the number of exhausted cards "
                                        "in Reserve.")
            elif a.cost.x_max is not None:
                text += " " + t.gettext("X can't be higher than the total number of exhausted "
                                        "cards in Reserve and other exhausted Permanents you "
                                        "control.")
            if a.cost.more_if_not_first_player:
                text += " " + t.gettext("This action costs {{{n}}} more if you are not the "
                                        "first player.").format(n=a.cost.more_if_not_first_player)
            return text
        if isinstance(a, ab.SpellEffect):
            self.out_of_reserve = True  # a Spell resolves before it goes to Reserve
            try:
                return f"{self.steps(a.steps)}."
            finally:
                self.out_of_reserve = False
        if isinstance(a, ab.PassiveAbility):
            return self.passive(a.effect)
        raise ValueError(f"no rendering for ability {type(a).__name__}")

    def passive(self, p: Any) -> str:
        renderer: Callable[[Any], str] = getattr(self, f"passive_{p.kind}")
        return renderer(p)

    def passive_grant_keywords(self, p: ab.GrantKeywords) -> str:
        t = self.t
        words = ", ".join(self.keyword(*k) for k in p.keywords.items())
        if p.to is None:
            text = t.gettext("I am {keywords}").format(keywords=words)
        elif p.to.in_my_expedition and not (p.keywords.tough or p.keywords.scout is not None):
            # the objects in my Expedition are my controller's: no "you control" to add
            text = t.gettext("{objects} are {keywords}").format(
                objects=self.qualified(p.to, 2, controller=False), keywords=words)
        elif p.keywords.tough or p.keywords.scout is not None:
            text = t.gettext("{objects} you control have {keywords}").format(
                objects=self.qualified(p.to, 2, controller=False), keywords=words)
        else:
            text = t.gettext("{objects} you control are {keywords}").format(
                objects=self.qualified(p.to, 2, controller=False), keywords=words)
        if (p.to is not None and p.to.in_my_expedition and p.condition is not None
                and p.condition.characters_in_my_expedition == 1):
            # the condition names the one Character the grant is for
            return t.gettext("If there is only one Character in my Expedition, it is "
                             "{keywords}.").format(keywords=words)
        if p.unless is not None:
            text = t.gettext("{sentence} unless {condition}").format(
                sentence=text, condition=self.step_condition(p.unless))
        if p.condition is not None:
            text = t.gettext("If {condition}, {effect}").format(
                condition=self.step_condition(p.condition), effect=lower_first(text))
        return upper_first(text) + "."

    def passive_cant_gain_counters(self, p: ab.CantGainCounters) -> str:
        t = self.t
        if p.cards == "opponents_reserve":
            return t.gettext("Cards in your opponent's Reserve can't gain counters.")
        return t.gettext("Cards in play or in Reserve that have counters, Heroes excepted, can't "
                         "gain counters.")

    def passive_discard_instead_of_moving(self, p: ab.DiscardInsteadOfMoving) -> str:
        return self.t.gettext("If my Expedition would move forward, you may discard me instead "
                              "to {effect}.").format(effect=self.chain(self.sentences(p.then, clause=True),
                                                                  p.then))

    def passive_regains_status(self, p: ab.RegainsStatus) -> str:
        return self.t.gettext("I can gain {status} even if I was already {status}.").format(
            status=self.status(p.status))

    def passive_status_instead(self, p: ab.StatusInstead) -> str:
        t = self.t
        gains = []
        if p.gains is not None:
            gains.append(self.status(p.gains))
        if p.boosts:
            gains.append(self.boosts(p.boosts))
        return t.gettext("If I would gain {status}, I gain {instead} instead.").format(
            status=self.status(p.status), instead=listed(gains, t.gettext("and")))

    def passive_defect_instead(self, p: ab.DefectInstead) -> str:
        return self.t.gettext("If I would go to Reserve from the Expedition zone, I gain "
                              "{fleeting} and defect instead.").format(
            fleeting=self.status("fleeting"))

    def passive_considered_behind(self, p: ab.ConsideredBehind) -> str:
        return self.t.gettext("My Expedition is considered behind, even if it's tied or ahead.")

    def passive_considered_in_contact(self, p: ab.ConsideredInContact) -> str:
        return self.t.gettext("My Expedition and its Characters are considered In Contact.")

    def passive_also_counts_as(self, p: ab.AlsoCountsAs) -> str:
        t = self.t
        if p.type == "spell":
            return t.gettext("I also count as a Spell, in play or not (I'm played as a "
                             "Character).")
        return t.gettext("I also count as an Expedition Permanent, in play or not (I'm played "
                         "as a Character).")

    def passive_support_max_raise(self, p: ab.SupportMaxRaise) -> str:
        t = self.t
        if p.extra is None:
            return t.gettext("The support abilities of cards in Reserve can give them counters "
                             "beyond their maximum.")
        return t.ngettext("The support abilities of cards in Reserve can give them {n} more "
                          "counter than their maximum.",
                          "The support abilities of cards in Reserve can give them {n} more "
                          "counters than their maximum.", p.extra).format(n=p.extra)

    def passive_defenders_dont_block(self, p: ab.DefendersDontBlock) -> str:
        t = self.t
        defender = self.keyword("defender")
        if p.condition is None:
            return t.gettext("{defender} Characters don't prevent my Expedition from moving "
                             "forward.").format(defender=defender)
        if p.condition == ab.StepCondition(my_expedition_behind=True):
            return t.gettext("If my Expedition is behind, {defender} Characters don't prevent "
                             "it from moving forward.").format(defender=defender)
        return t.gettext("If {condition}, {defender} Characters don't prevent my Expedition "
                         "from moving forward.").format(
            condition=self.step_condition(p.condition), defender=defender)

    def passive_tough_x(self, p: ab.ToughX) -> str:
        t = self.t
        if p.x == "regions_between_expeditions":
            return t.gettext("Tough X, where X is the number of regions between your Hero and "
                             "Companion Expeditions.")
        if p.x == "exhausted_cards_in_reserve":
            return t.gettext("Tough X, where X is the number of exhausted cards in Reserve.")
        f = (p.filter or ab.Filter()).model_copy(update={"controller": "any"})
        return t.gettext("Tough X, where X is the number of {objects} you control.").format(
            objects=self.qualified(f, 2))

    def passive_triggers_cant_activate(self, p: ab.TriggersCantActivate) -> str:
        t = self.t
        marks = listed([self.trigger_mark(on) for on in p.triggers], t.gettext("and"))
        return t.gettext("The {marks} abilities of Characters facing me can't activate.").format(
            marks=marks)

    def passive_expeditions_cant_move_forward(self, p: ab.ExpeditionsCantMoveForward) -> str:
        return self.t.gettext("Your other Expedition and the Expedition facing it can't move "
                              "forward.")

    def passive_min_play_cost(self, p: ab.MinPlayCost) -> str:
        f = p.filter.model_copy(update={"controller": "any"})
        return upper_first(self.t.gettext("{objects} your opponents play can't cost less than "
                                           "{{{n}}}.").format(objects=self.qualified(f, 2),
                                                              n=p.minimum))

    def passive_cost_change(self, p: ab.CostChange) -> str:
        """'Cards ... cost {N} less', 'I cost {N} more if I'm played in ...', 'I cost {N} less
        for each ...'."""
        t = self.t
        n = abs(p.change)
        if p.me and p.for_each is not None:
            return self.own_cost_for_each(p.for_each, n)
        if p.me and p.change < 0 and p.condition is not None and p.condition not in BY_SIDE:
            return t.gettext("I cost {{{n}}} less if {condition}.").format(
                n=n, condition=self.step_condition(p.condition))
        if p.me:
            text = (t.gettext("I cost {{{n}}} more") if p.change > 0
                    else t.gettext("I cost {{{n}}} less")).format(n=n)
            if p.condition == ab.StepCondition(in_starting_region=True):
                text = t.gettext("{effect} if I'm played in a starting region").format(effect=text)
            elif p.condition == ab.StepCondition(i_am_in_contact=True):
                text = t.gettext("{effect} if I'm played in an Expedition that's In Contact"
                                 ).format(effect=text)
            elif p.condition == ab.StepCondition(characters_in_my_expedition=0):
                text = t.gettext("If there are no Characters in the Expedition I'm played in, "
                                 "{effect}").format(effect=text)
            elif p.condition is not None:
                text = t.gettext("{effect} if {condition}").format(
                    effect=text, condition=self.step_condition(p.condition))
        else:
            f = p.filter.model_copy(update={"controller": "any"})
            where = {"hand": t.gettext("from your hand"), "reserve": t.gettext("from Reserve"),
                     None: ""}[p.from_zone]
            who = {"you": t.gettext("{objects} you play {where}"),
                   "opponent": t.gettext("{objects} your opponents play {where}"),
                   "any": (t.pgettext("card", "{objects} played {where}") if self.agrees_as_card(f)
                           else t.gettext("{objects} played {where}"))}[p.filter.controller]
            objects = who.format(objects=self.qualified(f, 2), where=where).strip()
            text = (t.gettext("{objects} cost {{{n}}} more") if p.change > 0
                    else t.gettext("{objects} cost {{{n}}} less")).format(objects=objects, n=n)
        if p.floor is not None:
            text = t.gettext("{sentence}, with a minimum cost of {{{n}}}").format(
                sentence=text, n=p.floor)
        if p.while_boosted:
            text = t.gettext("If I'm boosted, {effect}").format(effect=text)
        return upper_first(text) + "."

    def own_cost_for_each(self, for_each: str, n: int) -> str:
        """'I cost {N} less for each ...' (a decrease: `n` is its size)."""
        t = self.t
        return {"exhausted_card_in_reserve": t.gettext(
                    "I cost {{{n}}} less for each exhausted card in Reserve."),
                "other_card_played_this_turn": t.gettext(
                    "I cost {{{n}}} less for each other card you played this turn."),
                "ascended_expedition": t.gettext(
                    "I cost {{{n}}} less for each of your Ascended Expeditions."),
                "expedition_in_contact": t.gettext(
                    "I cost {{{n}}} less for each of your Expeditions that's In Contact."),
                }[for_each].format(n=n)

    def passive_landmark_limit(self, p: ab.LandmarkLimit) -> str:
        return self.t.gettext("Your Landmarks limit is {n}.").format(n=self.number(p.limit))

    def passive_cant_be_played(self, p: ab.CantBePlayed) -> str:
        if p.unless is not None:
            return self.t.gettext("I can't be played unless {condition}.").format(
                condition=self.step_condition(p.unless))
        if p.condition == ab.StepCondition(in_starting_region=True):
            return self.t.gettext("I can't be played in a starting region.")
        return self.t.gettext("I can't be played if {condition}.").format(
            condition=self.step_condition(p.condition))

    def passive_play_exhausted_from_reserve(self, p: ab.PlayExhaustedFromReserve) -> str:
        t = self.t
        f = p.filter.model_copy(update={"controller": "any", "status_any": ["exhausted"]})
        text = t.gettext("You may play {objects} from your Reserve").format(
            objects=self.qualified(f, 2))
        if p.into_my_expedition:
            text = t.gettext("{text} in my Expedition").format(text=text)
        return text + "."

    def passive_stay_exhausted_in_reserve(self, p: ab.StayExhaustedInReserve) -> str:
        f = p.filter.model_copy(update={"controller": "any", "in_reserve": True,
                                        "status_any": ["exhausted"]})
        return upper_first(self.t.gettext("{objects} remain exhausted during Morning.").format(
            objects=self.qualified(f, 2)))

    def passive_facing_moves_only_by(self, p: ab.FacingMovesOnlyBy) -> str:
        t = self.t
        terrain = self.terrain(p.terrain)
        if p.effects:
            return t.gettext("If the Expedition facing me is in {terrain}, it can only move "
                             "forward due to {terrain}.").format(terrain=terrain)
        return t.gettext("If an Expedition facing me is in {terrain}, it can't move forward "
                         "during Dusk, except due to {terrain}.").format(terrain=terrain)

    def passive_ascension_moves_more(self, p: ab.AscensionMovesMore) -> str:
        return self.t.gettext("If my Expedition would move forward due to Ascension, it moves "
                              "forward one more region instead.")

    def passive_dusk_exhaust_for_more(self, p: ab.DuskExhaustForMore) -> str:
        return self.t.gettext("If one of your Expeditions would move forward during Dusk, you may "
                              "exhaust me ({T}) to make it move forward one more region "
                              "instead.").format(T="{T}")

    def passive_dusk_moves_twice(self, p: ab.DuskMovesTwice) -> str:
        return self.t.gettext("If my Expedition would move forward during Dusk, it moves twice "
                              "instead.")

    def passive_dusk_move_die(self, p: ab.DuskMoveDie) -> str:
        t = self.t
        text = t.gettext("If my Expedition would move forward during Dusk, roll a die: on a "
                         "{n}+, it moves forward one more region instead").format(n=p.more_at_least)
        if p.none_at_most is not None:
            text = t.gettext("{sentence}; on a {n} or less, it doesn't move instead").format(
                sentence=text, n=p.none_at_most) if p.none_at_most > 1 else t.gettext(
                "{sentence}; on a 1, it doesn't move instead").format(sentence=text)
        return text + "."

    def passive_stats_equal_highest(self, p: ab.StatsEqualHighest) -> str:
        t = self.t
        if p.to == "other_characters_you_control":
            text = t.gettext("the {forest}, {mountain} and {water} of other Characters you "
                             "control are equal to their highest statistic")
        elif p.to == "me":
            text = t.gettext("my {forest}, {mountain} and {water} are equal to my highest "
                             "statistic")
        else:
            text = t.gettext("Characters in my Expedition have their {forest}, {mountain} and "
                             "{water} equal to their highest statistic")
        text = text.format(forest=self.terrain("forest"), mountain=self.terrain("mountain"),
                           water=self.terrain("water"))
        if p.while_boosted:
            text = t.gettext("If I'm boosted, {effect}").format(effect=text)
        if p.while_single_terrain_regions is not None:
            text = t.gettext("If {n} or more single-terrain regions are visible, {effect}").format(
                n=self.number(p.while_single_terrain_regions), effect=text)
        if p.while_in_contact:
            text = t.gettext("If I'm In Contact, {effect}").format(effect=text)
        if p.while_in is not None:
            text = t.gettext("If I'm in {terrain}, {effect}").format(
                terrain=self.terrain(p.while_in), effect=text)
        return upper_first(text) + "."

    def passive_reserve_limit(self, p: ab.ReserveLimit) -> str:
        t = self.t
        if p.every_player and p.increase < 0:
            return t.ngettext("All Reserve limits are reduced by one.",
                              "All Reserve limits are reduced by {n}.", -p.increase).format(n=-p.increase)
        if p.every_player:
            return t.ngettext("All Reserve limits are increased by one.",
                              "All Reserve limits are increased by {n}.", p.increase).format(n=p.increase)
        if p.increase < 0:
            return t.ngettext("Your Reserve limit is reduced by one.",
                              "Your Reserve limit is reduced by {n}.", -p.increase).format(n=-p.increase)
        if p.while_reserve_has is None:
            return t.ngettext("Your Reserve limit is increased by one.",
                              "Your Reserve limit is increased by {n}.", p.increase).format(n=p.increase)
        text = t.ngettext("your Reserve limit is increased by one",
                          "your Reserve limit is increased by {n}", p.increase).format(n=p.increase)
        return t.gettext("If there are one or more {cards} in your Reserve, {sentence}.").format(
            cards=self.qualified(p.while_reserve_has, 2, controller=False), sentence=text)

    def passive_reveal_on_roll(self, p: ab.RevealOnRoll) -> str:
        return self.t.gettext("If you would roll one or more dice, also reveal the top card of "
                              "your Deck.")

    def passive_outside_reserve_limit(self, p: ab.OutsideReserveLimit) -> str:
        return self.t.gettext("I don't count towards your Reserve limit.")

    def passive_keep_exhausted_in_reserve(self, p: ab.KeepExhaustedInReserve) -> str:
        return self.t.ngettext(
            "During Clean-up, you may keep one more card in Reserve if it is exhausted.",
            "During Clean-up, you may keep {n} more cards in Reserve if they are exhausted.",
            p.extra).format(n=p.extra)

    def passive_dice_advantage(self, p: ab.DiceAdvantage) -> str:
        return self.t.gettext("If you would roll one or more dice, roll one more and ignore the "
                              "roll of your choice.")

    def passive_resupply_reveal(self, p: ab.ResupplyReveal) -> str:
        if p.look:
            return self.t.gettext("If you would Resupply, instead look at the top two cards of "
                                  "your Deck: put one in Reserve and discard the other.")
        return self.t.gettext("If you would Resupply, instead reveal the top two cards of your "
                              "Deck: put one in Reserve and discard the other.")

    def passive_cost_option(self, p: ab.CostOption) -> str:
        if p.sacrifice_permanent:
            return self.t.gettext("As you play me, you may sacrifice a Permanent to make me cost "
                                  "{{{n}}} less.").format(n=p.reduce)
        if p.exhaust_reserve_card:
            return self.t.gettext("As you play me, you may exhaust ({T}) a card from your Reserve "
                                  "to make me cost {{{n}}} less.").format(T="{T}", n=p.reduce)
        if not p.discard_from_reserve:
            return self.t.gettext("You may play me for {{{n}}} less.").format(n=p.reduce)
        return self.t.gettext("As you play me, you may discard {cards} from your Reserve to "
                              "make me cost {{{n}}} less.").format(
            cards=self.cards(p.discard_from_reserve), n=p.reduce)

    def passive_ascend_again_instead(self, p: ab.AscendAgainInstead) -> str:
        return self.t.gettext("If one of your Ascended Expeditions would Ascend again, "
                              "{effect} instead.").format(effect=lower_first(self.steps(p.steps)))

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
        return upper_first(self.t.gettext("{objects} you play are {status}.").format(
            objects=self.qualified(p.filter, 2), status=self.status("fleeting", 2)))

    def passive_grant_subtypes(self, p: ab.GrantSubtypes) -> str:
        return self.t.gettext("All {objects} are also {subtypes}.").format(
            objects=self.qualified(p.to, 2, controller=p.to.controller != "any"),
            subtypes=listed([subtype_name(x, 1, self.t) for x in p.subtypes], self.t.gettext("and")))

    def passive_lose_abilities(self, p: ab.LoseAbilities) -> str:
        return self.t.gettext("All {objects} lose their abilities.").format(
            objects=self.qualified(p.to, 2, controller=p.to.controller != "any"))

    def passive_stay_instead(self, p: ab.StayInstead) -> str:
        t = self.t
        what = self.a(p.to, controller=False)
        if p.loses == "boosts":
            return t.gettext("If {what} would leave my Expedition during the Afternoon, it loses "
                             "all its boosts instead.").format(what=what)
        return t.gettext("If {what} would leave my Expedition during the Afternoon, it loses "
                         "{status} instead.").format(what=what, status=self.status(p.loses))

    def passive_my_region_is(self, p: ab.MyRegionIs) -> str:
        t = self.t
        terrain = self.terrain(p.terrain)
        if p.and_facing and p.only:
            return t.gettext("My region and the region of the Expedition facing me are {terrain} "
                             "and lose their other types.").format(terrain=terrain)
        if p.and_facing:
            return t.gettext("My region and the region of the Expedition facing me are {terrain} "
                             "in addition to their other types.").format(terrain=terrain)
        if p.only:
            return t.gettext("My region is {terrain} and loses its other types.").format(
                terrain=terrain)
        return t.gettext("My region is {terrain} in addition to its other types.").format(
            terrain=terrain)

    def passive_regions_are(self, p: ab.RegionsAre) -> str:
        return self.t.gettext("All regions are {terrain} and lose their other types.").format(
            terrain=self.terrain(p.terrain))

    def passive_grant_ability(self, p: ab.GrantAbility) -> str:
        return self.t.gettext('Your {objects} have: "{ability}"').format(
            objects=self.qualified(p.to, 2, controller=False), ability=self.ability(p.ability))

    def passive_start_counters(self, p: ab.StartCounters) -> str:
        return self.t.gettext("I begin the game with {counters}.").format(
            counters=self.counter(p.counter, p.amount))

    def passive_start_markers(self, p: ab.StartMarkers) -> str:
        t = self.t
        markers = [t.gettext("a {terrain} Terrain Marker").format(terrain=self.terrain(name))
                   for name in p.terrains]
        return t.gettext("I begin the game with {markers}, on no region yet.").format(
            markers=listed(markers, t.gettext("and")))

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
                effect=self.consequence(p.otherwise))
        return text

    # -- a whole card ----------------------------------------------------------------------

    def card(self, card: CardDef) -> str:
        """The full text box: keywords, abilities, then support abilities."""
        self.of_hero = self.hero_card = card.type == "hero"
        self.of_landmark = card.is_landmark
        self.of_card = card
        try:
            return self._card_lines(card)
        finally:
            self.of_hero, self.of_landmark, self.hero_card = True, False, False
            self.of_card = None

    def _card_lines(self, card: CardDef) -> str:
        lines = []
        words = [self.keyword(*k) for k in card.keywords.items()]
        if words:
            lines.append(". ".join(words) + ".")
        lines += [self.ability(a) for a in card.abilities]
        support = self.t.gettext("[Support]")
        lines += [f"{support} {self.ability(a)}" for a in card.support]
        return "\n".join(lines)


@lru_cache(maxsize=None)
def card_text(lang: str) -> CardText:
    return CardText(lang)


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
    words.opponent_named = False
    return words.spelled(words.steps(steps))


def render_step(step: Any, lang: str = "en") -> str:
    return upper_first(render_steps([step], lang))


def render_may_cost(cost: ab.MayCost, lang: str = "en") -> str:
    words = card_text(lang)
    return words.spelled(words.may_cost(cost))
