"""Builders for the Ordis and Yzmir card tests: real games with the real card files swapped in."""

from __future__ import annotations

from altered_tui.cards.decks import Deck
from altered_tui.cards.pool import default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game
from altered_tui.engine.characteristics import stats
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Side, Status, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import act, game_at_first_turn, give, options, play, refresh



def card(card_id: str):
    """The real card version, as loaded from cards/."""
    return default_pool()[card_id]


def start(seed: int = 3) -> tuple[GameState, int]:
    """A game waiting for the first player's first turn, and that player."""
    g = game_at_first_turn(seed)
    return g, g.pending.player


def put(g: GameState, player: int, card_id: str, zone: Zone = Zone.HAND, side: Side | None = None) -> int:
    """One of the player's deck cards becomes the real card `card_id`, put in `zone`."""
    return give(g, player, card(card_id), zone, side)


def add_mana(g: GameState, player: int, count: int) -> None:
    """Give the player `count` more ready Mana Orbs (taken from the bottom of the Deck)."""
    for _ in range(count):
        move(g, g.players[player].deck[-1], Zone.MANA)
    refresh(g)


def set_hero(g: GameState, player: int, hero_id: str) -> int:
    """Make the player's Hero the real hero `hero_id`."""
    g.defs[hero_id] = card(hero_id)
    hero = g.players[player].hero
    g.cards[hero].card_id = hero_id
    refresh(g)
    return hero


def pick(g: GameState, cid: int, verb: str | None = None) -> None:
    """Take the pending option that names card `cid`."""
    act(g, next(o for o in options(g) if f"#{cid}" in o and (verb is None or o.startswith(verb))))


def play_spell(g: GameState, cid: int, src: str = "hand") -> None:
    act(g, f"play {g.cdef(cid).name}#{cid}@{src}")


def recruits(g: GameState, player: int, side: Side) -> list[int]:
    """The Ordis Recruit tokens in one of the player's Expeditions."""
    return [c for c in g.players[player].expeditions[side]
            if g.cards[c].token and g.cdef(c).name == "Ordis Recruit"]


def play_from_hand(card_id: str, side: Side = Side.HERO) -> tuple[GameState, int, int, int]:
    """Play the real card from hand in a fresh game: (game, player, cid, mana paid)."""
    g, p = start()
    cid = put(g, p, card_id)
    before = len(ready_orbs(g, p))
    play(g, cid, side.value)
    return g, p, cid, before - len(ready_orbs(g, p))


def answer_quietly(g: GameState) -> None:
    """Pass, decline, or take the first option."""
    opts = options(g)
    for quiet in ("pass", "expand none", "no", "done"):
        if quiet in opts:
            act(g, quiet)
            return
    act(g, opts[0])


def run_until(g: GameState, day: int, phase: Phase) -> None:
    """Answer quietly until the given day reaches the given phase (or later)."""
    order = list(Phase)
    while not g.over and (g.day, order.index(g.phase)) < (day, order.index(phase)):
        answer_quietly(g)


def new_game_with_hero(hero_id: str, filler_id: str = "ALT_CORE_B_OR_05_C", seed: int = 3) -> GameState:
    """A fresh game (before the first Noon) where both players have `hero_id` as Hero."""
    deck = Deck(name="test", hero=hero_id, cards=((filler_id, 39),))
    g = new_game(deck, deck, default_pool(), seed=seed)
    while g.pending.kind == "setup_mana":
        apply_inplace(g, legal_actions(g)[0])
    return g
