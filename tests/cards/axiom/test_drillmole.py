"""Drillmole: {R} you may spend one of my boosts to Sabotage (rares: a counter of any card you
control or in your Reserve). Support at Noon, choose one: 1 boost, or {T}: 2 boosts, up to 3
(Ordis R2: 1 boost up to 2 when another Character joins your Expeditions)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, PLAY_CHARACTER, from_reserve_with_boosts, gains_up_to, noon_choice_gains, put,
    settle, spending_a_counter_of_yours, target,
)


def _theirs_in_reserve(g, p) -> None:
    put(g, 1 - p, AMELIA, Zone.RESERVE)


def _sabotages(g, p) -> None:
    [theirs] = g.players[1 - p].reserve
    target(g, theirs)
    assert g.cards[theirs].zone is Zone.DISCARD


def test_alt_bise_b_ax_52_c_spends_a_boost_to_sabotage_and_chooses_at_noon():
    g, p, cid = from_reserve_with_boosts("ALT_BISE_B_AX_52_C", 1)
    _theirs_in_reserve(g, p)
    settle(g)
    act(g, "yes")
    _sabotages(g, p)
    assert g.cards[cid].boosts == 0
    noon_choice_gains("ALT_BISE_B_AX_52_C")


def test_alt_bise_b_ax_52_r1_spends_a_counter_of_yours_to_sabotage():
    g, p, cid = spending_a_counter_of_yours("ALT_BISE_B_AX_52_R1", _theirs_in_reserve)
    _sabotages(g, p)
    noon_choice_gains("ALT_BISE_B_AX_52_R1")


def test_alt_bise_b_ax_52_r2_sabotages_and_supports_joins():
    g, p, cid = spending_a_counter_of_yours("ALT_BISE_B_AX_52_R2", _theirs_in_reserve)
    _sabotages(g, p)
    assert gains_up_to("ALT_BISE_B_AX_52_R2", PLAY_CHARACTER, 3) == [1, 2, 2]
