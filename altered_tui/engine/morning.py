"""Setup's Mana and the Morning's daily effects: Succeed, Prepare, Draw, Expand (CR 4.1.k,
4.2.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

from altered_tui.engine.actions import Action, offered
from altered_tui.engine.characteristics import matches
from altered_tui.engine.log import log
from altered_tui.engine.objects import Context, passives
from altered_tui.engine.state import Decision, GameState
from altered_tui.engine.statics import expands_from_deck, morning_draw_count
from altered_tui.engine.types import Zone
from altered_tui.engine.zones import draw, move, ready, refill_deck_if_needed


@dataclass
class SetupManaFrame:
    """CR 4.1.k: each player puts three cards from Hand in Mana, ready; one pick at a time,
    first player first (CR 1.4.5)."""

    waits_for_reactions = False
    order: tuple[int, int] = (0, 1)
    index: int = 0
    picked: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})

    def run(self, g: GameState) -> None:
        while self.index < 2:
            player = self.order[self.index]
            hand = g.players[player].hand
            if self.picked[player] < 3 and hand:
                left = 3 - self.picked[player]
                g.pending = Decision(player, "setup_mana",
                                     {"kind": "setup_mana", "count": left},
                                     [offered("mana", c, g.cdef(c).name) for c in hand])
                return
            self.index += 1
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        player = self.order[self.index]
        move(g, action.card, Zone.MANA)  # type: ignore[arg-type]
        self.picked[player] += 1
        log(g, "mana", rule="4.1.k", cause="setup", player=player, private_to=player,
            hidden=("card",), data={"who": player, "via": "setup", "card": action.card})


@dataclass
class ExpandFrame:
    """CR 4.2.1.e: each player may put one card from Hand in Mana, face down and ready."""

    waits_for_reactions = False
    order: tuple[int, int] = (0, 1)
    index: int = 0

    def run(self, g: GameState) -> None:
        while self.index < 2:
            player = self.order[self.index]
            hand = g.players[player].hand
            if expands_from_deck(g, player):  # a passive replaces the card's origin
                g.pending = Decision(player, "expand",
                                     {"kind": "expand_deck"},
                                     [Action("expand", arg="top"), Action("expand", arg="none")])
                return
            if hand:
                options = [offered("expand", c, g.cdef(c).name) for c in hand]
                g.pending = Decision(player, "expand",
                                     {"kind": "expand_hand"},
                                     options + [Action("expand", arg="none")])
                return
            self.index += 1
        g.stack.pop()

    def answer(self, g: GameState, action: Action) -> None:
        player = self.order[self.index]
        self.index += 1
        if action.arg == "top":
            expand_from_deck(g, player)
            return
        if action.card is None:
            log(g, "expand", rule="4.2.1.e", cause="expand", player=player,
                data={"who": player, "via": "none"})
            return
        move(g, action.card, Zone.MANA)
        log(g, "expand", rule="4.2.1.e", cause="expand", player=player, private_to=player,
            hidden=("card",), data={"who": player, "via": "hand", "card": action.card})


def expand_from_deck(g: GameState, player: int) -> None:
    """The top card of the Deck goes to Mana face down and ready, instead of a card from hand
    (CR 4.2.1.e, 3.2.9). Only its owner sees which card it was (CR 3.2.9.d)."""
    refill_deck_if_needed(g, player, 1, "expand")
    p = g.players[player]
    if not p.deck:
        log(g, "expand", rule="4.2.1.e", cause="expand", player=player,
            data={"who": player, "via": "none"})
        return
    cid = p.deck[0]
    move(g, cid, Zone.MANA)
    log(g, "expand", rule="4.2.1.e", cause="expand", player=player, private_to=player,
        hidden=("card",), data={"who": player, "via": "deck", "card": cid})


def succeed(g: GameState) -> None:
    g.first_player = 1 - g.first_player
    log(g, "succeed", rule="4.2.1.b", cause="succeed", data={"who": g.first_player})


def prepare(g: GameState) -> None:
    """CR 4.2.1.c: ready every exhausted card and object in personal zones and Expeditions,
    but the Reserve cards a passive ability keeps exhausted."""
    count = 0
    frozen = [p.filter for _cid, p in passives(g, "stay_exhausted_in_reserve")]
    for p in g.players:
        zones = [p.landmarks, p.mana, *p.expeditions.values()]
        if p.hero is not None:
            zones.append([p.hero])
        reserve = [c for c in p.reserve if not any(
            matches(g, c, f, Context(p.index), controller="any") for f in frozen)]
        for cards in (reserve, *zones):
            for cid in cards:
                count += ready(g, cid)
    data = {"count": count} if count else {"via": "none", "count": 0}
    log(g, "prepare", rule="4.2.1.c", cause="prepare", data=data)


def morning_draw(g: GameState) -> None:
    for player in g.in_initiative_order():
        draw(g, player, morning_draw_count(g, player), cause="draw", rule="4.2.1.d")
