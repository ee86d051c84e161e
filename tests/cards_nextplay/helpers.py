"""Builders for the nextplay group's card tests: the Ordis/Yzmir Core helpers and a few more."""

from __future__ import annotations

from altered_tui.engine.state import GameState
from altered_tui.engine.types import Zone

from tests.cards_ordis_yzmir_core.helpers import (  # noqa: F401
    Side,
    Status,
    act,
    add_mana,
    mana,
    options,
    pick,
    play,
    play_spell,
    put,
    recruits,
    start,
    stats,
)

TROOPER = "ALT_CORE_B_OR_05_C"  # Ordis Trooper: 1/1/1, Hand Cost 1, Reserve Cost 1, no ability
RATATOSKR = "ALT_CORE_B_BR_04_C"  # {R} I gain 2 boosts; Hand Cost 1
SALVAGER = "ALT_CORE_B_AX_08_C"  # {R} Resupply; Hand Cost 1
NAVIGATOR = "ALT_CORE_B_LY_12_C"  # Lyra Navigator: 0/0/4, no ability
PATHFINDER = "ALT_CORE_B_BR_08_C"  # Bravos Pathfinder: 0/3/3, no ability
BLADEDANCER = "ALT_CORE_B_BR_16_C"  # {J} I gain 1 boost
CHARGE = "ALT_CORE_B_OR_23_C"  # Fleeting Spell, Hand Cost 2: each Character you control gains 1 boost
SEAL = "ALT_CORE_B_YZ_23_C"  # Conjuring Seal: Spell, Reserve Cost 5, draw 2 cards


def use(g: GameState, cid: int) -> None:
    """Use the (only) quick action of the object `cid`."""
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{cid}" in o))


def settle(g: GameState) -> None:
    """Play waiting Reactions and answer 'you may' questions with yes."""
    while g.pending is not None and g.pending.kind in ("reaction", "may"):
        opts = options(g)
        act(g, "yes" if "yes" in opts else opts[0])


def resolve_spell(g: GameState, cid: int) -> None:
    """Answer the first option until the Spell has left Limbo."""
    while g.cards[cid].zone is Zone.LIMBO:
        act(g, options(g)[0])


def boosted(g: GameState, player: int, card_id: str, zone: Zone = Zone.EXPEDITION,
            side: Side = Side.HERO, boosts: int = 1) -> int:
    cid = put(g, player, card_id, zone, side)
    g.cards[cid].counters["boost"] = boosts
    return cid


__all__ = ["Side", "Status", "Zone", "act", "add_mana", "mana", "options", "pick", "play", "play_spell",
           "put", "recruits", "start", "stats", "TROOPER", "RATATOSKR", "SALVAGER", "NAVIGATOR",
           "PATHFINDER", "BLADEDANCER", "CHARGE", "SEAL", "use", "settle", "resolve_spell", "boosted"]
