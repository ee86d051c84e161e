"""Playing cards (CR 5.1, 5.2): what the player may play now, its cost, and the playing
process from declaration to the card leaving Limbo."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from altered_tui.cards.abilities import (
    Boost, CostChange, CostOption, GainStatus, LoseStatus, NextPlay, Reaction, SendTo,
    SpellEffect, Trigger,
)
from altered_tui.cards.models import CardType
from altered_tui.engine.actions import Action, offered
from altered_tui.engine.card_index import NONE, index_for, index_of, kinds_in, me_select
from altered_tui.engine.characteristics import matches
from altered_tui.engine.log import card_cause, log
from altered_tui.engine.objects import Context, expedition_terrains, passives, present_in
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.statics import (
    cant_be_played, changed_cost, changes_for, cost_changes, cost_minimums, final_cost,
    granted_reactions, plays_fleeting, reaction_blocked,
)
from altered_tui.engine.steps.effect import EffectFrame, ask_card
from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.steps.status import gain_boosts, gain_status, replace_status, status_replaced
from altered_tui.engine.triggers import (
    activate_granted, activate_own, fire_gained_status, fire_joined_expedition, fire_self,
    fire_status_gained, fire_you, grant_reaction, mark_scouted, self_reactions,
)
from altered_tui.engine.types import HAND, RESERVE, Side, Status, Terrain, Zone
from altered_tui.engine.zones import exhaust, move, pay_mana, ready_orbs

@cache
def scout_reaction() -> Reaction:
    """CR 7.4.5.c: what a card played for its Scout cost gains. Its values are the models'
    own types, so it is made without running their validators (card_index.me_select)."""
    return Reaction.model_construct(
        kind="reaction", trigger=Trigger.model_construct(on="played_from_hand"),
        effect=[SendTo.model_construct(kind="send_to", objects=me_select(), zone="reserve")])


def cost_option(g: GameState, cid: int) -> CostOption | None:
    return index_for(g, cid).cost_option


def modifiers_for(g: GameState, cid: int, src: Zone, player: int,
                  side: str | None = None) -> list[NextPlay]:
    """The 'next card you play' Ongoing Emblems that this card would use up, played into the
    Expedition `side` (one that asks for a terrain needs it, CR 5.1.2.c)."""
    out = []
    for o in g.ongoing:
        if "step" not in o:
            continue
        step: NextPlay = o["step"]
        if o["controller"] != player or (step.from_hand_only and src is not HAND):
            continue
        if step.from_reserve_only and src is not RESERVE:
            continue
        if step.into_terrain is not None and not played_in_terrain(g, cid, player, side,
                                                                   Terrain(step.into_terrain)):
            continue
        if step.into_my_expedition and (side is None or o.get("side") is None or (
                side != o["side"] and not g.cdef(cid).keywords.gigantic)):
            continue  # CR 7.4.4.b: a card printed Gigantic is played into both
        if matches(g, cid, step.filter, Context(player), controller="any"):
            out.append(step)
    return out


def played_in_terrain(g: GameState, cid: int, player: int, side: str | None,
                      terrain: Terrain) -> bool:
    """Is the card played into an Expedition whose region has `terrain`? A card printed
    Gigantic is in both of its player's Expeditions (CR 7.4.4.b, 7.5.2.a)."""
    if side is None:
        return False
    sides = list(Side) if g.cdef(cid).keywords.gigantic else [Side(side)]
    return any(terrain in expedition_terrains(g, player, s) for s in sides)


def play_cost(g: GameState, cid: int, src: Zone, variant: str = "",
              minimums: list[tuple[int, Any]] | None = None, at_most: int | None = None,
              side: str | None = None, changes: list[tuple[int, Any]] | None = None,
              cheaper: int = 0) -> int:
    """CR 5.1.2.d-e: Hand or Reserve Cost (or Scout X), then increases, then decreases.
    `minimums`: see `final_cost`; `changes`: see `cost_changes` (each gathered when not
    given). `at_most`: the caller only asks whether this much can be paid; a cost already
    above it is returned before the minimums, which only raise it. `side`: the Expedition it
    is played into, which the card's own cost change may read. `cheaper`: the decrease of
    the effect that plays it ("play a Character for {3} less"). With no Ongoing Emblem, no
    minimum and no cost change in play, a card played without Scout, its optional cost or a
    cost change of its own costs what it prints: `play_actions` counts on that, so a new
    kind of cost change must be known there too."""
    d = g.cdef(cid)
    # "hand_cost": an effect lets a card from Reserve be paid at its Hand Cost (Rush)
    cost = d.hand_cost if src is HAND or variant == "hand_cost" else d.reserve_cost
    if variant == "scout" and d.keywords.scout is not None:
        cost = d.keywords.scout  # CR 7.4.5.c: an alternative cost
    mods = modifiers_for(g, cid, src, g.cards[cid].owner, side) if g.ongoing else []
    if mods and any(m.free for m in mods):
        return 0  # CR 7.3.20: payment is skipped
    emblems = [m.cost_change for m in mods if m.cost_change and m.cost_floor is None] + (
        [-cheaper] if cheaper else [])
    found = changes_for(g, cid, src, side, cost_changes(g) if changes is None else changes)
    # "..., down to a minimum of {N}": a decrease with a floor of its own (CR 5.1.2.e)
    found += [CostChange(kind="cost_change", change=m.cost_change, floor=m.cost_floor)
              for m in mods if m.cost_change and m.cost_floor is not None]
    if found:
        cost = changed_cost(cost, found, emblems)
    elif emblems:
        cost += sum(c for c in emblems if c > 0) + sum(c for c in emblems if c < 0)
    if variant == "reduced":
        option = cost_option(g, cid)
        if option is not None:
            cost -= option.reduce
    cost = max(0, cost)
    if at_most is not None and cost > at_most:
        return cost
    return final_cost(g, cid, cost, minimums)


def play_variants(g: GameState, cid: int, src: Zone) -> list[str]:
    """Ways to declare this card: normally, for its Scout cost, or with its optional cost."""
    d = g.cdef(cid)
    out = [""]
    if src is HAND and d.keywords.scout is not None:
        out.append("scout")
    option = cost_option(g, cid)
    if option is not None and option.sacrifice_permanent:
        if own_permanents(g, g.cards[cid].owner):
            out.append("reduced")
    elif option is not None and option.exhaust_reserve_card:
        if ready_in_reserve(g, g.cards[cid].owner, cid):
            out.append("reduced")
    elif option is not None and len([c for c in g.players[g.cards[cid].owner].reserve if c != cid]) \
            >= option.discard_from_reserve:
        out.append("reduced")
    return out


def ready_in_reserve(g: GameState, player: int, besides: int) -> list[int]:
    """The ready cards of the player's Reserve but `besides`, which an optional cost may
    exhaust (CR 7.3.10: an exhausted card can't be exhausted again)."""
    return [x for x in g.players[player].reserve
            if x != besides and not g.cards[x].has(Status.EXHAUSTED)]


def own_permanents(g: GameState, player: int) -> list[int]:
    """The Permanents the player controls, in their Expeditions and Landmarks (CR 7.3.25)."""
    p = g.players[player]
    return [x for side in (Side.HERO, Side.COMPANION) for x in p.expeditions[side]
            if g.cdef(x).type is CardType.PERMANENT] + list(p.landmarks)


def play_actions(g: GameState, player: int, cheaper: int = 0) -> list[Action]:
    """Every card the player may play now, with each Expedition it may join; `cheaper`: an
    effect plays it for that much less."""
    p = g.players[player]
    orbs, minimums, changes = len(ready_orbs(g, player)), cost_minimums(g), cost_changes(g)
    restricted = kinds_in(g).passives.get("cant_be_played", NONE)  # the cards that may say so
    printed = not minimums and not g.ongoing and not changes and not cheaper  # no cost change now
    cards, defs = g.cards, g.defs
    out: list[Action] = []
    for src, where, in_hand, cids in ((Zone.HAND, "hand", True, p.hand),
                                      (Zone.RESERVE, "reserve", False, p.reserve)):
        for cid in cids:
            c = cards[cid]
            d = defs[c.card_id]  # type: ignore[index]
            index = index_of(d)
            sides = index.sides
            if not in_hand and c.status & Status.EXHAUSTED:
                sides = exhausted_play_sides(g, cid, player, sides)  # CR 2.4.5.c, unless...
                if not sides:
                    continue
            if c.card_id in restricted:  # "I can't be played (in ...)": per Expedition
                sides = tuple(s for s in sides if not cant_be_played(g, cid, s))
                if not sides:
                    continue
            if printed and (index.plain_from_hand if in_hand else index.plain_from_reserve):
                # The one way to play it, at its printed cost (what play_cost gives here).
                if (d.hand_cost if in_hand else d.reserve_cost) <= orbs:
                    out += plain_plays(cid, d.name, where, sides)
                continue
            for variant in play_variants(g, cid, src):
                if index.cost_by_side:  # its own cost change reads the Expedition (CR 5.1.2.e)
                    out += [offered("play", cid, d.name, where, side, variant) for side in sides
                            if play_cost(g, cid, src, variant, minimums, at_most=orbs, side=side,
                                         changes=changes, cheaper=cheaper) <= orbs]
                elif play_cost(g, cid, src, variant, minimums, at_most=orbs,
                               changes=changes, cheaper=cheaper) <= orbs:
                    out += [offered("play", cid, d.name, where, side, variant) for side in sides]
    return out


def exhausted_play_sides(g: GameState, cid: int, player: int, sides: tuple[str, ...]
                         ) -> tuple[str, ...]:
    """Where an exhausted Reserve card may be played: nowhere (CR 2.4.5.c), unless a passive
    ability of the player's lets it, perhaps only into that ability's own Expedition."""
    allowed: set[str] = set()
    for source, grant in passives(g, "play_exhausted_from_reserve", player):
        if not matches(g, cid, grant.filter, Context(player), controller="any"):
            continue
        if not grant.into_my_expedition:
            return sides
        allowed |= {side.value for side in present_in(g, source)}  # both if Gigantic (7.4.4.b)
    return tuple(s for s in sides if s in allowed)


@lru_cache(maxsize=1 << 12)
def plain_plays(cid: int, name: str, where: str, sides: tuple[str, ...]) -> tuple[Action, ...]:
    """The actions playing a card in the one plain way, into each of `sides` ("" for none)."""
    return tuple(offered("play", cid, name, where, side) for side in sides)


@dataclass
class PlayCardFrame:
    """The playing process (CR 5.1.2): declare, move to Limbo, pay, resolve."""

    waits_for_reactions = False
    cid: int
    src: Zone
    side: Side | None
    player: int
    variant: str = ""
    free: bool = False  # CR 7.3.20: costs are skipped
    then_gains: int = Status.NONE
    cheaper: int = 0  # the effect that plays it makes it cost this much less
    boosts: int = 0  # ... and gives it boosts and a status as it joins
    gains: str | None = None
    # played from hand, its {R} abilities activate too: "all" or "one" of them (CR 7.3.1.b)
    from_reserve_too: str | None = None
    stage: int = 0
    discards: list[int] = field(default_factory=list)
    used: list[Any] = field(default_factory=list)  # 'next card you play' emblems used up

    def answer(self, g: GameState, action: Action) -> None:
        self.discards.append(action.card)  # type: ignore[arg-type]

    def run(self, g: GameState) -> None:
        c, d = g.cards[self.cid], g.cdef(self.cid)
        cause = card_cause("play", self.cid)
        if self.stage == 0:
            option = cost_option(g, self.cid) if self.variant == "reduced" else None
            if option is not None and option.sacrifice_permanent and not self.discards:
                ask_card(g, self.player, {"kind": "sacrifice_permanent", "cause": cause},
                         own_permanents(g, self.player))
                return
            if option is not None and option.exhaust_reserve_card and not self.discards:
                ask_card(g, self.player, {"kind": "exhaust_reserve", "cause": cause},
                         ready_in_reserve(g, self.player, self.cid))
                return
            if option is not None and not option.sacrifice_permanent and \
                    not option.exhaust_reserve_card and len(self.discards) < option.discard_from_reserve:
                cards = [x for x in g.players[self.player].reserve if x != self.cid and x not in self.discards]
                ask_card(g, self.player, {"kind": "discard_reserve", "cause": cause}, cards)
                return
            cost = 0 if self.free else play_cost(
                g, self.cid, self.src, self.variant, side=self.side._value_ if self.side else None,
                cheaper=self.cheaper)
            mods = modifiers_for(g, self.cid, self.src, self.player,
                                 self.side._value_ if self.side else None)
            self.used = list(mods)
            if mods:
                g.ongoing = [o for o in g.ongoing
                             if o.get("step") not in mods or o["controller"] != self.player]
            # a Spell that would lose Fleeting is not Fleeting in Limbo; any other card loses
            # it through an Emblem-Reaction as it resolves (CR 5.2.b)
            loses = any(m.loses_fleeting or (m.loses_fleeting_from_hand and self.src is Zone.HAND)
                        for m in mods)
            fleeting = self._fleeting_in_limbo(g) and not (loses and d.type is CardType.SPELL)
            move(g, self.cid, Zone.LIMBO, controller=self.player,
                 status=Status.FLEETING if fleeting else Status.NONE)
            exhausted = option is not None and option.exhaust_reserve_card
            for x in self.discards:  # CR 1.2.5.d: paid together with the mana
                if exhausted:  # CR 7.3.10: exhausted where it is, in the Reserve
                    exhaust(g, x)
                    log(g, "exhaust", rule="7.3.10", cause=cause, player=self.player, data={"card": x})
                    fire_you(g, self.player, "you_exhaust_reserve_card", it=x)
                    continue
                if g.cards[x].zone is Zone.EXPEDITION or g.cards[x].zone is Zone.LANDMARKS:
                    send(g, x, Zone.DISCARD, cause, rule="7.3.25", sacrificed=True)
                    continue
                move(g, x, Zone.DISCARD)
                log(g, "discard", rule="5.1.2.h", cause=cause, player=self.player,
                    data={"via": "pay", "card": x, "for_card": self.cid})
            pay_mana(g, self.player, cost)
            log(g, "play", rule="5.1.2", cause=cause, player=self.player,
                data={"via": "expedition" if self.side else "", "who": self.player,
                      "card": self.cid, "zone": self.src._value_, "cost": cost,
                      "side": self.side._value_ if self.side else None})
            if fleeting:
                rule = "5.2.4.a" if d.type is CardType.SPELL else "2.4.6.a"
                log(g, "status", rule=rule, cause=cause, player=self.player,
                    data={"via": "limbo", "card": self.cid, "status": "fleeting"})
            self.stage = 1
            return
        if self.stage == 1:
            fleeting = c.has(Status.FLEETING)
            if d.goes_to_expedition:
                move(g, self.cid, Zone.EXPEDITION, side=self.side, controller=self.player,
                     status=Status.FLEETING if fleeting else Status.NONE)
                rule = "5.2.1.c" if d.is_character else "5.2.2.c"
                log(g, "join", rule=rule, cause=cause, player=self.player,
                    data={"via": "fleeting" if fleeting else "expedition", "card": self.cid,
                          "side": self.side._value_})  # type: ignore[union-attr]
                if fleeting:  # it gains Fleeting as it enters the Expedition (CR 5.2.1.c)
                    self._joined_fleeting(g)
                if self.boosts and d.is_character:  # the effect playing it: "It gains 2 boosts"
                    gain_boosts(g, self.cid, self.boosts, cause)
                if self.then_gains:
                    g.cards[self.cid].status |= self.then_gains
                if self.gains:
                    self._gains(g, self.gains)
                for m in self.used:
                    self._emblem_reaction(g, m)
            elif d.is_landmark:
                move(g, self.cid, Zone.LANDMARKS, controller=self.player)
                log(g, "join", rule="5.2.3.a", cause=cause, player=self.player,
                    data={"via": "landmarks", "card": self.cid})
            else:
                self.stage = 2
                effect = [s for a in d.abilities if isinstance(a, SpellEffect) for s in a.steps]
                if effect:
                    ctx = Context(controller=self.player, source=self.cid, source_oid=c.oid,
                                  cause=cause)
                    if self.variant == "reduced":  # "if you do" (CR 5.1.2.c)
                        ctx.memo["played_for_less"] = True
                    g.stack.append(EffectFrame(effect, ctx))
                return
            self._played(g)
            return
        if self.stage == 2:
            if c.zone is Zone.LIMBO:  # unless its effect put it elsewhere (e.g. in Mana)
                self._finish_spell(g, c.has(Status.FLEETING))
            self._played(g)

    def _played(self, g: GameState) -> None:
        """CR 5.1.2.j, 7.5.10: the card is played as it leaves Limbo; its {J}/{H}/{R}
        Reactions and 'when you play' Reactions activate."""
        g.stack.pop()
        d = g.cdef(self.cid)
        g.played_this_afternoon[self.player].append(d.type._value_)
        g.played_this_turn[self.player] += 1
        first_emblem = g.next_emblem
        if self.variant == "scout" and not reaction_blocked(g, self.cid, scout_reaction()):  # CR 7.3.1.e
            # CR 7.4.5.c: it gains "{H} Send me to Reserve"
            grant_reaction(g, self.cid, scout_reaction().effect, "scout", "7.4.5.c")
        if d.type is not CardType.SPELL:
            fire_self(g, self.cid, "joins")
            if self.src is HAND or self.src is RESERVE:  # from elsewhere, neither {H} nor {R}
                fire_self(g, self.cid, "played_from_hand" if self.src is HAND else "played_from_reserve")
            if self.src is HAND:
                self._as_if_from_reserve(g)
            if d.goes_to_expedition:
                fire_joined_expedition(g, self.cid)
            if d.type is CardType.PERMANENT:  # CR 7.5.8.a: it joins an Expedition or Landmarks
                fire_you(g, self.player, "permanent_joins_yours", it=self.cid, besides=self.cid)
            if self.variant == "scout":
                mark_scouted(g, self.cid, first_emblem)
        src = self.src if self.src is HAND or self.src is RESERVE else None
        fire_you(g, self.player, "you_play", it=self.cid, played=self.cid, from_zone=src)
        fire_you(g, self.player, "opponent_plays", it=self.cid, opponents=True, from_zone=src)

    def _as_if_from_reserve(self, g: GameState) -> None:
        """CR 7.3.1.b: played from hand, its {R} abilities activate as if it had been played
        from Reserve: all of them, or one of them that its player picks."""
        how = {self.from_reserve_too, *(m.activates_reserve_abilities for m in self.used)}
        if "all" in how:
            fire_self(g, self.cid, "played_from_reserve")
        elif "one" in how:
            choices = reserve_ability_choices(g, self.cid)
            if len(choices) == 1:
                activate_reserve_ability(g, self.cid, choices[0])
            elif choices:
                g.stack.append(OneReserveAbilityFrame(self.player, self.cid))

    def _emblem_reaction(self, g: GameState, m: NextPlay) -> None:
        """CR 5.2.b: what a 'next card you play' Ongoing Emblem says the card gains or loses
        (boosts, a status) comes through an Emblem-Reaction created in Limbo as the card
        resolves; its player orders it with the card's own Reactions."""
        me = me_select()
        steps: list[Any] = []  # values of the models' own types: no validator run (card_index.me_select)
        if m.boosts and g.cdef(self.cid).is_character:
            steps.append(Boost.model_construct(kind="boost", objects=me, amount=m.boosts))
        if m.gains_status:
            steps.append(GainStatus.model_construct(kind="gain_status", objects=me,
                                                    status=m.gains_status))
        if m.loses_fleeting or (m.loses_fleeting_from_hand and self.src is Zone.HAND):
            steps.append(LoseStatus.model_construct(kind="lose_status", objects=me,
                                                    status="fleeting"))
        if steps:
            grant_reaction(g, self.cid, steps, "next_play", "5.2.b")

    def _gains(self, g: GameState, status: str) -> None:
        """A 'next card you play ... gains <status>' Ongoing Emblem (CR 2.2.14)."""
        gain_status(g, self.cid, status, card_cause("play", self.cid))

    def _joined_fleeting(self, g: GameState) -> None:
        """CR 2.4.6.c: it gained Fleeting as it entered the Expedition zone, which its own
        'instead' may replace (CR 6.2.b) and its 'when I gain' Reactions see."""
        instead = status_replaced(g, self.cid, "fleeting")
        if instead is not None:
            g.cards[self.cid].status &= ~Status.FLEETING
            replace_status(g, self.cid, instead, card_cause("play", self.cid))
        else:
            fire_gained_status(g, self.cid, "fleeting")
            fire_status_gained(g, self.cid, "fleeting")

    def _fleeting_in_limbo(self, g: GameState) -> bool:
        """CR 2.4.6.a-b, 5.2.3.a: from Reserve (not Landmarks), or a spell with Fleeting."""
        d = g.cdef(self.cid)
        if d.is_landmark:
            return False
        if d.type is CardType.SPELL and d.keywords.fleeting:
            return True
        return self.src is RESERVE or plays_fleeting(g, self.cid, self.player)

    def _finish_spell(self, g: GameState, fleeting: bool) -> None:
        """CR 5.2.4.b: Reserve (exhausted with Cooldown), or Discard pile if Fleeting."""
        d = g.cdef(self.cid)
        cause = card_cause("play", self.cid)
        if fleeting:
            move(g, self.cid, Zone.DISCARD)
            log(g, "spell_done", rule="2.4.6.e", cause=cause, player=self.player,
                data={"via": "fleeting", "card": self.cid})
        else:
            cooldown = d.keywords.cooldown
            move(g, self.cid, Zone.RESERVE, status=Status.EXHAUSTED if cooldown else Status.NONE)
            log(g, "spell_done", rule="7.4.1.b" if cooldown else "5.2.4.b", cause=cause,
                player=self.player,
                data={"via": "cooldown" if cooldown else "reserve", "card": self.cid})


def reserve_ability_choices(g: GameState, cid: int) -> list[str]:
    """The {R} Reactions that playing the card from Reserve would activate: its own ("a1",
    "s1": an ability or support ability by number) and those granted to it ("g1": the first
    grant)."""
    own = [f"{'s' if support else 'a'}{i + 1}"
           for i, support in self_reactions(g, cid, "played_from_reserve")]
    granted = granted_reactions(g, cid, "played_from_reserve")
    return own + [f"g{k + 1}" for k in range(len(granted))]


def reserve_reaction(g: GameState, cid: int, choice: str) -> Reaction:
    """The Reaction that one of `reserve_ability_choices` names."""
    number = int(choice[1:]) - 1
    if choice.startswith("g"):
        return granted_reactions(g, cid, "played_from_reserve")[number][2]
    d = g.cdef(cid)
    return (d.support if choice.startswith("s") else d.abilities)[number]


def activate_reserve_ability(g: GameState, cid: int, choice: str) -> None:
    number = int(choice[1:]) - 1
    if choice.startswith("g"):
        activate_granted(g, cid, *granted_reactions(g, cid, "played_from_reserve")[number])
    else:
        activate_own(g, cid, number, choice.startswith("s"))


@dataclass
class OneReserveAbilityFrame:
    """'It activates one of its {R} abilities' (CR 7.3.1.b): its player picks which, when
    it has more than one."""

    waits_for_reactions = False
    player: int
    cid: int

    def run(self, g: GameState) -> None:
        name = g.cdef(self.cid).name
        g.pending = Decision(self.player, "choose",
                             {"kind": "one_reserve_ability", "card": self.cid},
                             [Action("ability", self.cid, name, arg=choice)
                              for choice in reserve_ability_choices(g, self.cid)])

    def answer(self, g: GameState, action: Action) -> None:
        g.stack.pop()
        activate_reserve_ability(g, self.cid, action.arg)
