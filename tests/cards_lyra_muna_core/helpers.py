"""Builders for the Lyra and Muna Core-set card tests: real games, real card files.

Reuses tests/cards_lyra_muna/helpers.py and adds the checks several of these cards share."""

from __future__ import annotations

from altered_tui.engine.characteristics import stats
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Phase, Status

from tests.cards_lyra_muna.helpers import (
    FILLER, Side, Zone, act, add_mana, can_pick, card, dice_left, end_turn_of_opponent, fix_dice,
    options, pick, play, put, ready_mana, set_hero, settle, start,
)

SKALD = "ALT_CORE_B_LY_08_C"  # Lyra Skald: vanilla, Hand Cost 2, 3/0/2
CHRONICLER = "ALT_CORE_B_LY_16_C"  # Lyra Chronicler: vanilla, Hand Cost 3, 4/0/4
ASMODEUS = "ALT_CORE_B_LY_20_C"  # Hand Cost 6
SHROOM = "ALT_CORE_B_MU_08_C"  # Sneezer Shroom: a Plant, Hand Cost 2


def played(card_id: str, src: str = "hand", extra_mana: int = 0, side: str = "hero"):
    """Play a real card from hand or Reserve; returns (game, player, cid, mana paid)."""
    g, p = start()
    add_mana(g, p, extra_mana)
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, side=side, src=src)
    return g, p, cid, before - ready_mana(g, p)


def check_facts(card_id: str, hand: int, reserve: int, st: tuple[int, int, int] | None, faction: str) -> None:
    """Costs paid from hand and from Reserve, the statistics in play, and the faction."""
    extra = max(hand, reserve)
    g, p, cid, paid = played(card_id, "hand", extra)
    assert paid == hand
    if st is not None:
        assert stats(g, cid) == st
    g, p, cid, paid = played(card_id, "reserve", extra)
    assert paid == reserve
    assert card(card_id).faction.value == faction


def check_next_card_costs_one_less(card_id: str, index: int = 1) -> None:
    """Support {D}: the next card you play this turn costs {1} less."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    other = put(g, p, SKALD)
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert me in g.players[p].discard
    before = ready_mana(g, p)
    play(g, other)
    assert before - ready_mana(g, p) == 1  # Hand Cost 2, one less
    nxt = put(g, p, SKALD)
    end_turn_of_opponent(g, p)
    before = ready_mana(g, p)
    play(g, nxt)
    assert before - ready_mana(g, p) == 2  # used up by the first card


def check_anchor_support(card_id: str, index: int = 1) -> None:
    """Support {D}: target Character with Hand Cost {3} or less gains Anchored."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    cheap = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    big = put(g, p, ASMODEUS, Zone.EXPEDITION)
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert not can_pick(g, big)
    if g.pending.kind == "target":
        pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED) and not g.cards[big].has(Status.ANCHORED)
    assert me in g.players[p].discard


def check_resupply_support(card_id: str, index: int = 1) -> None:
    """Support {D}: Resupply."""
    g, p = start()
    me = put(g, p, card_id, Zone.RESERVE)
    top = g.players[p].deck[0]
    act(g, f"use {g.cdef(me).name}#{me} s{index}")
    assert me in g.players[p].discard and top in g.players[p].reserve


def check_no_support(g: GameState, cid: int) -> None:
    assert not any(o.startswith(f"use {g.cdef(cid).name}#{cid} s") for o in options(g))


def answer_quietly(g: GameState) -> None:
    o = options(g)
    act(g, "pass" if "pass" in o else ("expand none" if "expand none" in o else o[0]))


def to_afternoon_of_day_two(g: GameState) -> None:
    """Everyone passes; every other decision takes its first option (Noon Reactions included)."""
    while not (g.day == 2 and g.phase is Phase.AFTERNOON):
        answer_quietly(g)


def finish_day(g: GameState) -> None:
    day = g.day
    while g.day == day and not g.over:
        answer_quietly(g)


__all__ = ["ASMODEUS", "CHRONICLER", "FILLER", "SHROOM", "SKALD", "Side", "Status", "Zone", "act",
           "add_mana", "answer_quietly", "can_pick", "card", "check_anchor_support", "check_facts",
           "check_next_card_costs_one_less", "check_no_support", "check_resupply_support", "dice_left",
           "end_turn_of_opponent", "finish_day", "fix_dice", "options", "pick", "play", "played", "put",
           "ready_mana", "set_hero", "settle", "start", "stats", "to_afternoon_of_day_two"]
