"""The ability language of card files.

Abilities are data in a closed vocabulary: pydantic discriminated unions with
extra="forbid", so an unknown word in a card file is a load error with its file and line.
The engine interprets these models (altered_tui/engine/effects.py, reactions.py); the text a
player reads is rendered from them (altered_tui/cards/render.py).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Keywords(Strict):
    """Keyword abilities (CR 7.4) and the Fleeting/Cooldown spell keywords (CR 5.2.4)."""

    gigantic: bool = False  # 7.4.4: present in both Expeditions of its controller
    defender: bool = False  # 7.4.2: its Expedition can't move forward during Dusk
    eternal: bool = False  # 7.4.3: not sent to Reserve during Rest
    seasoned: bool = False  # 7.4.6: keeps boosts when going from Expedition to Reserve
    tough: int = Field(default=0, ge=0)  # 7.4.7: an opponent pays this much to target it
    fleeting: bool = False  # 2.4.6.b: a spell that gains Fleeting whenever played
    cooldown: bool = False  # 7.4.1: a spell that goes to Reserve exhausted
    scout: int | None = Field(default=None, ge=0)  # 7.4.5: may be played from Hand for X

    def names(self) -> list[str]:
        out = []
        for flag in ("gigantic", "defender", "eternal", "seasoned", "fleeting", "cooldown"):
            if getattr(self, flag):
                out.append(flag.capitalize())
        if self.tough:
            out.append(f"Tough {self.tough}")
        if self.scout is not None:
            out.append(f"Scout {self.scout}")
        return out


StatusName = Literal["anchored", "asleep", "fleeting", "exhausted"]
CardKind = Literal["character", "permanent", "spell", "object", "card"]  # object: Character or Permanent


class Filter(Strict):
    """Which objects a selection may pick: all given conditions must hold."""

    type: CardKind = "character"
    subtype: str | None = None
    controller: Literal["you", "opponent", "any"] = "any"
    other: bool = False  # not the object this ability belongs to
    token: bool | None = None
    max_hand_cost: int | None = None
    min_hand_cost: int | None = None
    status_any: list[StatusName] = []
    in_my_expedition: bool = False
    boosted: bool | None = None  # has at least one boost (CR 2.4.4.a)


class Select(Strict):
    """The objects a step acts on.

    me: the object with the ability; it: the object the trigger is about;
    target: chosen by the controller, Tough applies (CR 7.4.7); each: every matching
    object; choose: picked by the controller without targeting (e.g. sacrifice).
    """

    ref: Literal["me", "it", "target", "each", "choose"]
    filter: Filter = Filter()
    count: int = Field(default=1, ge=1)
    up_to: bool = False
    total_hand_cost_max: int | None = None  # the chosen objects' Hand Costs add up to at most this


Who = Literal["you", "opponent", "each"]


class Draw(Strict):
    kind: Literal["draw"]
    count: int = Field(default=1, ge=1)
    who: Who = "you"


class Resupply(Strict):
    kind: Literal["resupply"]
    count: int = Field(default=1, ge=1)
    who: Who = "you"
    exhausted: bool = False  # CR 7.3.11


class Sabotage(Strict):
    kind: Literal["sabotage"]  # CR 7.3.24: discard up to one target card in a Reserve


class Boost(Strict):
    kind: Literal["boost"]
    objects: Select
    amount: int = Field(default=1, ge=1)
    amount_from: Literal["die"] | None = None  # X boosts, X being the die just rolled


class GainCounters(Strict):
    kind: Literal["gain_counters"]  # CR 7.3.12: I gain N named counters
    counter: str = Field(pattern=r"^[a-z]+$")
    amount: int = Field(default=1, ge=1)


class NextPlay(Strict):
    """'The next <card> you play this turn/Afternoon ...': an Ongoing Emblem (CR 2.2.14)
    used up by the next matching card played."""

    kind: Literal["next_play"]
    filter: Filter = Filter(type="card")
    duration: Literal["turn", "afternoon"] = "turn"
    cost_change: int = 0  # negative: costs less (never below 0)
    free: bool = False
    boosts: int = Field(default=0, ge=0)
    loses_fleeting: bool = False
    from_hand_only: bool = False


class ActivateJoins(Strict):
    kind: Literal["activate_joins"]  # CR 7.3.1.b: activate the {J} abilities of objects
    objects: Select


class ChooseTarget(Strict):
    """'Target a Character ..., then ...': the choice becomes "it" for the next steps."""

    kind: Literal["choose_target"]
    objects: Select


class ReserveToHand(Strict):
    kind: Literal["reserve_to_hand"]  # return another card from your Reserve to your hand
    filter: Filter = Filter(type="card")


class DiscardFromHand(Strict):
    """A player discards cards from their hand; that player chooses which (CR 3.2.5.c)."""

    kind: Literal["discard_from_hand"]
    who: Who = "you"
    count: int = Field(default=1, ge=1)
    whole_hand: bool = False


class Exhaust(Strict):
    kind: Literal["exhaust"]  # CR 7.3.10
    objects: Select


class Ready(Strict):
    kind: Literal["ready"]  # CR 7.3.18
    objects: Select


class PlayForFree(Strict):
    """'You may play me for free': the card plays now, skipping its costs (CR 7.3.20)."""

    kind: Literal["play_me_for_free"]
    then_gains: StatusName | None = None


class CantMoveForward(Strict):
    """An Ongoing Emblem: the Expedition(s) can't move forward for a duration (CR 2.2.14)."""

    kind: Literal["cant_move_forward"]
    expedition: Literal["target", "all"] = "target"
    duration: Literal["day"] = "day"


class AfterYou(Strict):
    kind: Literal["after_you"]  # CR 7.3.2: end the turn once no Reactions are in Limbo


class StepCondition(Strict):
    """A condition checked just before a step (CR 6.5.d)."""

    controls: Filter | None = None  # you control at least `at_least` objects like this
    at_least: int = Field(default=1, ge=1)
    first_player: bool | None = None


class If(Strict):
    kind: Literal["if"]
    condition: StepCondition
    steps: list[Step]


class MayCost(Strict):
    """What 'you may [pay this] to [do that]' asks for; all paid at once (CR 6.4)."""

    mana: int = Field(default=0, ge=0)
    exhaust_me: bool = False
    spend_counters: dict[str, int] = {}
    discard_from_reserve: int = Field(default=0, ge=0)
    sacrifice_me: bool = False  # CR 7.3.25: discard me, an object in play you control


class GainStatus(Strict):
    kind: Literal["gain_status"]
    objects: Select
    status: StatusName


class LoseStatus(Strict):
    kind: Literal["lose_status"]
    objects: Select
    status: StatusName


class SendTo(Strict):
    """Move objects in play to a zone (send/return/put/discard, CR 7.3.21-26)."""

    kind: Literal["send_to"]
    objects: Select
    zone: Literal["reserve", "hand", "deck_top", "mana", "discard"]


class Sacrifice(Strict):
    kind: Literal["sacrifice"]  # CR 7.3.25: discard an object in play you control
    objects: Select


Where = Literal["my_expedition", "other_expedition", "each_of_your_expeditions",
                "target_expedition", "hero_expedition", "companion_expedition",
                "distributed"]  # distributed: an Expedition of yours is chosen for each token


class CreateToken(Strict):
    kind: Literal["create_token"]  # CR 7.3.4
    token: str  # the token card's name, e.g. "Ordis Recruit"
    count: int = Field(default=1, ge=1)
    where: Where = "target_expedition"


class MoveExpedition(Strict):
    kind: Literal["move_expedition"]  # CR 7.3.16-17
    direction: Literal["forward", "backward"]
    expedition: Literal["target", "facing_me", "mine"] = "target"


class SwitchExpeditions(Strict):
    kind: Literal["switch_expeditions"]  # CR 7.3.28
    objects: Select


class PutFromHand(Strict):
    kind: Literal["put_from_hand"]  # a card from your hand into Reserve or Mana
    zone: Literal["reserve", "mana"]


class May(Strict):
    """'You may ...': always declinable (CR 6.5.c). Steps after the first run only if
    the first one was done ('if you do', CR 6.5.f)."""

    kind: Literal["may"]
    steps: list[Step]
    cost: MayCost | None = None


class Outcome(Strict):
    low: int = Field(ge=1, le=6)
    high: int = Field(ge=1, le=6)
    steps: list[Step]


class RollDie(Strict):
    kind: Literal["roll_die"]  # CR 7.3.19
    outcomes: list[Outcome]


class DeckToMana(Strict):
    """A player puts the top card(s) of their Deck in their Mana zone, face down and exhausted
    (CR 3.2.9.b: not revealed on the way)."""

    kind: Literal["deck_to_mana"]
    who: Who = "you"
    count: int = Field(default=1, ge=1)


class DiscardManaOrb(Strict):
    """'Discard one of your Mana Orbs. If you do, ...': `then` runs only if an orb was
    discarded (CR 6.5.f)."""

    kind: Literal["discard_mana_orb"]
    then: list[Step] = []


class PutMeIn(Strict):
    """'Put me in Reserve' after the trigger moved me: the effect finds me in the zone that
    event put me in (CR 2.1.f), and nowhere else."""

    kind: Literal["put_me_in"]
    zone: Literal["reserve"] = "reserve"


class ChooseOne(Strict):
    kind: Literal["choose_one"]  # CR 6.5.g
    modes: list[list[Step]] = Field(min_length=2)


Step = Annotated[
    Union[Draw, Resupply, Sabotage, Boost, GainStatus, LoseStatus, SendTo, Sacrifice,
          CreateToken, MoveExpedition, SwitchExpeditions, PutFromHand, May, RollDie, ChooseOne,
          GainCounters, NextPlay, ActivateJoins, ChooseTarget, ReserveToHand, AfterYou, If,
          DiscardFromHand, Exhaust, Ready, PlayForFree, CantMoveForward,
          DeckToMana,
          DiscardManaOrb,
          PutMeIn],
    Field(discriminator="kind"),
]


TriggerKind = Literal[
    "joins",  # {J}: I join the Expedition or Landmark zone
    "played_from_hand",  # {H}
    "played_from_reserve",  # {R}
    "at_noon",
    "at_dusk",
    "leaves_expedition",  # I leave the Expedition zone
    "goes_to_reserve",  # I go to Reserve
    "sacrificed",  # I am sacrificed
    "you_play",  # you play a card matching `filter`
    "character_joins_yours",  # a Character joins your Expeditions
    "expedition_fails_to_move",  # my Expedition fails to move forward during Dusk
    "expedition_moves_forward",  # my Expedition moves forward during Dusk
    "you_roll_dice",  # you roll one or more dice
    "you_pass",  # you pass during the Afternoon
    "leaves_landmarks",  # I leave the Landmark zone
]


class Trigger(Strict):
    on: TriggerKind
    filter: Filter | None = None
    terrain: Literal["forest", "mountain", "water"] | None = None  # "moves forward due to ..."
    from_zone: Literal["hand", "expedition"] | None = None  # goes_to_reserve: only from there


class Condition(Strict):
    """A condition checked when the reaction triggers (CR 6.3.b)."""

    first_player: bool | None = None  # you are / are not the first player
    was_fleeting: bool | None = None
    not_first_day: bool = False  # "ignore my abilities during the first Day"
    first_of_afternoon: bool = False  # the played card is your first of its type this Afternoon


class Reaction(Strict):
    kind: Literal["reaction"]
    trigger: Trigger
    condition: Condition = Condition()
    effect: list[Step] = Field(min_length=1)


class Cost(Strict):
    """Costs of a quick action, all paid at once (CR 6.4)."""

    exhaust_me: bool = False  # {T}
    discard_me: bool = False  # {D}: discard me from Reserve (support abilities)
    mana: int = Field(default=0, ge=0)
    spend_counters: dict[str, int] = {}
    discard_from_reserve: int = Field(default=0, ge=0)  # discard that many other Reserve cards
    sacrifice_character: bool = False


class QuickAction(Strict):
    kind: Literal["quick"]
    cost: Cost
    condition: Condition = Condition()  # e.g. only if you are the first player
    effect: list[Step] = Field(min_length=1)


class SpellEffect(Strict):
    """What a Spell does when it resolves (CR 5.2.4)."""

    kind: Literal["effect"]
    steps: list[Step] = Field(min_length=1)


class GrantKeywords(Strict):
    """Passive: objects you control matching `to` have these keywords (CR 2.3)."""

    kind: Literal["grant_keywords"]
    to: Filter
    keywords: Keywords


class DiceAdvantage(Strict):
    """Passive: when you roll dice, roll one more and ignore the roll of your choice."""

    kind: Literal["dice_advantage"]


class ResupplyReveal(Strict):
    """Passive: instead of Resupply, reveal your top two cards, put one in Reserve and
    discard the other."""

    kind: Literal["resupply_reveal"]


class CostOption(Strict):
    """Passive on a card: when you play it you may discard cards from your Reserve to make
    it cost less (CR 5.1.2.c: an optional cost chosen as you declare)."""

    kind: Literal["cost_option"]
    discard_from_reserve: int = Field(default=1, ge=1)
    reduce: int = Field(ge=1)


class LeaveToMana(Strict):
    """Passive replacing modifier (CR 6.2.b): if I would leave the Expedition zone, I go to
    my owner's Mana zone as an exhausted Mana Orb instead. `optional`: my controller states
    whether it applies (CR 6.2.d); `otherwise`: the alternative if they don't (CR 6.2.e)."""

    kind: Literal["leave_to_mana"]
    optional: bool = False
    while_boosted: bool = False  # only while I have a boost (CR 2.4.4.a)
    otherwise: list[Step] = []


Passive = Annotated[Union[GrantKeywords, DiceAdvantage, ResupplyReveal, CostOption,
                          LeaveToMana],
                    Field(discriminator="kind")]


class PassiveAbility(Strict):
    kind: Literal["passive"]
    effect: Passive


Ability = Annotated[Union[Reaction, QuickAction, SpellEffect, PassiveAbility],
                    Field(discriminator="kind")]

for _model in (May, Outcome, RollDie, ChooseOne, If, Reaction, QuickAction, SpellEffect,
               DiscardManaOrb, LeaveToMana, PassiveAbility):
    _model.model_rebuild()
