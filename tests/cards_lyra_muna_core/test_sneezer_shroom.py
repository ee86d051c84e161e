"""Sneezer Shroom (Yzmir rare): {J} I gain Anchored; at Noon I gain 1 boost."""

from tests.cards_lyra_muna_core.helpers import Status, Zone, check_facts, played, settle, to_afternoon_of_day_two


def test_alt_core_b_mu_08_r2_anchored_and_a_boost_at_noon():
    g, p, cid, paid = played("ALT_CORE_B_MU_08_R2")
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0
    to_afternoon_of_day_two(g)
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].boosts == 1
    check_facts("ALT_CORE_B_MU_08_R2", 2, 2, (1, 1, 1), "YZ")
