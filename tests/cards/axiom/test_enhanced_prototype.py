"""Enhanced Prototype: {R} you may spend one of my boosts to ready two Mana Orbs (rares: a
counter of any card you control or in your Reserve). Support at Noon, choose one: 1 boost,
or {T}: 2 boosts, up to 3 (Bravos R2: 1 boost up to 3 when you play another Character)."""

from tests.abilities.support import act
from tests.cards.builders import (
    PLAY_CHARACTER, from_reserve_with_boosts, gains_up_to, noon_choice_gains, ready_mana,
    settle, spending_a_counter_of_yours,
)


def test_alt_bise_b_ax_57_c_spends_a_boost_to_ready_two_orbs():
    g, p, cid = from_reserve_with_boosts("ALT_BISE_B_AX_57_C", 1)
    settle(g)
    before = ready_mana(g, p)
    act(g, "yes")
    assert ready_mana(g, p) == before + 2 and g.cards[cid].boosts == 0
    noon_choice_gains("ALT_BISE_B_AX_57_C")


def test_alt_bise_b_ax_57_r1_spends_a_counter_of_yours_to_ready_two_orbs():
    g, p, cid = spending_a_counter_of_yours("ALT_BISE_B_AX_57_R1")
    assert ready_mana(g, p) == 5  # 3 + 6 orbs, 6 paid for the Reserve Cost, 2 readied
    noon_choice_gains("ALT_BISE_B_AX_57_R1")


def test_alt_bise_b_ax_57_r2_readies_orbs_and_supports_characters_up_to_three():
    g, p, cid = spending_a_counter_of_yours("ALT_BISE_B_AX_57_R2")
    assert ready_mana(g, p) == 5  # as above
    assert gains_up_to("ALT_BISE_B_AX_57_R2", PLAY_CHARACTER, 4) == [1, 2, 3, 3]
