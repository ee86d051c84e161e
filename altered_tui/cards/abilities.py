"""The ability language of card files.

Abilities are data in a closed vocabulary: pydantic discriminated unions with
extra="forbid", so an unknown word in a card file is a load error with its file and line.
The engine interprets these models (altered_tui/engine/steps/, triggers.py); the text a
player reads is rendered from them (altered_tui/cards/render.py).
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal, Union

from pydantic import (
    BaseModel, ConfigDict, Discriminator, Field, Tag, TypeAdapter, model_validator,
)


class Strict(BaseModel):
    # defer_build: a model's validator is built when a card file is first read, so a start
    # from the pool cache never pays for it
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


# Every number in the ability language is a strict int (`yes` is not 1) of at most two
# digits: no card prints more, and a count of a million would make a match that never ends.
MAX_NUMBER = 99


class Keywords(Strict):
    """Keyword abilities (CR 7.4) and the Fleeting/Cooldown spell keywords (CR 5.2.4)."""

    gigantic: bool = False  # 7.4.4: present in both Expeditions of its controller
    defender: bool = False  # 7.4.2: its Expedition can't move forward during Dusk
    eternal: bool = False  # 7.4.3: not sent to Reserve during Rest
    seasoned: bool = False  # 7.4.6: keeps boosts when going from Expedition to Reserve
    # 7.4.7: an opponent pays this much to target it
    tough: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    fleeting: bool = False  # 2.4.6.b: a spell that gains Fleeting whenever played
    cooldown: bool = False  # 7.4.1: a spell that goes to Reserve exhausted
    # 7.4.5: may be played from Hand for X
    scout: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)

    def items(self) -> list[tuple[str, int | None]]:
        """The keywords the card has, in printed order, with their number if they take one:
        [("gigantic", None), ("tough", 2)]."""
        out: list[tuple[str, int | None]] = [
            (flag, None) for flag in ("gigantic", "defender", "eternal", "seasoned", "fleeting",
                                      "cooldown") if getattr(self, flag)]
        if self.tough:
            out.append(("tough", self.tough))
        if self.scout is not None:
            out.append(("scout", self.scout))
        return out


# the abilities counted as they are activated: {D} support abilities (a quick action whose
# cost discards the card from Reserve) and {T} abilities (one whose cost exhausts its object)
ActivatedKind = Literal["support", "exhaust"]
StatusName = Literal["anchored", "asleep", "fleeting", "exhausted", "completed"]
CardKind = Literal["character", "permanent", "spell", "object", "card"]  # object: Character or Permanent


class Filter(Strict):
    """Which objects a selection may pick: all given conditions must hold."""

    type: CardKind = "character"
    subtype: str | None = None
    not_subtype: str | None = None  # "non-Illusion": without this sub-type (CR 2.2.2.p)
    controller: Literal["you", "opponent", "any"] = "any"
    other: bool = False  # not the object this ability belongs to
    token: bool | None = None
    max_hand_cost: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    min_hand_cost: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    status_any: list[StatusName] = []
    status_none: list[StatusName] = []  # "non-Fleeting": has none of these statuses (CR 2.4)
    in_my_expedition: bool = False
    boosted: bool | None = None  # has at least one boost (CR 2.4.4.a)
    # Hand Cost X or less, X counted when the step happens (CR 6.5.i style quantity): the
    # number of Characters you control, or the highest Hand Cost among them ("less than or
    # equal to the Hand Cost of a Character you control"; none controlled: no match)
    max_hand_cost_from: Literal["characters_you_control", "a_character_you_control"] | None = None
    in_other_expedition: bool = False  # in your Expedition other than the source's (CR 7.4.4.k)
    base_stat_zero: bool | None = None  # a printed statistic of a Character is 0 (CR 2.2.10)
    # a Character in a region with a terrain for which its printed statistic is 0
    # (CR 2.2.10, 7.5.2.a): "in a region type where its base statistic is 0"
    zero_base_stat_in_its_region: bool = False
    min_hand_cost_my_counters: str | None = None  # Hand Cost >= my number of these counters
    # "Hand Cost {X}+{N} or less": X my number of these counters, N `max_hand_cost` (CR 6.5.i)
    max_hand_cost_plus_my_counters: str | None = None
    by_target_player: bool = False  # controlled by target player (chosen once per effect)
    in_target_expedition: bool = False  # in target Expedition (chosen once per effect)
    target_expedition_ahead: bool = False  # ... which must be one that is ahead (CR 7.5.2.a)
    in_reserve: bool = False  # cards in a Reserve instead of objects in play (CR 3.2.10)
    or_in_reserve: bool = False  # objects in play and cards in a Reserve, both (CR 3.2.10)
    # a Character with no current statistic over this (CR 2.3)
    max_stat: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    # "a Character with {V} less than or equal to mine": its current statistic of that
    # terrain is at most the source's own (CR 2.3; {V}, {M}, {O}: Forest, Mountain, Water)
    stat_at_most_mine: Literal["forest", "mountain", "water"] | None = None
    # "then target another Character with equal or lower {V}": a Character other than "it"
    # whose current statistic of that terrain is at most the one "it" has now (CR 2.3)
    stat_at_most_its: Literal["forest", "mountain", "water"] | None = None
    # "with Base Cost {X} or less, where X is the result": the die this effect rolled
    # (CR 7.3.19.b); nothing matches before a roll
    max_base_cost_rolled: bool = False
    # "a Robot or Permanent": besides the rest, it matches one of these (each with its own
    # type, "character" unless it says)
    any_of: list[Filter] = []
    # "in [terrain]": present in an Expedition whose region has that terrain (CR 7.5.2.a)
    in_terrain: Literal["forest", "mountain", "water"] | None = None
    in_facing_expedition: bool = False  # in the Expedition facing the source's (CR 1.2.3.c)
    in_ascended_expedition: bool = False  # present in an Ascended Expedition (README: Ascend)
    # in a region with exactly one terrain now (CR 2.2.2.k-p, 7.5.2.a)
    in_single_terrain_region: bool = False
    in_expedition: bool = False  # in an Expedition zone: Characters, Expedition Permanents (CR 2.2.3)
    # "Base Cost N or more / or less" (README: Rules notes): the Reserve Cost of a card played
    # from (or waiting in) a Reserve or of a Fleeting object in play, else its Hand Cost
    # (CR 2.2.7, 2.2.8)
    min_base_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    max_base_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "with Reserve Cost {N} or less": its printed Reserve Cost (CR 2.2.8)
    max_reserve_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    landmark: bool = False  # a Landmark Permanent: its zone type is Landmark (CR 2.2.3.b)
    has_discard_ability: bool = False  # "with a {D} ability": a support quick action discarding it
    # "with a max Hand Cost of {N} more than the sacrificed card": "it", the card the last
    # sacrifice step took, has a printed Hand Cost that plus N is the most this one may have
    # (CR 2.2.7; a token's is 0, 2.2.7.c)
    max_hand_cost_above_sacrificed: int | None = Field(default=None, ge=0, le=MAX_NUMBER,
                                                       strict=True)


class StatTotal(Strict):
    """A bound on the sum of one current statistic of the chosen Characters (CR 2.3)."""

    stat: Literal["forest", "mountain", "water"]
    max: int = Field(ge=0, le=MAX_NUMBER, strict=True)


class Select(Strict):
    """The objects a step acts on.

    me: the object with the ability; it: the object the trigger is about;
    target: chosen by the controller, Tough applies (CR 7.4.7); each: every matching
    object; choose: picked by the controller without targeting (e.g. sacrifice).
    """

    ref: Literal["me", "it", "target", "each", "choose"]
    filter: Filter = Field(default_factory=Filter)
    # how many; "the same number of target Characters": {remembered: spent}, as many as the
    # quick action's cost spent counters (none spent, none chosen; CR 6.5.i)
    count: Amount = 1
    up_to: bool = False
    # the chosen objects' Hand Costs add up to at most this
    total_hand_cost_max: int | None = Field(default=None, ge=-MAX_NUMBER, le=MAX_NUMBER,
                                            strict=True)
    any_number: bool = False  # "any number of": as many as the controller wants, none included
    total_stat_max: StatTotal | None = None  # the chosen Characters' statistic adds up to at most this
    # "that opponent targets a card in your Reserve": an opponent of the controller chooses
    # (CR 6.5.a); only for cards in a Reserve, which have no Tough to pay (CR 7.4.7)
    by_opponent: bool = False

    @model_validator(mode="after")
    def _opponent_picks_reserve_cards(self) -> Select:
        if self.by_opponent and (self.ref not in ("target", "choose") or not self.filter.in_reserve):
            raise ValueError("by_opponent: only a target or choice among cards in a Reserve")
        return self


class Count(Strict):
    """How many of something there are as the step happens (CR 6.5.i): exactly one of
    `objects`, `cards_in`, `expeditions_in`, `my_ascended_expeditions` or
    `named_in_my_discard`."""

    # objects in play (or cards in a Reserve, as the filter says) matching this, read in
    # the effect's own context ("other", "in my Expedition")
    objects: Filter | None = None
    # every card in that zone, tokens included; target_player_reserve: the Reserve of the
    # player the controller targets (CR 6.5.a), chosen before the count
    cards_in: Literal["my_reserve", "each_reserve", "target_player_reserve", "my_hand",
                      "my_mana", "my_landmarks"] | None = None
    # the Expeditions, any player's, whose region has that terrain (CR 7.5.2.a)
    expeditions_in: Literal["forest", "mountain", "water"] | None = None
    my_ascended_expeditions: bool = False  # your Ascended Expeditions (README: Ascend)
    # the cards of that name in your discard pile (CR 3.2.3)
    named_in_my_discard: str | None = Field(default=None, min_length=1, max_length=80)

    @model_validator(mode="after")
    def _one_thing_counted(self) -> Count:
        said = [self.objects is not None, self.cards_in is not None,
                self.expeditions_in is not None, self.my_ascended_expeditions,
                self.named_in_my_discard is not None]
        if sum(said) != 1:
            raise ValueError("count: one of objects, cards_in, expeditions_in, "
                             "my_ascended_expeditions or named_in_my_discard")
        return self


class Quantity(Strict):
    """A number worked out as the step happens (CR 6.5.i): X `times` the factor, plus
    `plus`, where X is one of a count, a value this effect remembers ("that many"), a
    statistic or my number of counters. A plain number in a card file is not a Quantity
    (see `Amount`)."""

    count: Count | None = None
    # die: the result of the die this effect rolled (CR 7.3.19.b); discarded: the cards the
    # cost discarded; sacrificed: the cards the effect's last sacrifice step took; x: the X
    # its quick action's cost was paid with; spent: the counters its quick action's cost spent
    remembered: Literal["die", "discarded", "sacrificed", "x", "spent"] | None = None
    stat: Literal["its_highest"] | None = None  # the highest current statistic of "it" (CR 2.3)
    my_counters: str | None = Field(default=None, pattern=r"^[a-z]+$")  # my counters of that name
    times: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    plus: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)

    @model_validator(mode="after")
    def _one_x(self) -> Quantity:
        said = [self.count is not None, self.remembered is not None, self.stat is not None,
                self.my_counters is not None]
        if sum(said) != 1:
            raise ValueError("quantity: one of count, remembered, stat or my_counters "
                             "(a plain number is written as a number)")
        if self.plus and self.my_counters is None:
            raise ValueError("quantity: `plus` goes with my_counters (X+N)")
        if self.times != 1 and self.remembered not in (None, "x"):
            raise ValueError("quantity: a remembered value is counted once (times: 1)")
        return self


def _amount_form(value: Any) -> str:
    """A mapping is a Quantity; anything else must be a plain number (and says why not)."""
    return "quantity" if isinstance(value, (dict, Quantity)) else "number"


# How many a step gives or does: a plain number, or a Quantity
Amount = Annotated[Union[Annotated[Annotated[int, Field(ge=1, le=MAX_NUMBER, strict=True)],
                                   Tag("number")],
                         Annotated[Quantity, Tag("quantity")]],
                   Discriminator(_amount_form)]
# ... where none at all is a number it may say ("X+0 times")
AmountOrNone = Annotated[Union[Annotated[Annotated[int, Field(ge=0, le=MAX_NUMBER, strict=True)],
                                         Tag("number")],
                               Annotated[Quantity, Tag("quantity")]],
                         Discriminator(_amount_form)]


Who = Literal["you", "opponent", "each"]


class Draw(Strict):
    kind: Literal["draw"]
    count: Amount = 1
    # its_controller: of "it" (CR 1.2.3); facing_it: the player of the Expedition facing the
    # one "it" is in (CR 1.2.3.c)
    who: Who | Literal["its_controller", "facing_it"] = "you"


class Resupply(Strict):
    kind: Literal["resupply"]
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    # its_controller / its_owner: of "it", even after it left play (CR 2.1.d, 1.2.3);
    # target_player: the player the controller targets, either of them (CR 6.5.a)
    who: Who | Literal["its_controller", "its_owner", "target_player"] = "you"
    exhausted: bool = False  # CR 7.3.11
    # "may": each player concerned chooses, in initiative order, before that Resupply
    # happens (CR 6.1.h); a repeated one is asked again each time (CR 6.5.i)
    may: bool = False
    # "If you put a Character in Reserve this way, ...": the card the controller put in
    # Reserve becomes "it" for the next steps (none if the Deck was empty)
    becomes_it: bool = False


class Sabotage(Strict):
    kind: Literal["sabotage"]  # CR 7.3.24: discard up to one target card in a Reserve
    # "If you discarded a card this way, ...": only then, with "it" the discarded card
    then: list[Step] = []
    otherwise: list[Step] = []  # "..., otherwise ...": when no card was discarded (CR 6.5.f)
    # "Sabotage a card with Reserve Cost {N} or less": only such cards may be targeted
    max_reserve_cost: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "Sabotage a Character with {V} less than or equal to mine": only Reserve cards that
    # match this (their statistics in Reserve, CR 2.3, against the source's)
    filter: Filter | None = None


class Boost(Strict):
    kind: Literal["boost"]
    objects: Select
    amount: Amount = 1
    # "..., up to a max of N": each object gains only as many as take it to N boosts (CR 2.5.f)
    up_to_max: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "distribute N boosts among any Characters ...": `objects` says which may get them; the
    # controller gives them one by one, the same object as often as they like
    distribute: bool = False

    @model_validator(mode="after")
    def _distributed_among_choices(self) -> Boost:
        if self.distribute and self.objects.ref not in ("choose", "target"):
            raise ValueError("boost: `distribute` shares the boosts among chosen objects")
        if self.distribute and not isinstance(self.amount, int):
            raise ValueError("boost: `distribute` shares a plain number of boosts")
        return self


class GainCounters(Strict):
    kind: Literal["gain_counters"]  # CR 7.3.12: I gain N named counters
    counter: str = Field(pattern=r"^[a-z]+$")
    amount: Amount = 1
    # "..., up to a max of N" (CR 2.5.f)
    up_to_max: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)


class NextPlay(Strict):
    """'The next <card> you play this turn/Afternoon ...': an Ongoing Emblem (CR 2.2.14)
    used up by the next matching card played."""

    kind: Literal["next_play"]
    filter: Filter = Filter(type="card")
    duration: Literal["turn", "afternoon"] = "turn"
    # negative: costs less (never below 0)
    cost_change: int = Field(default=0, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    # "..., down to a minimum of {N}": the decrease takes the cost no lower than this (a
    # floor of this decrease only, the remark of CR 5.1.2.e)
    cost_floor: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    free: bool = False
    boosts: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    loses_fleeting: bool = False
    from_hand_only: bool = False
    from_reserve_only: bool = False
    loses_fleeting_from_hand: bool = False  # it loses Fleeting only if played from hand
    # played from hand, its {R} abilities activate too, as if played from Reserve: "all"
    # of them, or "one" of them that its controller picks (CR 7.3.1.b)
    activates_reserve_abilities: Literal["all", "one"] | None = None
    gains_status: StatusName | None = None  # the card gains this status as it is played
    # "the next Character you play in [terrain]": only one played into an Expedition whose
    # region has that terrain as it is declared (CR 5.1.2.c, 7.5.2.a); what it gains, not
    # what it costs, since the cost is worked out before the Expedition is known
    into_terrain: Literal["forest", "mountain", "water"] | None = None
    # "the next Character played ... in my Expedition": only one played into the Expedition
    # the source was in as the effect resolved (CR 5.1.2.c)
    into_my_expedition: bool = False

    @model_validator(mode="after")
    def _terrain_without_cost(self) -> NextPlay:
        if self.into_terrain is not None and (self.cost_change or self.free):
            raise ValueError("next_play: `into_terrain` changes what the card gains, not its cost")
        return self


class NextJoinsMyExpedition(Strict):
    """'The next Character that joins my Expedition this turn gains N boosts': an Ongoing
    Emblem (CR 2.2.14) used up by the next Character that joins the source's Expedition this
    turn (CR 7.5.8): played there, created there or moving there."""

    kind: Literal["next_joins_my_expedition"]
    boosts: Amount = 1


class ActivateJoins(Strict):
    kind: Literal["activate_joins"]  # CR 7.3.1.b: activate the {J} abilities of objects
    objects: Select
    each_may: bool = False  # 'for each ..., you may activate its {J} abilities' (CR 6.5.i, 6.5.c)


class ActivateSupport(Strict):
    """'It activates its {D} ability': the effect of each support quick action of the
    selected objects whose cost is "discard me" happens, created by that object, its cost
    not paid (CR 7.3.1.b, d); an object without one activates nothing."""

    kind: Literal["activate_support"]
    objects: Select


class NextActivation(Strict):
    """'The next time a {D} ({T}) ability is activated this turn, ...': an Ongoing Emblem
    (CR 2.2.14) used up by the next such ability activated this turn, anyone's; its steps
    then wait in Limbo as a Reaction of the source (README rulings, {D} and {T} abilities)."""

    kind: Literal["next_activation"]
    ability: ActivatedKind
    steps: list[Step] = Field(min_length=1)


class ActivateTheirReserve(Strict):
    """'I activate one (up to `count`) of its / their {R} abilities as if it was mine': the
    {R} Reactions of the cards this effect's last `send_to` step moved activate, created by
    me, not by those cards (CR 7.3.1.b, an exception to 7.3.1.d); with more of them than
    `count`, the controller picks which, and may stop sooner when `up_to`."""

    kind: Literal["activate_their_reserve"]
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    up_to: bool = False


class ChooseTarget(Strict):
    """'Target a Character ..., then ...': the choice becomes "it" for the next steps."""

    kind: Literal["choose_target"]
    objects: Select


class ReserveToHand(Strict):
    kind: Literal["reserve_to_hand"]  # return another card from your Reserve to your hand
    filter: Filter = Filter(type="card")


class ExchangeReserveHand(Strict):
    """Exchange target card in your Reserve with a card from your hand (CR 7.3.9): each goes
    to the other's zone; with no card on either side, nothing happens (CR 7.3.9.b)."""

    kind: Literal["exchange_reserve_hand"]
    filter: Filter = Filter(type="card")  # which Reserve cards may be targeted


class DiscardFromHand(Strict):
    """A player discards cards from their hand; that player chooses which (CR 3.2.5.c)."""

    kind: Literal["discard_from_hand"]
    who: Who = "you"
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    whole_hand: bool = False


class Exhaust(Strict):
    kind: Literal["exhaust"]  # CR 7.3.10
    objects: Select
    # "each player exhausts one of theirs": each chooses `objects.count` of their own (you
    # first, CR 1.4.5.a), then all chosen are exhausted together
    chosen_by: Literal["each"] | None = None
    then: list[Step] = []  # "If you do, ...": only if something was exhausted (CR 6.5.f)


class Ready(Strict):
    kind: Literal["ready"]  # CR 7.3.18
    objects: Select


class ReadyManaOrbs(Strict):
    """Ready `count` of your exhausted Mana Orbs (CR 7.3.18); orbs are alike, so which ones is
    not asked, and with fewer exhausted ones all of them are readied."""

    kind: Literal["ready_mana_orbs"]
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


class PlayForFree(Strict):
    """'You may play me for free': the card plays now, skipping its costs (CR 7.3.20)."""

    kind: Literal["play_me_for_free"]
    then_gains: StatusName | None = None


class CantMoveForward(Strict):
    """An Ongoing Emblem: the Expedition(s) can't move forward for a duration (CR 2.2.14)."""

    kind: Literal["cant_move_forward"]
    expedition: Literal["target", "all"] = "target"
    duration: Literal["day"] = "day"


class Ascend(Strict):
    """'[Expedition] Ascends': until Rest, that Expedition moves forward at Dusk on a tie in a
    terrain of its region too (README rulings, Ascend; CR 4.2.4.e). `mine`: the source's
    Expedition; `hero`: your Hero Expedition; `both_yours`: both of your Expeditions."""

    kind: Literal["ascend"]
    expedition: Literal["target", "mine", "hero", "both_yours"] = "target"


class GainItsSubtypes(Strict):
    """'I gain its sub-types': the source has the sub-types of "it" (as it has them now) until
    the source leaves the Expedition zone, a new object then (CR 1.4.4, 2.2.2)."""

    kind: Literal["gain_its_subtypes"]


class AfterYou(Strict):
    kind: Literal["after_you"]  # CR 7.3.2: end the turn once no Reactions are in Limbo


class BecomeFirstPlayer(Strict):
    """'You become first player': the controller is the first player from now on, until a
    Succeed passes it on as usual (CR 4.2.1.b; README: Rules notes)."""

    kind: Literal["become_first_player"]
    # "target player becomes first player": the controller picks a player, maybe themself
    # (CR 6.5.a); they become first player
    who: Literal["you", "target_player"] = "you"


class CounterCount(Strict):
    """'I have N or more / less than N <name> counters' (CR 2.5)."""

    counter: str = Field(pattern=r"^[a-z]+$")
    at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    less_than: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)


class StepCondition(Strict):
    """A condition checked just before a step (CR 6.5.d)."""

    controls: Filter | None = None  # you control at least `at_least` objects like this
    # an opponent controls at least `at_least` objects like this (with two players, the
    # opponent, CR 1.2.3)
    opponent_controls: Filter | None = None
    at_least: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    first_player: bool | None = None
    # you have fewer Mana Orbs than this
    fewer_mana_orbs_than: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # you have this many Mana Orbs or more
    mana_orbs_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # you have at least this many base statistics of 0 among Characters you control (CR 2.3.1.a)
    zero_base_stats: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    my_counters: CounterCount | None = None
    hero_counters: CounterCount | None = None  # "if your Hero has N or more <name> counters"
    it_is: Filter | None = None  # "it" (e.g. the card just put in Reserve) matches this
    # "if I have N or more boosts"
    my_boosts_at_least: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "if I have N boosts or less"
    my_boosts_at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "if my Expedition is behind" (CR 7.5.2.b): every Expedition I am in (CR 7.4.4.j)
    my_expedition_behind: bool | None = None
    # "if your Companion / Hero Expedition is behind" (CR 7.5.2.b): that one of your two
    expedition_behind: Literal["hero", "companion"] | None = None
    i_am_in: Literal["forest", "mountain", "water"] | None = None  # "if I am in [terrain]"
    i_am_not_in: Literal["forest", "mountain", "water"] | None = None  # "if I'm not in [terrain]"
    empty: Literal["hand", "reserve"] | None = None  # "if your hand / Reserve is empty"
    # "if you have N or more cards in Reserve"
    reserve_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "... or more Spells in your Reserve": `reserve_at_least` counts cards of this type only
    reserve_of_type: Literal["character", "permanent", "spell"] | None = None
    # "if there are N or more exhausted cards in Reserve": both players' Reserves
    exhausted_in_reserves_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER,
                                                       strict=True)
    # "if it isn't / wasn't in [terrain]": "it" where it is, or as it left play (CR 2.1.d)
    it_was_not_in: Literal["forest", "mountain", "water"] | None = None
    # "if its Expedition is behind": the Expedition(s) "it" is in (CR 7.5.2.b, 7.4.4.j)
    its_expedition_behind: bool | None = None
    # "if there is only one Character in my Expedition": exactly this many Characters are in
    # the source's Expedition (its own cards and the Gigantic Characters of the other, CR 7.4.4.b)
    characters_in_my_expedition: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "if each of your Expeditions is behind or tied" (CR 7.5.2.b-c): none of them is ahead
    expeditions_behind_or_tied: bool | None = None
    # "if the result is N+": the die whose roll triggered this Reaction (CR 7.3.19)
    rolled_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "if the result is N" (N or less): the same die (CR 7.3.19)
    rolled_at_most: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "if X is higher than the Hand Cost of the target": X the die this effect rolled last,
    # against the printed Hand Cost of "it" (CR 7.3.19, 2.2.7)
    rolled_above_its_hand_cost: bool | None = None
    # "if its Hand Cost is equal to the die's result": the printed Hand Cost of "it" against
    # the die this effect rolled, or else the roll that triggered this Reaction (CR 7.3.19)
    its_hand_cost_is_result: bool | None = None
    i_am: StatusName | None = None  # "if I'm Fleeting": the source has this status (CR 2.4)
    # "if there are no Characters in the Expedition facing me": no object in play, any
    # player's unless the filter says, matches this
    none_in_play: Filter | None = None
    # "if you have fewer cards in Reserve than target opponent" (the one opponent, CR 6.5.a)
    fewer_in_reserve_than_opponent: bool | None = None
    # "if I'm In Contact" / "if I'm not" (README ruling: another player's Expedition is in
    # my region, CR 3.2.1.b, 7.5.7.b): the Expedition(s) the source is in, or, as its own cost
    # is worked out, the Expedition it is played into; Expedition Permanents "considered"
    # In Contact count (`considered_in_contact`)
    i_am_in_contact: bool | None = None
    # "if there are N or more cards in your Landmarks" (CR 3.2.7): tokens included
    landmarks_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "if its Base Cost was N or less / or more" (README: Rules notes): of "it", as it left
    # play if this effect made it leave (its Reserve Cost if it was Fleeting, CR 2.1.d)
    its_base_cost_at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    its_base_cost_at_least: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    you_control_it: bool | None = None  # "if you control it": "it" is an object you control now
    # "unless there are N or more exhausted cards in Reserve": fewer than N, both Reserves
    exhausted_in_reserves_fewer_than: int | None = Field(default=None, ge=1, le=MAX_NUMBER,
                                                         strict=True)
    # "if it was the only card in their Reserve": "it", a card in a Reserve, is alone there
    it_alone_in_reserve: bool | None = None
    it_in_your_reserve: bool | None = None  # "if it's in your Reserve"
    # "in a starting region": my Expedition (or the one I am played into) is on the region
    # it started from (CR 7.5.2.a: its starting region; the Hero or Companion region)
    in_starting_region: bool | None = None
    # "if one or more of your Expeditions are In Contact" (1), "if each of them is" (2)
    expeditions_in_contact_at_least: int | None = Field(default=None, ge=1, le=2, strict=True)
    # "if I'm facing a Character / only one / two or more": the Characters in the Expedition
    # facing mine (both, if I am Gigantic), CR 1.2.3.c, 7.4.4.g
    facing_characters_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    facing_characters_at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "if I'm in an Ascended Expedition": an Expedition I am present in is Ascended (README
    # rulings, Ascend; a Gigantic object is in both, CR 7.4.4.b)
    in_ascended_expedition: bool | None = None
    # "if one or more of your Expeditions is Ascended"
    you_have_ascended_expedition: bool | None = None
    # "if N or more single-terrain regions are visible": face-up regions with exactly one
    # terrain now, Terrain Markers and passives counted (CR 2.2.2.k-p)
    single_terrain_regions_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER,
                                                        strict=True)
    # "if I'm facing an Expedition in [terrain]": an opponent's Expedition of the same kind as
    # one I am in (both, if I am Gigantic) is in a region with that terrain (CR
    # 1.2.3.c, 7.5.2.a, 7.4.4.g)
    facing_expedition_in: Literal["forest", "mountain", "water"] | None = None
    # "if you played me for less" with my cost option (CR 5.1.2.c: chosen as you declare)
    played_for_less: bool | None = None
    # "if it was in [terrain]": "it" where it is, or as it left play (CR 2.1.d)
    it_was_in: Literal["forest", "mountain", "water"] | None = None
    # "if there are N or more base statistics of 0 / boosts among Characters you control and
    # in your Reserve": printed statistics (CR 2.3.1.a) and boosts (CR 2.5) of both
    zero_base_stats_with_reserve: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    boosts_with_reserve_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "if there's a Spell with Reserve Cost {4} or more in your Reserve": a card of your
    # Reserve matches this (a filter with `in_reserve`; Base Cost there is the Reserve Cost)
    in_your_reserve: Filter | None = None
    # "if both of your Expeditions failed to move forward": at this Dusk's Progress (CR 4.2.4.i)
    both_expeditions_failed: bool | None = None
    # "if I'm in a single-terrain region": a region of an Expedition I am in has exactly one
    # terrain now (CR 2.2.2.k-p, 7.5.2.a)
    i_am_in_single_terrain_region: bool | None = None
    # "if both of your Expeditions are Ascended" (README rulings, Ascend)
    both_expeditions_ascended: bool | None = None
    # "if there's another Character in each of your Expeditions": both of your Expeditions
    # hold a Character other than the source (CR 2.2.3)
    other_character_in_each_expedition: bool | None = None
    # "if there's a Character in each of your Expeditions": the source counts (CR 2.2.3)
    character_in_each_expedition: bool | None = None
    # "if there's an exhausted card in your Reserve or you control an exhausted Permanent"
    exhausted_reserve_card_or_permanent: bool | None = None
    # "if an opponent's hand contains more cards than yours" (the one opponent, CR 1.2.3)
    fewer_in_hand_than_opponent: bool | None = None
    # "if there's at most N cards in your Landmarks" (CR 3.2.7): tokens included
    landmarks_at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    # "if neither of your Expeditions is in [terrain]": the regions they are in now (7.5.2.a)
    no_expedition_in: Literal["forest", "mountain", "water"] | None = None
    # "if there are N or more cards in your Discard pile" (CR 3.2.3): tokens never get there
    discard_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "if there's at most N (other) cards in your hand": with `other_than_me`, the source
    # itself is not counted (it may still be in the hand as its play is declared)
    hand_at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    other_than_me: bool = False
    # "if a {D} ({T}) ability was activated this turn": by any player (CR 7.3.1)
    ability_activated_this_turn: ActivatedKind | None = None
    # "unless you discarded a card from your hand (or your Reserve) this turn" (CR 3.2.3)
    you_discarded_this_turn: Literal["hand", "hand_or_reserve"] | None = None
    # "if a card in your Expeditions or your Reserve has a {D} ability"
    discard_ability_in_yours: bool | None = None
    # "if there's a "<name>" in your discard pile": a card of that name there (CR 3.2.3)
    in_your_discard_named: str | None = None


class PlaceMarker(Strict):
    """Place a Terrain Marker on target visible region (README rulings: Terrain Markers):
    one of `terrain`, or, without one, one of my (the Hero's) Markers, wherever it is."""

    kind: Literal["place_marker"]
    terrain: Literal["forest", "mountain", "water"] | None = None


class MoveMarker(Strict):
    """Move a Terrain Marker of `terrain` from any region to my region (the region of the
    Expedition I am in; README rulings: Terrain Markers)."""

    kind: Literal["move_marker"]
    terrain: Literal["forest", "mountain", "water"]


class CompleteMe(Strict):
    """'Complete me': the Feat with this ability becomes Completed, a status it keeps while
    it stays in play (README rulings: Feats)."""

    kind: Literal["complete_me"]


class FleetingUnless(Strict):
    """'I gain Fleeting unless ...' (a Corruption card's condition, README rulings:
    Corruption): read as this step resolves; if it does not hold, the source gains Fleeting
    (CR 2.4.6)."""

    kind: Literal["fleeting_unless"]
    unless: StepCondition


class If(Strict):
    kind: Literal["if"]
    condition: StepCondition
    steps: list[Step]
    otherwise: list[Step] = []  # "Otherwise, ...": when the condition does not hold


class MayCost(Strict):
    """What 'you may [pay this] to [do that]' asks for; all paid at once (CR 6.4)."""

    mana: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    exhaust_me: bool = False
    spend_counters: dict[str, Annotated[int, Field(ge=1, le=MAX_NUMBER, strict=True)]] = {}
    discard_from_reserve: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    # put N cards from your hand in Reserve
    put_from_hand_in_reserve: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    discard_any_from_reserve: bool = False  # "any number of cards" (0 or more), counted
    sacrifice_me: bool = False  # CR 7.3.25: discard me, an object in play you control
    # "exhaust a Permanent you control": a ready one the player picks (CR 7.3.10)
    exhaust_permanent: bool = False
    # "exhaust a card in your Reserve": a ready one the player picks (CR 7.3.10, 3.2.10)
    exhaust_reserve_card: bool = False
    exhaust_reserve_character: bool = False  # "exhaust a Character in your Reserve": the same
    # "exhaust a Permanent you control or a card in your Reserve": a ready one of either
    exhaust_permanent_or_reserve_card: bool = False
    # "spend 1 counter from a card you control or in your Reserve": any counter, of a card
    # the player picks among their objects in play and the cards in their Reserve (CR 2.5.h)
    spend_counter_from_yours: bool = False
    # "spend 1 counter from a card in your Reserve or Landmarks": the same, of a card in the
    # player's Reserve or Landmark zone only
    spend_counter_in_reserve_or_landmarks: bool = False
    # "spend 1 boost from a Character you control": a boost of one of them the player picks
    # (CR 2.5.h)
    spend_boost_from_your_character: bool = False


class GainStatus(Strict):
    kind: Literal["gain_status"]
    objects: Select
    status: StatusName
    # "each": each player chooses `objects.count` of their own (you first, CR 1.4.5.a), then
    # all chosen gain the status together
    chosen_by: Literal["each"] | None = None


class LoseStatus(Strict):
    kind: Literal["lose_status"]
    objects: Select
    status: StatusName


class SendTo(Strict):
    """Move objects in play to a zone (send/return/put/discard, CR 7.3.21-26); cards in a
    Reserve may be discarded or put in their owner's Mana zone."""

    kind: Literal["send_to"]
    objects: Select
    # deck_at_die: "to the Xth position of its owner's Deck, where X is the result" of the die
    # this effect rolled; the bottom if the Deck has fewer cards (CR 3.2.2.f)
    zone: Literal["reserve", "hand", "deck_top", "deck_at_die", "mana", "discard"]
    then_exhaust: bool = False  # "..., then exhaust it/them" where they went (CR 7.3.10)
    # "... in your Mana zone as a ready Mana Orb": not exhausted as it arrives (CR 3.2.9.b)
    ready_orb: bool = False

    @model_validator(mode="after")
    def _ready_orb_in_mana(self) -> SendTo:
        if self.ready_orb and self.zone != "mana":
            raise ValueError("send_to: `ready_orb` is for the Mana zone only")
        return self


class Sacrifice(Strict):
    kind: Literal["sacrifice"]  # CR 7.3.25: discard an object in play you control
    objects: Select
    who: Who | Literal["target_player"] = "you"  # each: every player sacrifices one of their
    # own, chosen in initiative order; target_player: the player the controller targets (CR 6.5.a)
    then: list[Step] = []  # "If you do, ...": only if something was sacrificed (CR 6.5.f)
    # "If you can't, ...": only if nothing was (you sacrificing, CR 6.5.f)
    otherwise: list[Step] = []
    # "the one they control with the highest Base Cost" (README rulings, Tag!): only those of
    # the most Base Cost (README: Rules notes) can be chosen; among equals, that player picks
    highest_base_cost: bool = False


Where = Literal["my_expedition", "other_expedition", "each_of_your_expeditions",
                # target_expedition: any of the four (README: tokens in target Expedition)
                "target_expedition", "hero_expedition", "companion_expedition",
                "distributed",  # distributed: an Expedition of yours is chosen for each token
                # its_expedition: the Expedition "it" is in, or was in as this effect made it
                # leave (CR 6.3.j), whoever controls it: that player controls the token
                "its_expedition",
                # each of yours that is not ahead of the one facing it (CR 7.5.2.b-c)
                "each_of_your_expeditions_behind_or_tied",
                # target opponent's Companion Expedition (the one opponent, CR 6.5.a); the
                # Companion Expedition of the owner of "it" (say the card a Sabotage discarded)
                "opponent_companion_expedition", "its_owner_companion_expedition",
                # the Expedition facing mine: the opponent's of the same kind as the source's
                # (CR 1.2.3.c); that opponent controls the token
                "facing_expedition",
                # `expeditions` different target Expeditions, any player's (CR 6.5.a, 6.5.b);
                # each of the four Expeditions (CR 1.2.3.c): the token is that Expedition's
                # player's to control (README: tokens in an opponent's Expedition)
                "target_expeditions", "each_expedition",
                # one of the opponent's two Expeditions, the controller's choice; the token is
                # that opponent's to control (README: tokens in an opponent's Expedition)
                "opponent_expedition",
                # "a Hero (Companion) Expedition": either player's, the controller's choice;
                # the token is that Expedition's player's to control
                "a_hero_expedition", "a_companion_expedition",
                # a Landmark Permanent token (README: Landmark tokens): in your Landmarks, target
                # opponent's or target player's (CR 6.5.a), each player's, or those of the
                # player who controls "it", or controlled it as this effect made it leave
                "your_landmarks", "target_opponent_landmarks", "target_player_landmarks",
                "each_player_landmarks", "its_controller_landmarks",
                # "distributed among any Expeditions": one of the four Expeditions chosen for
                # each token, which that Expedition's player controls
                "distributed_any",
                # "another target Expedition": any of the four but the source's own (both of a
                # Gigantic source's, CR 7.4.4.b); that Expedition's player controls the token
                "another_target_expedition"]


class CreateToken(Strict):
    kind: Literal["create_token"]  # CR 7.3.4
    token: str  # the token card's name, e.g. "Ordis Recruit"
    # counted once, as the step begins; "X tokens, where X is the number of cards in target
    # player's Reserve": the Expedition is chosen first, then the player (CR 6.5.a, 6.5.i)
    count: Amount = 1
    where: Where = "target_expedition"
    then_gains: StatusName | None = None  # "..., then it gains <status>": the new token(s)
    # "..., up to N per activation"
    count_max: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # target_expeditions: how many are targeted; `up_to`: "up to N", the controller may stop
    # sooner, even at none (CR 6.5.a)
    expeditions: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    up_to: bool = False
    # "..., create a token .... You may have it gain Asleep": the (last) new token becomes
    # "it" for the next steps
    becomes_it: bool = False


class MoveExpedition(Strict):
    kind: Literal["move_expedition"]  # CR 7.3.16-17
    direction: Literal["forward", "backward"]
    # that: the target Expedition an earlier step of this effect chose ("Discard each
    # Character from target Expedition, then that Expedition moves ..."); its_other: the
    # other Expedition of the controller of the one the step before moved
    expedition: Literal["target", "facing_me", "mine", "that", "its_other"] = "target"
    yours: bool = False  # "target Expedition you control"
    then: list[Step] = []  # "If it does, ...": only if it moved (CR 7.3.16.b, 7.3.17.c)


class Defect(Strict):
    """'Target Character defects' (README: Rules notes): it joins the Expedition facing its
    own (CR 1.2.3.c) and the player of that Expedition controls it from now on; it stays the
    same object (CR 1.4.4.a: no zone change) and its owner keeps it (CR 1.4.3.a)."""

    kind: Literal["defect"]
    objects: Select


class TakeControl(Strict):
    """'Take control of target ...' (CR 7.5.4.a): the object stays the same (CR 1.4.4.a, no
    zone change) and joins its new controller's zone of the same kind: a Landmark their
    Landmarks, an object of an Expedition their Expedition on the same side; its owner is
    unchanged (CR 1.4.3.a)."""

    kind: Literal["take_control"]
    objects: Select
    # "..., putting it in my Expedition if it's an Expedition Permanent": an object of an
    # Expedition joins the source's Expedition instead (README rulings, Milady de Winter)
    to_my_expedition: bool = False


class SwitchExpeditions(Strict):
    kind: Literal["switch_expeditions"]  # CR 7.3.28
    objects: Select


class PutFromHand(Strict):
    kind: Literal["put_from_hand"]  # a card from your hand into Reserve or Mana
    zone: Literal["reserve", "mana"]
    # "[each player] may put ...": each player concerned chooses a card or declines, in
    # initiative order (CR 6.1.h); `then_draw`: "... to draw N": each who put one draws
    # opponent: target opponent, from their own hand; target_player: the player the
    # controller targets, themselves included (CR 6.5.a)
    who: Who | Literal["target_player"] = "you"
    may: bool = False
    then_draw: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    filter: Filter | None = None  # "put a Spell from your hand ...": only a card matching this
    then_exhaust: bool = False  # "..., then exhaust it" in Reserve (CR 7.3.10, 7.3.11.a)


class RevealFromHand(Strict):
    """'Reveal a <card> from your hand': the controller shows one matching card of their hand
    to every player (CR 3.1.3.f); it stays in the hand and becomes "it". As the first step of
    a 'you may', it can be chosen only with such a card in hand (CR 6.5.f)."""

    kind: Literal["reveal_from_hand"]
    filter: Filter = Field(default_factory=lambda: Filter(type="card"))


class RevealRandomFromHand(Strict):
    """'Target opponent reveals a random card from their hand' (the one opponent, CR 6.5.a):
    a card picked by the game's random draw is shown to all (CR 3.1.3.f); it stays in that
    hand and becomes "it"."""

    kind: Literal["reveal_random_from_hand"]
    who: Literal["opponent"] = "opponent"


class RevealTopMayPlay(Strict):
    """'Target opponent (each player, you first) reveals the top N cards of their Deck; you
    may play a <filter> from these cards for free and it gains <status>, then discard the
    rest' (CR 3.1.3.f, 7.3.20): played from the Deck, its {H} abilities don't activate; you
    control it, its owner keeps it (CR 1.4.3.a)."""

    kind: Literal["reveal_top_may_play"]
    reveal: int = Field(ge=1, le=MAX_NUMBER, strict=True)
    who: Literal["you", "opponent", "each"] = "opponent"
    filter: Filter = Field(default_factory=Filter)
    gains: StatusName | None = None


class PassNow(Strict):
    """'(You may) immediately pass': the controller passes as if it were their turn's effect
    (CR 4.2.3.d): they take no more turns this Afternoon; 'when you pass (first)' Reactions
    activate. Outside the Afternoon, or once passed, nothing happens."""

    kind: Literal["pass_now"]
    each: bool = False  # "each player passes": the controller first, then each other player


class RevealTop(Strict):
    """Reveal the top card of your Deck (CR 3.1.3.f); it becomes "it" for the next steps."""

    kind: Literal["reveal_top"]


class RevealedTo(Strict):
    """'Draw it' / 'discard it' / 'play it for free': "it", a card revealed on top of your
    Deck, goes to your hand as a draw (CR 7.3.7), to your Discard pile (CR 7.3.5), or is
    played from the Deck, its costs skipped and its {H} abilities not activated (CR 7.3.20);
    nothing happens if it is no longer there."""

    kind: Literal["revealed_to"]
    # play: play it for free from the Deck (CR 7.3.20); reserve: put it in Reserve (CR 3.2.10)
    zone: Literal["hand", "discard", "play", "reserve"]


class PlayNow(Strict):
    """'(You may) immediately play a Character (for {3} less / for free)': while the effect
    resolves, a player plays a card matching `filter` from their hand or Reserve (CR 5.2.a),
    for `reduce` less (a decrease, CR 5.1.2.e) or, with `free`, its costs skipped
    (CR 7.3.20); it gains `boosts` and `gains` as it joins. With no such card they can pay
    for, nothing happens. Reactions wait for the end of the effect (the remark of CR 4.4.a).
    `who`: the controller; target opponent; each player, starting with the controller, one
    after the other (each card played before the next player chooses); or the player the
    controller targets."""

    kind: Literal["play_now"]
    filter: Filter = Filter(type="character")
    reduce: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    may: bool = False
    boosts: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    gains: StatusName | None = None
    it: bool = False  # "play it": only "it" (say the card just Resupplied), where it is now
    free: bool = False  # "play ... for free": its costs are skipped (CR 7.3.20)
    into: Literal["hero", "companion"] | None = None  # "in your Companion Expedition" only
    # "target player may immediately play ...": the player the controller targets (CR 6.5.a)
    # plays one of their own cards, into their own Expedition
    who: Literal["you", "opponent", "each", "target_player"] = "you"


class Rush(Strict):
    """'You may Rush (a Character) (to ...)': while the effect resolves, its controller may play
    one other card matching `filter` from their hand or Reserve, paying its costs as usual
    (CR 5.1.1.d, 5.2.a; README: Rules notes); its Reactions wait for the end of the effect
    (the remark of CR 4.4.a). `then` ('to ...', 'If you do, ...') happens after that card is
    played, and only if one was; `otherwise` ('If you don't, ...') only if none was
    (CR 6.5.f)."""

    kind: Literal["rush"]
    filter: Filter = Field(default_factory=lambda: Filter(type="card"))
    then: list[Step] = []
    otherwise: list[Step] = []
    # a card played from Reserve this way may be paid at its Hand Cost instead (CR 5.1.2.d)
    reserve_at_hand_cost: bool = False
    # a card played from hand this way also activates one of its {R} abilities (CR 7.3.1.b)
    from_hand_activates_reserve: bool = False


class KeywordsThisDay(Strict):
    """'This Day, Characters with Hand Cost {4} or more you control are Tough 5': an Ongoing
    Emblem lasting the Day (CR 2.2.14, 2.2.2.m) whose passive gives `keywords` to the
    Characters matching `to` that the player controls, those that join later included
    (CR 2.3). `whose`: you, or the player the controller targets first (CR 6.5.a)."""

    kind: Literal["keywords_this_day"]
    to: Filter = Field(default_factory=Filter)
    keywords: Keywords
    whose: Literal["you", "target_player"] = "you"


class PlayOrTakeIt(Strict):
    """'You may play it for free or put it into your hand': "it" is a revealed card of your
    Deck; played from the Deck, its {H} abilities don't activate (CR 7.3.20)."""

    kind: Literal["play_or_take_it"]


class May(Strict):
    """'You may ...': always declinable (CR 6.5.c). Steps after the first run only if
    the first one was done ('if you do', CR 6.5.f)."""

    kind: Literal["may"]
    steps: list[Step]
    cost: MayCost | None = None
    # "If you don't, ...": when the player declines, or the first step could not be done
    otherwise: list[Step] = []


class Outcome(Strict):
    low: int = Field(ge=1, le=6, strict=True)
    high: int = Field(ge=1, le=6, strict=True)
    steps: list[Step]


class RollDie(Strict):
    kind: Literal["roll_die"]  # CR 7.3.19
    outcomes: list[Outcome]
    # "..., then spend any number of my <name> counters to increase the result by that much":
    # the player sees the result first and says how many, none to all (CR 7.3.19.c, 2.5)
    raise_with_counters: str | None = Field(default=None, pattern=r"^[a-z]+$")


class DiscardReserve(Strict):
    """A player discards their whole Reserve (CR 7.3.5)."""

    kind: Literal["discard_reserve"]
    who: Who = "you"


class ModifyDie(Strict):
    """Increase the result of the die just rolled (CR 7.3.19)."""

    kind: Literal["modify_die"]
    amount: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


class AfterRest(Strict):
    """'... after Rest': an Ongoing Emblem (CR 2.2.2.m) that creates an Emblem-Reaction with
    these steps once the Rest daily effect is done (CR 4.2.5.b, 4.4.a)."""

    kind: Literal["after_rest"]
    steps: list[Step] = Field(min_length=1)


class WinGame(Strict):
    kind: Literal["win_game"]  # the controller wins the game (CR 1.3.3: the game ends)


class PutRevealed(Strict):
    """Reveal the top `reveal` cards of your Deck (CR 7.3.21), put up to `count` matching
    cards in your Expeditions (they gain `then_gains`), discard the others."""

    kind: Literal["put_revealed"]
    reveal: int = Field(ge=1, le=MAX_NUMBER, strict=True)
    filter: Filter = Field(default_factory=Filter)
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    then_gains: StatusName | None = None
class ReceiveGift(Strict):
    """'... to also receive it', of a 'when you make a Gift' Reaction (README: Gift): the
    controller draws as many cards, Resupplies the same way, or gets a token of the same name
    in their own Landmarks or in their Expedition on the same side, as the opponent did."""

    kind: Literal["receive_gift"]


class LookTakeOne(Strict):
    """Look at the top `look` cards of your Deck (only you see them), put one of them in your
    hand and discard the others (CR 7.3.5)."""

    kind: Literal["look_take_one"]
    look: int = Field(ge=1, le=MAX_NUMBER, strict=True)


class DeckToMana(Strict):
    """A player puts the top card(s) of their Deck in their Mana zone, face down and exhausted
    (CR 3.2.9.b: not revealed on the way)."""

    kind: Literal["deck_to_mana"]
    who: Who = "you"
    count: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


class DiscardManaOrb(Strict):
    """'Discard one of your Mana Orbs. If you do, ...': `then` runs only if an orb was
    discarded (CR 6.5.f)."""

    kind: Literal["discard_mana_orb"]
    then: list[Step] = []


class PutMeIn(Strict):
    """'Put me in Reserve' after the trigger moved me: the effect finds me in the zone that
    event put me in (CR 2.1.f), and nowhere else. 'Put me in your Mana Orbs': a Spell
    resolving in Limbo becomes an exhausted Mana Orb of its controller (CR 3.2.9.b) instead
    of leaving Limbo as Spells do (CR 5.2.4.b); a Character or Permanent goes there from
    play, or from the Reserve or Discard pile the trigger's event put it in (CR 2.1.f)."""

    kind: Literal["put_me_in"]
    zone: Literal["reserve", "mana"] = "reserve"


class ExchangeBoosts(Strict):
    """Exchange the boosts of two objects: each ends with as many as the other had (CR 7.3.9:
    with fewer than two chosen, nothing happens); the one that ends with more has gained
    the difference (CR 2.5.f), the other has lost it."""

    kind: Literal["exchange_boosts"]
    objects: Select

    @model_validator(mode="after")
    def _two(self) -> ExchangeBoosts:
        if self.objects.count != 2:
            raise ValueError("exchange_boosts: `objects.count` must be 2")
        return self


class CountOutcome(Strict):
    """'N-M: ...' (or 'N+: ...' without `at_most`) of a step that counts what it did."""

    at_least: int = Field(ge=0, le=MAX_NUMBER, strict=True)
    at_most: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    steps: list[Step]


class RemoveBoosts(Strict):
    """Remove all boosts from the selected objects (CR 2.5.g); then, depending on how many
    were removed, each outcome whose range holds that number happens, in printed order."""

    kind: Literal["remove_boosts"]
    objects: Select
    outcomes: list[CountOutcome] = []


class RemoveCounters(Strict):
    """Remove N counters from each selected object (CR 2.5.g): boosts first, then the other
    names in alphabetical order (README: Rules notes); with `counter`, those of that name
    only ("I lose 1 boost")."""

    kind: Literal["remove_counters"]
    objects: Select
    amount: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)
    counter: str | None = Field(default=None, pattern=r"^[a-z]+$")
    # "up to N": the controller says how many, none to N, once the one object is chosen
    up_to: bool = False


class Augment(Strict):
    """CR 7.3.3: each selected card that has counters gains one more of one kind it has; a
    card with none gains nothing. Of several kinds it gains a boost if it has boosts, else
    one of the first name in alphabetical order (README: Rules notes)."""

    kind: Literal["augment"]
    objects: Select


class DoubleCounters(Strict):
    """CR 7.3.6: each selected object gains as many `counter` counters as it has (boosts
    by default); one with none gains nothing (7.3.6.b)."""

    kind: Literal["double_counters"]
    objects: Select
    counter: str = Field(default="boost", pattern=r"^[a-z]+$")


class Repeat(Strict):
    """'Do the following X+`times` times, where X is my number of [name] counters': the
    steps, that many times over, each time with its own choices (CR 6.5.i)."""

    kind: Literal["repeat"]
    times: AmountOrNone = 1
    steps: list[Step] = Field(min_length=1)


class ChooseOne(Strict):
    """CR 6.5.g. `costs`, if given, one per mode: what choosing that mode costs ("{T} : ..."),
    paid as it is chosen (CR 6.4); a mode whose cost can't be paid can't be chosen."""

    kind: Literal["choose_one"]
    modes: list[list[Step]] = Field(min_length=2)
    both_if: StepCondition | None = None  # "if ..., you may choose both": every mode, in order
    # "Choose one, or [pay this] to choose both": every mode, in order, for that cost (CR 6.4)
    both_cost: MayCost | None = None
    costs: list[MayCost | None] = []
    # how many modes, counted as the step happens: "Choose X+N, where X is my number of
    # [name] counters", "Choose up to the number of cards in your Landmarks" (CR 6.5.g,
    # 6.5.i); the chosen modes resolve in the order chosen, each once unless `repeatable`
    choose: Amount = 1
    repeatable: bool = False
    up_to: bool = False  # "Choose up to one": the controller may choose none (CR 6.5.g)
    # "Sacrifice a Feat to choose one, or sacrifice a Completed Feat to choose two": first the
    # controller sacrifices a Feat they control (CR 7.3.25), one mode more if it was Completed;
    # with no Feat to sacrifice, no mode is chosen (README rulings, Feats)
    sacrifice_feat: bool = False

    @model_validator(mode="after")
    def _a_cost_per_mode(self) -> ChooseOne:
        if self.costs and len(self.costs) != len(self.modes):
            raise ValueError("choose_one: `costs` needs one entry (or null) per mode")
        for cost in self.costs:
            if cost is not None and (cost.discard_from_reserve or cost.put_from_hand_in_reserve
                                     or cost.discard_any_from_reserve):
                raise ValueError("choose_one: a mode's cost is mana, exhaust_me, spend_counters, "
                                 "a counter of a card of yours or sacrifice_me")
        return self


Step = Annotated[
    Union[Draw, Resupply, Sabotage, Boost, GainStatus, LoseStatus, SendTo, Sacrifice,
          CreateToken, MoveExpedition, SwitchExpeditions, PutFromHand, May, RollDie, ChooseOne,
          GainCounters, NextPlay, NextJoinsMyExpedition, TakeControl, RevealRandomFromHand,
          RevealTopMayPlay,
          ActivateJoins, ActivateSupport, NextActivation, ChooseTarget, ReserveToHand, AfterYou, If, CompleteMe, FleetingUnless,
          DiscardFromHand, Exhaust, Ready, ReadyManaOrbs, PlayForFree, CantMoveForward,
          RevealTop,
          ActivateTheirReserve,
          RevealedTo,
          PlayOrTakeIt,
          PlayNow,
          Rush,
          RevealFromHand,
          PassNow,
          DiscardReserve,
          ModifyDie,
          AfterRest,
          KeywordsThisDay,
          WinGame,
          PutRevealed,
          DeckToMana,
          DiscardManaOrb,
          PutMeIn,
          ExchangeReserveHand,
          Repeat,
          RemoveCounters,
          ExchangeBoosts,
          RemoveBoosts,
          Augment,
          DoubleCounters,
          BecomeFirstPlayer,
          Defect,
          LookTakeOne,
          Ascend,
          ReceiveGift,
          PlaceMarker,
          MoveMarker,
          GainItsSubtypes],
    Field(discriminator="kind"),
]


TriggerKind = Literal[
    "joins",  # {J}: I join the Expedition or Landmark zone
    "played_from_hand",  # {H}
    "played_from_reserve",  # {R}
    "at_noon",
    "at_dusk",
    "at_night",  # as Night begins, before Rest (CR 4.2.b)
    "leaves_expedition",  # I leave the Expedition zone
    "goes_to_reserve",  # I go to Reserve
    "sacrificed",  # I am sacrificed
    "you_play",  # you play a card matching `filter`
    "opponent_plays",  # an opponent plays a card matching `filter`
    "character_joins_yours",  # a Character joins your Expeditions
    "character_joins_my_expedition",  # another Character joins my Expedition(s) (CR 7.4.4.i)
    # a Character joins the Expedition facing mine (both, if I am Gigantic: CR 1.2.3.c, 7.4.4.g)
    "character_joins_facing_expedition",
    "expedition_fails_to_move",  # my Expedition fails to move forward during Dusk
    "expedition_moves_forward",  # my Expedition moves forward (at Dusk, or by an effect without `terrain`)
    "you_roll_dice",  # you roll one or more dice
    "you_pass",  # you pass during the Afternoon
    "you_pass_first",  # you pass while your opponent has not passed yet (CR 4.2.3.b)
    "opponent_passes",  # an opponent passes during the Afternoon (CR 4.2.3.d)
    "you_pass_last",  # you pass after your opponent has passed (CR 4.2.3.d)
    "you_sacrifice",  # you sacrifice an object matching `filter` (CR 7.3.25)
    "opponent_draws_or_resupplies",  # an opponent draws one or more cards or Resupplies (once per event)
    "you_create_token",  # you create a token Character (CR 7.3.4); "it" is the token
    "you_create_tokens",  # a step of yours creates one or more tokens, of any kind (once)
    "you_resupply",  # you Resupply (CR 7.3.22), exhausted or not
    "leaves_your_reserve",  # a card leaves your Reserve
    "your_character_gains_boosts",  # a Character you control gains 1 or more boosts
    "character_gains_boosts",  # a Character in an Expedition, anyone's, gains 1 or more boosts
    # a Character you control that had no boost gains 1 or more (was not Boosted, CR 2.4.4.a)
    "your_unboosted_character_gains_boosts",
    "reserve_character_gains_boosts",  # a Character in your Reserve gains 1 or more boosts
    "leaves_landmarks",  # I leave the Landmark zone
    "gains_nth_counter",  # I gain my `nth` `counter` counter (CR 7.3.12.a)
    "card_goes_to_your_reserve",  # a card of yours goes to your Reserve from one of `from_zones`
    "your_character_gains_status",  # a Character you control gains `status` (CR 7.3.13)
    "you_exhaust_reserve_card",  # you exhaust a card in a Reserve (CR 7.3.10, 7.3.11.a)
    "gains_status",  # I gain the status `status` (CR 7.3.13; again, where I may: 2.4.1.g)
    "gains_boosts",  # I gain 1 or more boosts in the Expedition zone (CR 2.5)
    "character_leaves_yours",  # a Character matching `filter` leaves your Expeditions (CR 6.3.e)
    "you_reveal_this_way",  # my reveal_on_roll passive revealed a card ("it")
    # another Permanent joins your Expeditions or your Landmark zone (CR 7.5.8.a)
    "permanent_joins_yours",
    "card_goes_to_discard",  # a card, any player's, goes to a Discard pile (CR 3.2.3, 7.3.5.a)
    # a card goes from your hand to your Discard pile, whatever made it (CR 3.2.5, 3.2.3);
    # "it" is that card
    "you_discard_from_hand",
    # the same from your hand or your Reserve ("when you discard a card from your hand or
    # your Reserve")
    "you_discard_from_hand_or_reserve",
    "discarded_from_hand",  # I go from my owner's hand to their Discard pile (CR 6.3.c)
    # one or more of your Ascended Expeditions move forward, at Dusk or by an effect (once per
    # event; README rulings, Ascend)
    "your_ascended_expeditions_move_forward",
    # both of your Expeditions move forward at the same Dusk, each due to Ascension
    "both_expeditions_move_due_to_ascension",
    # on your turn an opponent draws, Resupplies or receives a token (README: Gift)
    "you_make_gift",
    # the `nth` {D} or {T} ability (`ability`) activated on one of your turns, anyone's
    # (CR 7.3.1; README rulings, {D} and {T} abilities)
    "abilities_activated_on_your_turn",
]


class Trigger(Strict):
    on: TriggerKind
    filter: Filter | None = None
    terrain: Literal["forest", "mountain", "water"] | None = None  # "moves forward due to ..."
    # expedition_moves_forward: "one of your Expeditions", not only mine (CR 4.2.4.i)
    any_of_yours: bool = False
    during: Literal["afternoon"] | None = None  # the event happens during that phase (CR 6.3.b)
    # goes_to_reserve: only from there; you_play, opponent_plays: played from there (CR 5.1.2.a)
    from_zone: Literal["hand", "expedition", "reserve"] | None = None
    from_zones: list[Literal["hand", "deck"]] = []  # card_goes_to_your_reserve: from these
    counter: str | None = Field(default=None, pattern=r"^[a-z]+$")  # gains_nth_counter
    # gains_nth_counter: my third one is 3
    nth: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    status: StatusName | None = None  # your_character_gains_status, gains_status
    ability: ActivatedKind | None = None  # abilities_activated_on_your_turn
    # expedition_moves_forward: only a Dusk move "due to Ascension", one an Ascended
    # Expedition's tie in a terrain helped make (README rulings, Ascend)
    due_to_ascension: bool = False

    @model_validator(mode="after")
    def _status_named(self) -> Trigger:
        if self.on == "gains_status" and self.status is None:
            raise ValueError("a gains_status trigger names its `status`")
        return self


class Condition(Strict):
    """A condition checked when the reaction triggers (CR 6.3.b)."""

    first_player: bool | None = None  # you are / are not the first player
    was_fleeting: bool | None = None
    not_first_day: bool = False  # "ignore my abilities during the first Day"
    first_of_afternoon: bool = False  # the played card is your first of its type this Afternoon
    my_counters: CounterCount | None = None  # e.g. an ability I have only with 5+ counters
    controls_each_status: list[StatusName] = []  # distinct Characters you control, one per status
    # "when I go to Reserve from the Expedition zone, if I had N or more boosts": the boosts
    # of the object as it left (CR 2.1.d), whatever it keeps in Reserve
    had_boosts_at_least: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    # "when I leave an Ascended Expedition": an Expedition I am in is Ascended as I leave
    # (CR 6.3.e: seen before the event; README rulings, Ascend)
    in_ascended_expedition: bool = False


class Reaction(Strict):
    kind: Literal["reaction"]
    completed: bool = False  # works only while its Feat is Completed (README rulings: Feats)
    trigger: Trigger
    condition: Condition = Field(default_factory=Condition)
    effect: list[Step] = Field(min_length=1)


class TargetSurcharge(Strict):
    """'This costs {N} more to target [an object in play like this]': an additional cost
    (CR 5.1.2.e step 1) paid in mana as each such object in play is targeted, once per
    effect, the way Tough is (CR 7.4.7.c); a target that can't be paid for can't be chosen."""

    filter: Filter
    mana: int = Field(ge=1, le=MAX_NUMBER, strict=True)


class Cost(Strict):
    """Costs of a quick action, all paid at once (CR 6.4)."""

    exhaust_me: bool = False  # {T}
    discard_me: bool = False  # {D}: discard me from Reserve (support abilities)
    mana: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    # The card text writes {T} before the mana ("{T}, {1}: ..."); a card that writes the mana
    # first ("{2}, {T}: ...") says so here. The order is only how the text reads.
    mana_first: bool = False
    spend_counters: dict[str, Annotated[int, Field(ge=1, le=MAX_NUMBER, strict=True)]] = {}
    # discard that many other Reserve cards
    discard_from_reserve: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    sacrifice_character: bool = False
    sacrifice_permanent: bool = False  # "Sacrifice a Permanent": one you control, me included (CR 7.3.25)
    # "Spend any number of my <name> counters": the player says how many, none to all, as the
    # quick action is declared (CR 7.3.27, 5.1.2.b); the effect knows it as "the same number"
    spend_any_counters: str | None = Field(default=None, pattern=r"^[a-z]+$")
    sacrifice_me: bool = False  # CR 7.3.25: discard me, an object in play you control
    # costs {N} more if you are not first player
    more_if_not_first_player: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)
    more_to_target: TargetSurcharge | None = None  # costs {N} more to target some objects
    opponent_resupplies: bool = False  # "Target opponent Resupplies" paid as a cost (CR 7.3.22)
    mana_x: bool = False  # "{X}": the player says X as they declare it, X mana (CR 5.1.2.c)
    # "Exhaust a card in your Reserve": a ready one of yours the player picks (CR 7.3.10,
    # 1.2.5.c: an exhausted card can't pay it)
    exhaust_reserve_card: bool = False
    # "X can't be higher than ...": with `mana_x`, X no higher than the exhausted cards in
    # Reserve (both players', CR 3.2.10), with `_and_other_permanents` plus the other
    # exhausted Permanents you control (CR 7.3.10), counted as it is declared (CR 5.1.2.c)
    x_max: Literal["exhausted_in_reserves", "exhausted_in_reserves_and_other_permanents"] | None = None

    @model_validator(mode="after")
    def _mana_first_orders_two_costs(self) -> "Cost":
        if self.mana_first and not (self.mana and self.exhaust_me):
            raise ValueError("mana_first: only for a cost of both mana and exhaust_me")
        return self


class QuickAction(Strict):
    kind: Literal["quick"]
    completed: bool = False  # works only while its Feat is Completed (README rulings: Feats)
    cost: Cost
    condition: Condition = Field(default_factory=Condition)  # e.g. only if you are the first player
    effect: list[Step] = Field(min_length=1)


class SpellEffect(Strict):
    """What a Spell does when it resolves (CR 5.2.4)."""

    kind: Literal["effect"]
    steps: list[Step] = Field(min_length=1)


class GrantKeywords(Strict):
    """Passive: objects you control matching `to` have these keywords (CR 2.3).

    `to: null` means the object with the ability ("I am ..."). The grant works only while
    `condition` holds ("if you have ...") and not while `unless` holds ("... unless you ...")."""

    kind: Literal["grant_keywords"]
    to: Filter | None = None
    keywords: Keywords
    condition: StepCondition | None = None
    unless: StepCondition | None = None


class GrantSubtypes(Strict):
    """Passive: objects in play matching `to` (any player's unless `to.controller` says)
    also have these sub-types (CR 2.2.2.p: gaining a type is gaining a sub-type)."""

    kind: Literal["grant_subtypes"]
    to: Filter
    subtypes: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_subtype_filter(self) -> GrantSubtypes:
        if self.to.subtype is not None:
            raise ValueError("grant_subtypes: `to` cannot itself ask for a sub-type")
        return self


class DiceAdvantage(Strict):
    """Passive: when you roll dice, roll one more and ignore the roll of your choice."""

    kind: Literal["dice_advantage"]


class ResupplyReveal(Strict):
    """Passive: instead of Resupply, reveal your top two cards, put one in Reserve and
    discard the other; with `look`, you look at them instead, unseen by the others until
    they reach the Reserve and the Discard pile (CR 3.1.3.f: revealing shows them to all)."""

    kind: Literal["resupply_reveal"]
    look: bool = False


class CostOption(Strict):
    """Passive on a card: when you play it you may discard cards from your Reserve to make
    it cost less (CR 5.1.2.c: an optional cost chosen as you declare)."""

    kind: Literal["cost_option"]
    # 0: nothing more to pay ("you may play me for {1} less"); the effect may ask whether
    # the option was taken (StepCondition.played_for_less)
    discard_from_reserve: int = Field(default=1, ge=0, le=MAX_NUMBER, strict=True)
    reduce: int = Field(ge=1, le=MAX_NUMBER, strict=True)
    # "you may sacrifice a Permanent to reduce my cost": one Permanent you control is
    # sacrificed instead of the Reserve cards (CR 7.3.25), paid with the mana (CR 1.2.5.d)
    sacrifice_permanent: bool = False
    # "you may exhaust a card from your Reserve to play me for {N} less": a ready card of your
    # Reserve other than me is exhausted instead of discarded (CR 7.3.10, 5.1.2.c)
    exhaust_reserve_card: bool = False


class MorningChange(Strict):
    """Passive: changes the Morning daily effects for its controller (CR 4.2.1.d-e):
    draw `draw` cards, and Expand (still optional) with the top card of the Deck."""

    kind: Literal["morning_change"]
    draw: int = Field(default=2, ge=0, le=MAX_NUMBER, strict=True)
    expand_from_deck: bool = False
    not_first_day: bool = False  # "ignore my abilities during the first Day"


class PlayedFleeting(Strict):
    """Passive: cards you play matching `filter` gain Fleeting as they enter Limbo (CR 2.4.6.b)."""

    kind: Literal["played_fleeting"]
    filter: Filter


class RegionsAre(Strict):
    """Passive: every region has this terrain and loses its other ones (CR 2.2.2.p)."""

    kind: Literal["regions_are"]
    terrain: Literal["forest", "mountain", "water"]


class MyRegionIs(Strict):
    """Passive: the region my Expedition is in (with `and_facing`, also the region of the
    Expedition facing mine) has this terrain, in addition to its others or, with `only`,
    instead of them (CR 2.2.2.p)."""

    kind: Literal["my_region_is"]
    terrain: Literal["forest", "mountain", "water"]
    and_facing: bool = False
    only: bool = False


class ToughX(Strict):
    """Passive: I have Tough X (CR 7.4.7), X counted whenever it matters: the regions between
    your two Expedition counters, or the objects you control matching `filter`."""

    kind: Literal["tough_x"]
    # exhausted_cards_in_reserve: the exhausted cards in both players' Reserves
    x: Literal["regions_between_expeditions", "objects_you_control", "exhausted_cards_in_reserve"]
    filter: Filter | None = None


class TriggersCantActivate(Strict):
    """Passive: Reactions with these triggers of Characters facing me can't activate
    (CR 7.3.1.e; facing: CR 1.2.3.c, 7.4.4.g)."""

    kind: Literal["triggers_cant_activate"]
    triggers: list[TriggerKind] = Field(min_length=1)
    of: Literal["characters_facing_me"] = "characters_facing_me"


class ExpeditionsCantMoveForward(Strict):
    """Passive: your other Expedition and the Expedition facing it can't move forward, during
    Dusk or by an effect (CR 4.2.4, 7.3.17); a Gigantic source has no other Expedition
    (CR 7.4.4.k)."""

    kind: Literal["expeditions_cant_move_forward"]
    expeditions: Literal["other_and_facing_it"] = "other_and_facing_it"


class MinPlayCost(Strict):
    """Passive: cards matching `filter` your opponents play can't cost less than `minimum`
    (a restriction on the final cost, CR 5.1.2.e step 3)."""

    kind: Literal["min_play_cost"]
    filter: Filter = Filter(type="card")
    minimum: int = Field(ge=1, le=MAX_NUMBER, strict=True)


class CostChange(Strict):
    """Passive: cards matching `filter` (whoever plays them, unless `filter.controller` says;
    from `from_zone` only, if given) cost `change` more, or less when negative (CR 5.1.2.e
    steps 1 and 2). `floor`: this decrease takes the cost no lower than that; a limit of
    this decrease only, not of the final cost (the remark of CR 5.1.2.e). `me`: the card's
    own cost wherever it is ("I cost 2 less"), while `condition` holds for the player who
    would play it, read for the Expedition it is played into where the condition speaks of
    one ("if there are no Characters in the Expedition I'm played in"); `for_each`: my own
    cost changes `change` times the number of those things (a decrease, never below 0)."""

    kind: Literal["cost_change"]
    change: int = Field(ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    filter: Filter = Filter(type="card")
    from_zone: Literal["hand", "reserve"] | None = None
    floor: int | None = Field(default=None, ge=0, le=MAX_NUMBER, strict=True)
    me: bool = False
    condition: StepCondition | None = None
    while_boosted: bool = False  # "If I'm boosted, ...": only while I have a boost (CR 2.4.4.a)
    # exhausted_card_in_reserve: each exhausted card in Reserve (both players')
    # expedition_in_contact: each of your Expeditions that is In Contact (README ruling)
    # ascended_expedition: each of your Expeditions that is Ascended (README: Ascend)
    # other_card_played_this_turn: each card its player already played this turn (CR 4.2.3)
    for_each: Literal["exhausted_card_in_reserve", "expedition_in_contact",
                      "ascended_expedition", "other_card_played_this_turn"] | None = None

    @model_validator(mode="after")
    def _sensible(self) -> CostChange:
        if self.for_each is not None and not self.me:
            raise ValueError("cost_change: `for_each` counts for my own cost only (`me`)")
        if self.change == 0:
            raise ValueError("cost_change: `change` must not be 0")
        if self.floor is not None and self.change > 0:
            raise ValueError("cost_change: only a decrease has a `floor`")
        if self.condition is not None and not self.me:
            raise ValueError("cost_change: a `condition` is read for my own cost only (`me`)")
        return self


class CantBePlayed(Strict):
    """Passive on a card: it can't be played while `condition` holds for its owner, or,
    with `unless`, while that does not hold ("I can't be played unless ...", README
    rulings: Corruption); a condition on "my Expedition" is read for each Expedition it
    could be played into (CR 5.1.2.c)."""

    kind: Literal["cant_be_played"]
    condition: StepCondition | None = None
    unless: StepCondition | None = None

    @model_validator(mode="after")
    def _one_condition(self) -> CantBePlayed:
        if (self.condition is None) == (self.unless is None):
            raise ValueError("cant_be_played: give one of `condition` or `unless`")
        return self


class GrantAbility(Strict):
    """Passive: objects you control matching `to` have this Reaction; it activates as their
    own (CR 2.3.1.h, 7.3.1.d)."""

    kind: Literal["grant_ability"]
    to: Filter
    ability: Reaction


class StartMarkers(Strict):
    """Passive on a Hero: I begin the game with these Terrain Markers, on no region yet
    (placed at setup like counters, CR 4.1.h; README rulings: Terrain Markers)."""

    kind: Literal["start_markers"]
    terrains: list[Literal["forest", "mountain", "water"]] = Field(min_length=1)


class StartCounters(Strict):
    """Passive on a Hero: I begin the game with N named counters (placed at setup, CR 4.1.h)."""

    kind: Literal["start_counters"]
    counter: str = Field(pattern=r"^[a-z]+$")
    amount: int = Field(ge=1, le=MAX_NUMBER, strict=True)


class RevealOnRoll(Strict):
    """Passive: if you would roll one or more dice, you also reveal the top card of your Deck
    (an additive modifier of the roll, CR 6.2.c, 3.1.3.f); my 'when you reveal a card this
    way' Reactions then activate, "it" the revealed card and the die's result theirs."""

    kind: Literal["reveal_on_roll"]


class DieBonus(Strict):
    """Passive: if you would roll a die, you may add `amount` to its result after seeing it
    (CR 6.2.d: an optional replacing modifier)."""

    kind: Literal["die_bonus"]
    amount: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


class LeaveToMana(Strict):
    """Passive replacing modifier (CR 6.2.b): if I would leave the Expedition zone, I go to
    my owner's Mana zone as an exhausted Mana Orb instead. `optional`: my controller states
    whether it applies (CR 6.2.d); `otherwise`: the alternative if they don't (CR 6.2.e)."""

    kind: Literal["leave_to_mana"]
    optional: bool = False
    while_boosted: bool = False  # only while I have a boost (CR 2.4.4.a)
    otherwise: list[Step] = []


class DefectInstead(Strict):
    """Passive replacing modifier (CR 6.2.b): if I would go to Reserve from the Expedition
    zone (Rest or an effect), I gain Fleeting and defect instead: I join the Expedition facing
    mine and its player controls me (README: Rules notes, Defect)."""

    kind: Literal["defect_instead"]


class StayInstead(Strict):
    """Passive replacing modifier (CR 6.2.b): if a Character matching `to` would leave my
    Expedition during the Afternoon, it stays and loses `loses` (a status, or all its boosts)
    instead."""

    kind: Literal["stay_instead"]
    to: Filter
    loses: Literal["anchored", "asleep", "fleeting", "boosts"]
    during: Literal["afternoon"] = "afternoon"


class PlayExhaustedFromReserve(Strict):
    """Passive: you may play exhausted cards matching `filter` from your Reserve (an exception
    to CR 2.4.5.c); `into_my_expedition`: only into the Expedition this object is in."""

    kind: Literal["play_exhausted_from_reserve"]
    filter: Filter = Filter(type="card")
    into_my_expedition: bool = False


class ReserveLimit(Strict):
    """Passive: your Reserve limit (with `every_player`, every player's) is `increase` more
    than the Hero's, or less when negative, never below 0 (a change to CR 3.2.10.b, counted
    at Clean-up, CR 4.2.5.c); with `while_reserve_has`, only while that Reserve holds a card
    matching it, read as Clean-up asks to choose."""

    kind: Literal["reserve_limit"]
    increase: int = Field(default=1, ge=-MAX_NUMBER, le=MAX_NUMBER, strict=True)
    every_player: bool = False
    while_reserve_has: Filter | None = None

    @model_validator(mode="after")
    def _nonzero(self) -> ReserveLimit:
        if self.increase == 0:
            raise ValueError("reserve_limit: `increase` must not be 0")
        return self


class LandmarkLimit(Strict):
    """Passive: 'your Landmarks limit is N': the controller's Landmark limit (CR 3.2.7.b,
    counted at Clean-up, CR 4.2.5.c) is N instead of the Hero's; with several, the highest."""

    kind: Literal["landmark_limit"]
    limit: int = Field(ge=0, le=MAX_NUMBER, strict=True)


class OutsideReserveLimit(Strict):
    """Passive, under `support:`: while I am a ready card in your Reserve, I don't count
    towards your Reserve limit at Clean-up (CR 4.2.5.c, 3.2.10.b): I stay without taking a
    place (CR 2.2.11.i-j)."""

    kind: Literal["outside_reserve_limit"]


class StayExhaustedInReserve(Strict):
    """Passive: exhausted cards matching `filter` in any player's Reserve are not readied by
    Prepare during Morning (an exception to CR 4.2.1.c)."""

    kind: Literal["stay_exhausted_in_reserve"]
    filter: Filter = Field(default_factory=Filter)


class FacingMovesOnlyBy(Strict):
    """Passive: an Expedition facing me (CR 1.2.3.c; both, if I am Gigantic: CR 7.4.4.g) whose
    region has `terrain` moves forward during Dusk only if it wins `terrain` (CR 4.2.4.b);
    with `effects`, no effect moves it forward either (CR 7.3.17)."""

    kind: Literal["facing_moves_only_by"]
    terrain: Literal["forest", "mountain", "water"]
    effects: bool = False


class DuskMovesTwice(Strict):
    """Passive of an Expedition Permanent: when my Expedition moves forward during Dusk, it
    moves forward twice instead (a replacing modifier, CR 6.2.b, on CR 4.2.4.g)."""

    kind: Literal["dusk_moves_twice"]


class AscensionMovesMore(Strict):
    """Passive of a Character: if my Expedition would move forward at Dusk due to Ascension
    (a tie of its Ascended Expedition counted, README rulings, Ascend), it moves forward one
    more region instead (a replacing modifier, CR 6.2.b, on CR 4.2.4.g)."""

    kind: Literal["ascension_moves_more"]


class DuskExhaustForMore(Strict):
    """Passive of a Permanent: if one of your Expeditions would move forward during Dusk, you
    may exhaust me to make it move forward one more region instead (a replacing modifier,
    CR 6.2.b, its controller saying whether it applies, 6.2.d; one Expedition per
    exhaustion, CR 7.3.10)."""

    kind: Literal["dusk_exhaust_for_more"]


class DuskMoveDie(Strict):
    """Passive of a Character: if my Expedition would move forward during Dusk, roll a die
    (CR 7.3.19); on `more_at_least` or more it moves forward one more region instead, on
    `none_at_most` or less it doesn't move instead (replacing modifiers, CR 6.2.b, on CR
    4.2.4.g)."""

    kind: Literal["dusk_move_die"]
    more_at_least: int = Field(default=4, ge=1, le=6, strict=True)
    none_at_most: int | None = Field(default=None, ge=1, le=6, strict=True)


class StatsEqualHighest(Strict):
    """Passive: each Character in my Expedition (`to: my_expedition`, an Expedition
    Permanent's), each other Character you control in an Expedition, or I (`to: me`) has its
    Forest, Mountain and Water equal to its highest current statistic (CR 2.3, 2.2.10);
    `while_boosted`: only while I have a boost (CR 2.4.4.a)."""

    kind: Literal["stats_equal_highest"]
    to: Literal["my_expedition", "other_characters_you_control", "me"] = "my_expedition"
    while_boosted: bool = False
    # "if N or more single-terrain regions are visible" (README rulings: Terrain Markers)
    while_single_terrain_regions: int | None = Field(default=None, ge=1, le=MAX_NUMBER, strict=True)
    while_in_contact: bool = False  # "If I'm In Contact, ...": only while I am (README ruling)
    # "If I'm in [terrain], ...": only while my region has it (CR 2.2.2.p, 7.5.2.a)
    while_in: Literal["forest", "mountain", "water"] | None = None


class KeepExhaustedInReserve(Strict):
    """Passive: at Clean-up you may keep `extra` more cards in Reserve than your Hero's limit,
    if they are exhausted (a change to the limit of CR 4.2.5.c, 3.2.10.b)."""

    kind: Literal["keep_exhausted_in_reserve"]
    extra: int = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


class LoseAbilities(Strict):
    """Passive: objects in play matching `to` (any player's unless `to.controller` says;
    `to.other`: not me) have none of their own abilities, keywords included (CR 2.3). Applied
    before any passive ability of theirs, which it takes away (CR 2.3.2.d). `to` names a
    type, a controller, other and token only: what it applies to must not itself hang on
    other passive abilities."""

    kind: Literal["lose_abilities"]
    to: Filter

    @model_validator(mode="after")
    def _plain_filter(self) -> LoseAbilities:
        allowed = {"type", "controller", "other", "token"}
        extra = sorted(self.to.model_fields_set - allowed)
        if extra:
            raise ValueError(f"lose_abilities: `to` cannot ask for {', '.join(extra)}")
        return self


class RegainsStatus(Strict):
    """Passive: I can gain `status` even while I have it (CR 2.4.1.g): nothing changes, but
    my 'when I gain' Reactions trigger again."""

    kind: Literal["regains_status"]
    status: StatusName


class StatusInstead(Strict):
    """Passive replacing modifier (CR 6.2.b): if I would gain `status`, I gain `gains` (a
    status) and/or `boosts` instead. It works while I am in the Expedition zone, as I enter
    it too (a Character played from Reserve entering Fleeting, CR 2.4.6.c)."""

    kind: Literal["status_instead"]
    status: StatusName
    gains: StatusName | None = None
    boosts: int = Field(default=0, ge=0, le=MAX_NUMBER, strict=True)

    @model_validator(mode="after")
    def _something_instead(self) -> StatusInstead:
        if self.gains is None and not self.boosts:
            raise ValueError("status_instead: say what I gain instead (`gains` or `boosts`)")
        return self


class CantGainCounters(Strict):
    """Passive: some cards can't gain counters, boosts included (CR 2.5): `opponents_reserve`,
    the cards in your opponents' Reserves; `with_counters`, any player's cards in play or in
    Reserve that have one or more counters, Heroes excepted."""

    kind: Literal["cant_gain_counters"]
    cards: Literal["opponents_reserve", "with_counters"]


class DiscardInsteadOfMoving(Strict):
    """Passive replacing modifier of an Expedition Permanent (CR 6.2.b): if my Expedition would
    move forward, during Dusk or by an effect, my controller may discard me instead (CR 6.2.d);
    the Expedition then does not move, and `then` resolves as my effect."""

    kind: Literal["discard_instead_of_moving"]
    then: list[Step] = Field(min_length=1)


class DefendersDontBlock(Strict):
    """Passive: Defender Characters don't prevent my Expedition from moving forward (an
    exception to CR 7.4.2.b), while `condition` holds ("if my Expedition is behind")."""

    kind: Literal["defenders_dont_block"]
    condition: StepCondition | None = None


class ConsideredBehind(Strict):
    """Passive of an Expedition Permanent: my Expedition is behind (CR 7.5.2.b) even if it is
    tied or ahead, and so never ahead."""

    kind: Literal["considered_behind"]


class ConsideredInContact(Strict):
    """Passive of an Expedition Permanent: my Expedition, and so each object in it, is In
    Contact even with no other player's Expedition in its region (README ruling on In
    Contact; CR 7.5.7.b: an object is where its Expeditions are)."""

    kind: Literal["considered_in_contact"]


class AlsoCountsAs(Strict):
    """Passive: I am also considered a card of this type (a Spell, or an Expedition
    Permanent), wherever I am, in play or not: what looks for that type finds me too, though
    I am played as the card I am (README: Rules notes; CR 2.2.1)."""

    kind: Literal["also_counts_as"]
    type: Literal["spell", "permanent"]


class AscendAgainInstead(Strict):
    """Passive: if one of your Ascended Expeditions would Ascend again, `steps` happen instead
    (a replacement, CR 6.2.b; README: Ascend)."""

    kind: Literal["ascend_again_instead"]
    steps: list[Step] = Field(min_length=1)


class SupportMaxRaise(Strict):
    """Passive: a support ability (CR 2.2.11.i) that gives its own card in Reserve counters
    "up to a max of N" may take it to N+`extra` (CR 2.5.f); with `extra` null, to any number.
    It works for the cards in both players' Reserves; several of them add up."""

    kind: Literal["support_max_raise"]
    extra: int | None = Field(default=1, ge=1, le=MAX_NUMBER, strict=True)


Passive = Annotated[Union[GrantKeywords, AscensionMovesMore, DuskExhaustForMore, DefectInstead, ConsideredBehind, AscendAgainInstead, AlsoCountsAs, ConsideredInContact, SupportMaxRaise, DefendersDontBlock, DiscardInsteadOfMoving, CantGainCounters, RegainsStatus, StatusInstead, GrantSubtypes, DiceAdvantage, ResupplyReveal, CostOption,
                          MorningChange,
                          PlayedFleeting,
                          RegionsAre,
                          ToughX,
                          TriggersCantActivate,
                          ExpeditionsCantMoveForward,
                          MinPlayCost,
                          CostChange,
                          CantBePlayed,
                          GrantAbility,
                          StartCounters,
                          StartMarkers,
                          DieBonus,
                          RevealOnRoll,
                          LeaveToMana,
                          KeepExhaustedInReserve,
                          ReserveLimit,
                          LandmarkLimit,
                          OutsideReserveLimit,
                          StayExhaustedInReserve,
                          FacingMovesOnlyBy,
                          DuskMovesTwice,
                          DuskMoveDie,
                          StatsEqualHighest,
                          PlayExhaustedFromReserve,
                          LoseAbilities,
                          StayInstead,
                          MyRegionIs],
                    Field(discriminator="kind")]


class PassiveAbility(Strict):
    kind: Literal["passive"]
    completed: bool = False  # works only while its Feat is Completed (README rulings: Feats)
    effect: Passive


Ability = Annotated[Union[Reaction, QuickAction, SpellEffect, PassiveAbility],
                    Field(discriminator="kind")]


@cache
def _adapter(annotation: Any) -> TypeAdapter:
    return TypeAdapter(annotation)


def from_data(annotation: Any, data: Any) -> Any:
    """Vocabulary models from plain data (an observation's or a save's steps and costs). The
    validator is built on first use, so a start that reads no such data never builds it."""
    return _adapter(annotation).validate_python(data)
