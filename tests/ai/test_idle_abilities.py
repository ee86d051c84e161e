"""An ability that would do nothing now (it acts only on a target and there is none, so its
steps do nothing, CR 6.5.b) is listed as idle in the observation, and no computer player
spends its cost on it while there is anything else to do."""

from __future__ import annotations

import dataclasses

import pytest

from altered_tui.ai import PLAYERS, SearchPlayer
from altered_tui.cards.decks import load_deck
from altered_tui.cards.pool import decks_dir, default_pool
from altered_tui.engine import apply_inplace, legal_actions, new_game, observation
from altered_tui.engine.types import Side, Zone
from tests.cards.builders import put

NEVENKA = "ALT_CORE_B_LY_01_C"  # quick action: {T}, target a Character you control, roll a die
POOL = default_pool()
DECKS = (dataclasses.replace(load_deck(decks_dir() / "bravos-practice.yaml", POOL),
                             hero=NEVENKA),
         load_deck(decks_dir() / "lyra-practice.yaml", POOL))


def first_turn_with_no_character():
    """Player 1 (index 0) at their first Afternoon turn, nobody's Character in play."""
    g = new_game(*DECKS, POOL, seed=3)
    while not (g.pending.kind == "turn" and g.pending.player == 0):
        options = [a.text for a in legal_actions(g)]
        apply_inplace(g, next((t for t in options if t in ("pass", "expand none")), options[0]))
    assert not any(g.players[0].expeditions[side] for side in Side)
    return g


def hero_use(g) -> str:
    return next(a.text for a in legal_actions(g) if a.verb == "use"
                and g.cdef(a.card).name == "Nevenka & Blotch")


def test_6_5_b_the_heros_ability_with_no_character_to_target_is_idle():
    g = first_turn_with_no_character()
    use = hero_use(g)  # it may still be used: its cost can be paid
    assert observation(g, 0)["pending"]["idle"] == [use]


def test_6_5_b_with_a_character_of_theirs_in_play_it_is_not_idle():
    g = first_turn_with_no_character()
    put(g, 0, "ALT_CORE_B_BR_08_C", Zone.EXPEDITION)  # Bravos Pathfinder
    hero_use(g)
    assert observation(g, 0)["pending"]["idle"] == []


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_no_computer_player_uses_an_ability_that_would_do_nothing(name):
    g = first_turn_with_no_character()
    use = hero_use(g)
    view = observation(g, 0, log_from=len(g.log))
    for seed in range(12 if name == "random" else 2):
        player = SearchPlayer(seed, DECKS, POOL, time_limit=None, iterations=8) \
            if name == "search" else PLAYERS[name](seed, DECKS, POOL)
        assert player.choose(view) != use
