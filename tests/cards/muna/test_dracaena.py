"""Dracaena: {J} I gain Anchored; at Noon I gain 1 boost (2 for the R)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import check_facts, played, settle, to_afternoon_of_day_two


def _check(card_id, noon_boosts, st, faction):
    g, p, cid, paid = played(card_id)
    settle(g)
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0
    to_afternoon_of_day_two(g)
    assert g.cards[cid].zone is Zone.EXPEDITION and g.cards[cid].boosts == noon_boosts
    check_facts(card_id, 3, 3, st, faction)


def test_alt_core_b_mu_15_c_anchored_and_one_boost_at_noon():
    _check("ALT_CORE_B_MU_15_C", 1, (0, 2, 2), "MU")


def test_alt_core_b_mu_15_r_anchored_and_two_boosts_at_noon():
    _check("ALT_CORE_B_MU_15_R", 2, (0, 1, 1), "MU")


def test_alt_core_b_mu_15_r2_bravos_version_anchored_and_one_boost():
    _check("ALT_CORE_B_MU_15_R2", 1, (0, 2, 2), "BR")
