"""Amelia Earhart: a vanilla Adventurer, cheap from Reserve.

Amelia Earhart (rares): {H} I gain 1 boost."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, put, ready_mana, start


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_11_c_costs_three_from_hand_and_has_its_printed_statistics():
    g, p = start()
    cid = put(g, p, AMELIA)
    before = ready_mana(g, p)
    play(g, cid, side="companion")
    assert before - ready_mana(g, p) == 3
    assert cid in g.players[p].expeditions[Side.COMPANION]
    assert stats(g, cid) == (2, 2, 2) and g.cards[cid].boosts == 0


def test_alt_core_b_ax_11_c_costs_one_from_reserve_and_joins_fleeting():
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, AMELIA, Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert before - ready_mana(g, p) == 1
    assert cid in g.players[p].expeditions[Side.HERO]
    assert g.cards[cid].has(Status.FLEETING)  # CR 2.4.6.a: played from Reserve


def _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost(version):
    g, p = start()
    cid = put(g, p, version)
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (3, 3, 3)


def test_alt_core_b_ax_11_r_from_hand_gain_a_boost():
    _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost('ALT_CORE_B_AX_11_R')


def test_alt_core_b_ax_11_r2_from_hand_gain_a_boost():
    _alt_core_b_ax_11_r_and_r2_from_hand_gain_a_boost('ALT_CORE_B_AX_11_R2')


def _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing(version):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 2 and stats(g, cid) == (2, 2, 2)


def test_alt_core_b_ax_11_r_from_reserve_gain_nothing():
    _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing('ALT_CORE_B_AX_11_R')


def test_alt_core_b_ax_11_r2_from_reserve_gain_nothing():
    _alt_core_b_ax_11_r_and_r2_from_reserve_gain_nothing('ALT_CORE_B_AX_11_R2')
