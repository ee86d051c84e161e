"""Rabbit Farmer: when you make a Gift, if I have no boosts, I gain 1 boost (README: Gift)."""

from altered_tui.engine.types import Zone

from tests.cards.builders import check_facts, put, settle, start, use_support

DAPENG = "ALT_DUSTER_B_MU_95_C"  # {D}: each player draws a card


def _farmer(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.EXPEDITION)
    use_support(g, put(g, p, DAPENG, Zone.RESERVE))  # the opponent draws: a Gift
    settle(g)
    assert g.cards[me].boosts == 1
    use_support(g, put(g, p, DAPENG, Zone.RESERVE))
    settle(g)
    assert g.cards[me].boosts == 1  # it had one already


def test_alt_duster_b_mu_86_c_a_boost_on_a_gift_if_it_has_none():
    check_facts("ALT_DUSTER_B_MU_86_C", 2, 2, (2, 2, 1), "MU")
    _farmer("ALT_DUSTER_B_MU_86_C")


def test_alt_duster_b_mu_86_r1_a_boost_on_a_gift_if_it_has_none():
    check_facts("ALT_DUSTER_B_MU_86_R1", 1, 1, (1, 1, 0), "MU")
    _farmer("ALT_DUSTER_B_MU_86_R1")


def test_alt_duster_b_mu_86_r2_a_boost_on_a_gift_if_it_has_none():
    check_facts("ALT_DUSTER_B_MU_86_R2", 1, 1, (1, 1, 0), "BR")
    _farmer("ALT_DUSTER_B_MU_86_R2")
