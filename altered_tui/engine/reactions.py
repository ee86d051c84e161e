"""Playing Reactions from Limbo (CR 4.4) and quick actions (CR 5.3).

Whenever Reactions are checked, the player with initiative plays all of theirs, in the order
they choose, before the other player plays theirs (CR 4.4.b-c). How they get to Limbo is
triggers.py's job.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from altered_tui.cards import abilities as ab
from altered_tui.engine.actions import Action, offered
from altered_tui.engine.card_index import kinds_in
from altered_tui.engine.characteristics import candidates
from altered_tui.engine.log import card_cause, dump, log
from altered_tui.engine.objects import Context, own_abilities
from altered_tui.engine.playing import own_permanents, ready_in_reserve
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.steps.effect import EffectFrame, ask_card
from altered_tui.engine.steps.deck import resupply
from altered_tui.engine.steps.leave_play import send
from altered_tui.engine.triggers import (DAILY_CAP, Emblem, abilities_of, ability_condition_holds,
                                         fire_you, note_activation, working_sources)
from altered_tui.engine.types import HIDDEN_ZONES, IN_PLAY_ZONES, SIDES, Status, Zone
from altered_tui.engine.zones import exhaust, move, ready_orbs


def check_reactions(g: GameState) -> None:
    """CR 4.4.b: the first player in initiative order with a Reaction chooses one to play."""
    for player in g.in_initiative_order():
        mine = [e for e in g.emblems if e.controller == player]
        if not mine:
            continue
        if len(mine) == 1:
            play_reaction(g, mine[0])
            return
        g.pending = Decision(player, "reaction", {"kind": "reaction_order"},
                             [Action("react", e.source, g.cdef(e.source).name, arg=f"e{e.eid}")
                              for e in mine])
        return


def answer_reaction(g: GameState, action: Action) -> None:
    eid = int(action.arg[1:])
    play_reaction(g, next(e for e in g.emblems if e.eid == eid))


def play_reaction(g: GameState, e: Emblem) -> None:
    g.emblems.remove(e)
    effect = e.granted if e.granted is not None else abilities_of(g, e.source, e.support)[e.ability].effect
    if g.cards[e.source].zone in HIDDEN_ZONES:
        # Its card went where the other player can't follow it (a new object, CR 2.1.d):
        # the Reaction is told by the name it was seen with, not by the card.
        cause = "unseen_reaction"
        data = {"who": e.controller, "via": "unseen", "name": g.cdef(e.source).name}
    else:
        cause = card_cause("reaction", e.source)
        data = {"who": e.controller, "card": e.source}
    ctx = Context(controller=e.controller, source=e.source, source_oid=e.source_oid,
                  it=e.it, it_oid=e.it_oid, cause=cause, side=e.side, moved_oid=e.moved_oid,
                  support=e.support)
    if e.die is not None:
        ctx.memo["die"] = e.die  # "if the result is N+": the roll that triggered it
    if e.played_from is not None:
        ctx.memo["played_from"] = e.played_from  # the played card's Base Cost (README: Rules notes)
    if e.gift is not None:
        ctx.memo["gift"] = dict(e.gift)  # what the opponent was given (README: Gift)
    if e.left_counters is not None:
        ctx.memo["left_counters"] = dict(e.left_counters)  # what I had as I left (CR 2.1.d)
    log(g, "reaction", rule="4.4.b", cause=ctx.cause, player=e.controller, data=data)
    g.stack.append(EffectFrame(list(effect), ctx))


def _payable(g: GameState, cid: int, support: bool, cost: ab.Cost, player: int) -> bool:
    c = g.cards[cid]
    if (cost.exhaust_me or support) and c.has(Status.EXHAUSTED):
        return False  # CR 2.2.11.j, 2.4.5.a
    if cost.spend_counters and any(c.counters.get(name, 0) < n
                                   for name, n in cost.spend_counters.items()):
        return False  # CR 7.3.27.b
    if cost.discard_from_reserve and \
            len([x for x in g.players[player].reserve if x != cid]) < cost.discard_from_reserve:
        return False
    if cost.sacrifice_character and not _own_characters(g, player):
        return False
    if cost.sacrifice_permanent and not own_permanents(g, player):
        return False
    if cost.sacrifice_me and (support or c.zone not in IN_PLAY_ZONES or c.controller != player):
        return False  # CR 7.3.25: only an object in play its controller sacrifices
    if cost.opponent_resupplies and not (g.players[1 - player].deck or g.players[1 - player].discard):
        return False  # CR 1.2.5.c: no card to put in their Reserve (CR 3.2.2.d)
    if cost.exhaust_reserve_card and not ready_in_reserve(g, player, cid):
        return False  # CR 1.2.5.c, 7.3.10: only a ready card can be exhausted
    return quick_mana(g, cost, player) <= len(ready_orbs(g, player))


def x_limit(g: GameState, cost: ab.Cost, player: int, cid: int) -> int:
    """The most X of a quick action's {X} may be now (CR 5.1.2.c): what the card allows and
    what the player's ready orbs can pay after the rest of its mana (CR 1.2.5.c)."""
    most = len(ready_orbs(g, player)) - quick_mana(g, cost, player)
    if cost.x_max is not None:  # "X can't be higher than ..."
        most = min(most, sum(1 for p in g.players for x in p.reserve
                             if g.cards[x].has(Status.EXHAUSTED)) + (
            sum(1 for x in own_permanents(g, player) if x != cid and g.cards[x].has(Status.EXHAUSTED))
            if cost.x_max == "exhausted_in_reserves_and_other_permanents" else 0))
    return max(0, most)


def quick_mana(g: GameState, cost: ab.Cost, player: int) -> int:
    """The mana a quick action costs now, with its 'costs {N} more if ...' part (CR 5.1.2.e)."""
    return cost.mana + (cost.more_if_not_first_player if g.first_player != player else 0)


def quick_actions(g: GameState, player: int) -> list[Action]:
    """Quick actions the player may play now (CR 5.3.b)."""
    out: list[Action] = []
    holders = kinds_in(g).quick
    if not holders[False] and not holders[True]:
        return out
    for cid, support in working_sources(g, holders[False], holders[True]):
        c = g.cards[cid]
        owner_ok = c.owner == player if support else c.controller == player
        if not owner_ok:
            continue
        for i, a in own_abilities(g, cid).quick[support]:
            key = f"{c.oid}:{int(support)}:q{i}"
            if g.reaction_counts.get(key, 0) >= DAILY_CAP:
                continue
            if not ability_condition_holds(g, a.condition, player, False, source=cid):
                continue
            if _payable(g, cid, support, a.cost, player):
                out.append(offered("use", cid, g.cdef(cid).name, "", "", f"{'s' if support else 'a'}{i + 1}"))
    return out


def _only_on_the_target(steps: list[Any]) -> bool:
    """Whether every step acts on the effect's target ("target a Character ..., then it
    ...", a die roll whose results all do something to it) and on nothing else."""
    for step in steps:
        if isinstance(step, ab.RollDie):
            if not all(_only_on_the_target(o.steps) for o in step.outcomes):
                return False
            continue
        sel = getattr(step, "objects", None)
        if not isinstance(sel, ab.Select) or sel.ref not in ("target", "it"):
            return False
    return True


def idle_quick_actions(g: GameState, options: list[Action], player: int) -> list[str]:
    """The `use` options whose ability would do nothing now: its effect acts only on a
    target and nothing can be targeted, so each of its steps does nothing (CR 6.5.b), yet
    it may be used and its cost is paid."""
    idle = []
    for a in options:
        if a.verb != "use" or a.card is None or not a.arg[1:].isdigit():
            continue
        ability = abilities_of(g, a.card, a.arg.startswith("s"))[int(a.arg[1:]) - 1]
        effect = list(ability.effect)
        first = getattr(effect[0], "objects", None) if effect else None
        if not isinstance(first, ab.Select) or first.ref != "target" or \
                not _only_on_the_target(effect):
            continue
        if not candidates(g, first, Context(player, a.card, g.cards[a.card].oid)):
            idle.append(a.text)
    return idle


def use_quick_action(g: GameState, action: Action, player: int) -> None:
    support = action.arg.startswith("s")
    g.stack.append(QuickActionFrame(action.card, support, int(action.arg[1:]) - 1, player))  # type: ignore[arg-type]


@dataclass
class QuickActionFrame:
    """Declare and pay a quick action (CR 5.1.2.b-c): choose the cards the cost needs, pay
    everything at once (CR 1.2.5.d), then resolve the effect."""

    cid: int
    support: bool
    index: int
    player: int
    picks: list[int] = field(default_factory=list)
    spent: int | None = None  # "spend any number of my ... counters": how many
    exhausted: int | None = None  # "exhaust a card in your Reserve": the one picked
    asking: str = ""
    x: int | None = None  # "{X}": the X the player said

    waits_for_reactions = False

    def answer(self, g: GameState, action: Action) -> None:
        if action.verb == "pay_x":
            self.x = int(action.arg)
            return
        if action.verb == "remove":
            self.spent = int(action.arg)
            return
        if self.asking == "exhaust_reserve":
            self.exhausted = action.card
            self.asking = ""
            return
        self.picks.append(action.card)  # type: ignore[arg-type]

    def run(self, g: GameState) -> None:
        c = g.cards[self.cid]
        ability = abilities_of(g, self.cid, self.support)[self.index]
        cost = ability.cost
        discards = [x for x in self.picks if g.cards[x].zone is Zone.RESERVE]
        victims = [x for x in self.picks if g.cards[x].zone is not Zone.RESERVE]
        if len(discards) < cost.discard_from_reserve:
            cards = [x for x in g.players[self.player].reserve if x != self.cid and x not in discards]
            ask_card(g, self.player, {"kind": "discard_reserve", "cause": card_cause("card", self.cid)},
                     cards)
            return
        if cost.sacrifice_character and not victims:
            ask_card(g, self.player, {"kind": "sacrifice", "cause": card_cause("card", self.cid)},
                     _own_characters(g, self.player))
            return
        if cost.sacrifice_permanent and not victims:  # itself included (CR 7.3.25)
            ask_card(g, self.player, {"kind": "sacrifice_permanent",
                                      "cause": card_cause("card", self.cid)},
                     own_permanents(g, self.player))
            return
        if cost.exhaust_reserve_card and self.exhausted is None:
            self.asking = "exhaust_reserve"
            ask_card(g, self.player, {"kind": "exhaust_reserve", "cause": card_cause("card", self.cid)},
                     ready_in_reserve(g, self.player, self.cid))
            return
        if cost.mana_x and self.x is None:  # CR 5.1.2.c: X is said as it is declared
            most = x_limit(g, cost, self.player, self.cid)
            g.pending = Decision(self.player, "pay_x",
                                 {"kind": "pay_x", "cause": card_cause("card", self.cid)},
                                 [Action("pay_x", arg=str(n)) for n in range(most, -1, -1)])
            return
        name = cost.spend_any_counters
        if name is not None and self.spent is None:  # how many, from all to none (CR 7.3.27)
            have = c.counters.get(name, 0)
            g.pending = Decision(self.player, "remove",
                                 {"kind": "spend_counters_any", "cause": card_cause("card", self.cid),
                                  "counter": name},
                                 [Action("remove", arg=str(n)) for n in range(have, -1, -1)])
            return
        g.stack.pop()
        key = f"{c.oid}:{int(self.support)}:q{self.index}"
        g.reaction_counts[key] = g.reaction_counts.get(key, 0) + 1
        side, source_oid = (c.side.value if c.side else None), c.oid
        paid: list[dict[str, Any]] = []  # each part of the cost, in the order paid
        if cost.exhaust_me:
            exhaust(g, self.cid)
            paid.append({"via": "exhaust"})
        mana = quick_mana(g, cost, self.player) + (self.x or 0)
        if mana:
            for orb in ready_orbs(g, self.player)[:mana]:
                exhaust(g, orb)
            paid.append({"via": "mana", "count": mana})
        for counter, n in cost.spend_counters.items():
            c.counters[counter] -= n
            paid.append({"via": "counters", "count": n, "counter": counter})
        if name is not None and self.spent:
            c.counters[name] -= self.spent
            paid.append({"via": "counters", "count": self.spent, "counter": name})
        for x in discards:
            move(g, x, Zone.DISCARD)
            paid.append({"via": "discard", "card": x})
        if cost.discard_me:
            move(g, self.cid, Zone.DISCARD)
            paid.append({"via": "discard_self"})
        if cost.opponent_resupplies:  # the one opponent (CR 6.5.a)
            resupply(g, 1 - self.player, card_cause("quick", self.cid))
            paid.append({"via": "opponent_resupplies"})
        reserve_exhausted = self.exhausted is not None and exhaust(g, self.exhausted)
        if reserve_exhausted:
            paid.append({"via": "exhaust_reserve", "card": self.exhausted})
        cause = card_cause("quick", self.cid)
        log(g, "quick", rule="5.3", cause=cause, player=self.player,
            data={"who": self.player, "card": self.cid, "paid": paid})
        ctx = Context(controller=self.player, source=self.cid, source_oid=source_oid,
                      cause=cause, side=side, support=self.support)
        if cost.more_to_target is not None:  # paid as the targets are chosen
            ctx.memo["surcharge"] = dump(cost.more_to_target)
        if cost.mana_x:
            ctx.memo["x"] = self.x or 0
        if name is not None:
            ctx.memo["spent"] = self.spent or 0  # "the same number of" (CR 6.5.i)
        g.stack.append(EffectFrame(list(ability.effect), ctx))
        if cost.discard_me:  # a {D} ability, counted for the turn (CR 7.3.1)
            note_activation(g, "support")
        if cost.exhaust_me:  # a {T} ability
            note_activation(g, "exhaust")
        if reserve_exhausted:  # its Reactions wait in Limbo like the rest (CR 4.4)
            fire_you(g, self.player, "you_exhaust_reserve_card", it=self.exhausted)
        for x in victims:  # after the effect is stacked, so a choice the sacrifice needs comes first
            send(g, x, Zone.DISCARD, cause, rule="7.3.25", sacrificed=True)
        if cost.sacrifice_me:  # paid with the rest (CR 1.2.5.d), its Reactions wait the same way
            send(g, self.cid, Zone.DISCARD, cause, rule="7.3.25", sacrificed=True)


def _own_characters(g: GameState, player: int) -> list[int]:
    p = g.players[player]
    return [x for side in SIDES for x in p.expeditions[side] if g.cdef(x).is_character]
