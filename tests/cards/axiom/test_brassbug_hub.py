"""Brassbug Hub: {J} I gain three Kelon counters. At Noon you may pay {1} and spend one of my
Kelon counters to create a Brassbug Robot token in target Expedition.

Brassbug Hub rares (cost 2): {J} three Kelon counters; at Noon pay {1} and a counter for a
Brassbug."""

from altered_tui.engine.types import Side

from tests.abilities.support import act, options, play
from tests.cards.builders import advance_to_noon, answer, put, ready_mana, start, tokens_named


HUB = "ALT_CORE_B_AX_24_C"


def _hub_in_play():
    g, p = start()
    hub = put(g, p, HUB)
    play(g, hub)
    assert ready_mana(g, p) == 0  # Hand Cost 3
    return g, p, hub


def test_alt_core_b_ax_24_c_joins_with_three_kelon_counters():
    g, p, hub = _hub_in_play()
    assert hub in g.players[p].landmarks
    assert g.cards[hub].counters["kelon"] == 3


def test_alt_core_b_ax_24_c_at_noon_pays_one_mana_and_a_counter_for_a_brassbug():
    g, p, hub = _hub_in_play()
    advance_to_noon(g, stop=lambda g: g.pending.kind == "may" and g.pending.player == p)
    mana = ready_mana(g, p)
    act(g, "yes")
    answer(g, "expedition -> hero yours")
    assert g.cards[hub].counters["kelon"] == 2
    assert ready_mana(g, p) == mana - 1
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1


def test_alt_core_b_ax_24_c_at_noon_without_counters_cannot_pay():
    g, p, hub = _hub_in_play()
    g.cards[hub].counters["kelon"] = 0
    advance_to_noon(g, stop=lambda g: g.pending.kind == "may" and g.pending.player == p)
    assert options(g) == ["no"]
    act(g, "no")
    assert tokens_named(g, p, "Brassbug") == []


def _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon(version):
    g, p = start()
    hub = put(g, p, version)
    play(g, hub)
    assert ready_mana(g, p) == 1  # Hand Cost 2
    assert g.cards[hub].counters["kelon"] == 3
    advance_to_noon(g, stop=lambda g: g.pending.kind == "may" and g.pending.player == p)
    mana = ready_mana(g, p)
    act(g, "yes")
    answer(g, "expedition -> companion yours")
    assert g.cards[hub].counters["kelon"] == 2 and ready_mana(g, p) == mana - 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1


def test_alt_core_b_ax_24_r_join_with_counters_and_make_a_brassbug_at_noon():
    _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon('ALT_CORE_B_AX_24_R')


def test_alt_core_b_ax_24_r2_join_with_counters_and_make_a_brassbug_at_noon():
    _alt_core_b_ax_24_r_and_r2_join_with_counters_and_make_a_brassbug_at_noon('ALT_CORE_B_AX_24_R2')
