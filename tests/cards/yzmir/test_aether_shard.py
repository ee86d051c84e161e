"""Aether Shard: at Noon, draw a card; the rares also draw when they join."""

from altered_tui.engine.types import Phase

from tests.cards.builders import add_mana, put, reaction_draws, run_until, spell_cost_paid, start


def _shard(card_id):
    g, p = start()
    add_mana(g, p, 2)
    shard = put(g, p, card_id)
    assert spell_cost_paid(g, p, shard) == 5 and shard in g.players[p].landmarks
    joined = reaction_draws(g, p)
    run_until(g, 2, Phase.AFTERNOON)
    return joined, reaction_draws(g, p) - joined, reaction_draws(g, 1 - p)


def test_alt_core_b_yz_29_c_draws_a_card_at_noon():
    assert _shard("ALT_CORE_B_YZ_29_C") == (0, 1, 0)


def test_alt_core_b_yz_29_r_draws_when_it_joins_and_at_noon():
    assert _shard("ALT_CORE_B_YZ_29_R") == (1, 1, 0)


def test_alt_core_b_yz_29_r2_draws_when_it_joins_and_at_noon():
    assert _shard("ALT_CORE_B_YZ_29_R2") == (1, 1, 0)
