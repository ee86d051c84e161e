"""Dredger Drone: {R} you may spend one of my boosts to Resupply (rares: a counter of any card
you control or in your Reserve). Support at Noon, choose one: 1 boost, or {T}: 2 boosts, up
to 3 (Lyra R2: 1 boost up to 2 when you play another Character with a base statistic of 0)."""

from tests.abilities.support import act
from tests.cards.builders import (
    PLAY_ZERO_STAT, from_reserve_with_boosts, gains_up_to, noon_choice_gains, settle,
    spending_a_counter_of_yours,
)


def test_alt_bise_b_ax_50_c_spends_a_boost_to_resupply():
    g, p, cid = from_reserve_with_boosts("ALT_BISE_B_AX_50_C", 1)
    settle(g)
    reserve = len(g.players[p].reserve)
    act(g, "yes")
    assert len(g.players[p].reserve) == reserve + 1 and g.cards[cid].boosts == 0
    noon_choice_gains("ALT_BISE_B_AX_50_C")


def _resupplies(version: str) -> None:
    g, p, cid = spending_a_counter_of_yours(version)
    assert len(g.players[p].reserve) == 2  # the boosted card, and the Resupplied one


def test_alt_bise_b_ax_50_r1_spends_a_counter_of_yours_to_resupply():
    _resupplies("ALT_BISE_B_AX_50_R1")
    noon_choice_gains("ALT_BISE_B_AX_50_R1")


def test_alt_bise_b_ax_50_r2_resupplies_and_supports_zero_statistics():
    _resupplies("ALT_BISE_B_AX_50_R2")
    assert gains_up_to("ALT_BISE_B_AX_50_R2", PLAY_ZERO_STAT, 3) == [1, 2, 2]
