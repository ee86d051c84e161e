"""Builders for the "conds" group's card tests: real games, real card files.

Reuses tests/cards_lyra_muna_core/helpers.py and adds a way to run the day on."""

from __future__ import annotations

from altered_tui.engine.state import GameState

from tests.cards_lyra_muna_core.helpers import (
    CHRONICLER, SKALD, Side, Status, Zone, act, add_mana, can_pick, card, check_facts,
    check_next_card_costs_one_less, fix_dice, options, pick, play, put, settle, start,
)

LOKI_C = "ALT_CORE_B_LY_21_C"  # {H} each player discards their hand, then draws three
ALL_IN_C = "ALT_CORE_B_LY_25_C"  # a Spell


def quiet(g: GameState) -> None:
    """Pass, decline Expand, or take the first option."""
    opts = options(g)
    act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def run_until(g: GameState, prompt_part: str) -> None:
    """Answer quietly until a decision whose prompt contains `prompt_part`."""
    day = g.day
    while not g.over and g.day <= day + 1:
        if g.pending is not None and prompt_part in g.pending.prompt:
            return
        quiet(g)
    raise AssertionError(f"no decision with {prompt_part!r}")


def finish_day(g: GameState) -> None:
    day = g.day
    while g.day == day and not g.over:
        quiet(g)


def reaction_events(g: GameState, kind: str, name: str) -> list:
    return [e for e in g.log if e.kind == kind and e.cause == f"Reaction of {name}"]


__all__ = ["ALL_IN_C", "CHRONICLER", "LOKI_C", "SKALD", "Side", "Status", "Zone", "act", "add_mana",
           "can_pick", "card", "check_facts", "check_next_card_costs_one_less", "finish_day",
           "fix_dice", "options", "pick", "play", "put", "quiet", "reaction_events", "run_until",
           "settle", "start"]
