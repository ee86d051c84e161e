"""Builders for the 'statics' card tests: the Core Ordis/Yzmir helpers and a few more."""

from __future__ import annotations

from altered_tui.engine.characteristics import has_defender, is_gigantic, tough  # noqa: F401
from altered_tui.engine.state import GameState
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import expedition_members, move  # noqa: F401

from tests.abilities.support import refresh
from tests.cards_ordis_yzmir_core.helpers import (  # noqa: F401
    Phase,
    act,
    add_mana,
    answer_quietly,
    card,
    finish_day,
    mana,
    options,
    pick,
    play,
    progress,
    put,
    set_hero,
    settle,
    start,
    stats,
)

BLADEDANCER = "ALT_CORE_B_BR_16_C"  # Character, Hand Cost 1, {J} I gain 1 boost
ALCHEMIST = "ALT_CORE_B_YZ_12_C"  # Character, Hand Cost 3, Reserve Cost 1, {H} I gain 2 boosts
RATATOSKR = "ALT_CORE_B_BR_04_C"  # Character, Hand Cost 1, Reserve Cost 3, {R} I gain 2 boosts
CADETS = "ALT_CORE_B_OR_06_C"  # {J} create an Ordis Recruit token in my Expedition
CHIRON = "ALT_CORE_B_BR_11_C"  # {J} target Character gains 1 boost
MAGICAL_TRAINING = "ALT_CORE_B_YZ_19_C"  # Spell, Hand Cost 1: draw a card
PLANT = "ALT_CORE_B_MU_06_C"  # Spindle Harvesters, Animal Plant
BUREAUCRAT = "ALT_CORE_B_OR_09_C"  # The Frog Prince, Bureaucrat Noble


def set_mana(g: GameState, player: int, count: int) -> None:
    """The player has exactly `count` ready Mana Orbs."""
    p = g.players[player]
    while len(p.mana) > count:
        move(g, p.mana[-1], Zone.DISCARD)
    while len(p.mana) < count:
        move(g, p.deck[-1], Zone.MANA)
    refresh(g)


def facts(card_id: str, hand: int, reserve: int, forest_mountain_water: tuple[int, int, int],
          faction: str) -> None:
    d = card(card_id)
    assert (d.hand_cost, d.reserve_cost, (d.forest, d.mountain, d.water), d.faction.value if hasattr(
        d.faction, "value") else d.faction) == (hand, reserve, forest_mountain_water, faction)


def can_play(g: GameState, cid: int) -> bool:
    return any(o.startswith("play ") and f"#{cid}@" in o for o in options(g))


def paid_to_play(g: GameState, player: int, cid: int, side: str = "hero", src: str = "hand") -> int:
    before = mana(g, player)
    play(g, cid, side, src)
    return before - mana(g, player)


__all__ = [n for n in dir() if not n.startswith("_")]
