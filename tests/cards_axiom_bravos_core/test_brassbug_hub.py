"""Brassbug Hub rares (cost 2): {J} three Kelon counters; at Noon pay {1} and a counter for a
Brassbug."""

from tests.cards_axiom_bravos_core.helpers import (Side, act, advance_to_noon, answer, new_game, play,
                                                   put, ready_mana, tokens_named)


def _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon(version):
    g, p = new_game()
    hub = put(g, p, version)
    play(g, hub)
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert g.cards[hub].counters["kelon"] == 3
    advance_to_noon(g, stop=lambda g: g.pending.kind == "may" and g.pending.player == p)
    mana = ready_mana(g, p)
    act(g, "yes")
    answer(g, "expedition -> companion")
    assert g.cards[hub].counters["kelon"] == 2 and ready_mana(g, p) == mana - 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_24_r_join_with_counters_and_make_a_brassbug_at_noon():
    _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon('ALT_CORE_B_AX_24_R')


def test_alt_core_b_ax_24_r2_join_with_counters_and_make_a_brassbug_at_noon():
    _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon('ALT_CORE_B_AX_24_R2')
