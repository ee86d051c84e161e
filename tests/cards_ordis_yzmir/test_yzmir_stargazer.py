"""Yzmir Stargazer: vanilla common and Axiom rare."""

from tests.cards_ordis_yzmir.helpers import Zone, play_from_hand, stats


def test_alt_core_b_yz_08_c_costs_2_and_is_1_2_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (1, 2, 1), Zone.EXPEDITION)


def test_alt_core_b_yz_08_r2_costs_1_and_is_1_2_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_R2")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (1, (1, 2, 1), Zone.EXPEDITION)
