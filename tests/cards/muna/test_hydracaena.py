"""Hydracaena: Eternal; {J} I gain 4 boosts; at Noon I gain 4 boosts."""

from altered_tui.engine.types import Zone

from tests.cards.builders import check_facts, played, settle, to_afternoon_of_day_two


def _check(card_id, faction):
    g, p, cid, paid = played(card_id, extra_mana=4)
    settle(g)
    assert g.cards[cid].boosts == 4
    to_afternoon_of_day_two(g)
    assert g.cards[cid].zone is Zone.EXPEDITION  # Eternal: stayed during Rest
    assert g.cards[cid].boosts == 8
    check_facts(card_id, 7, 7, None, faction)


def test_alt_core_b_mu_22_c_eternal_four_boosts_on_join_and_at_noon():
    _check("ALT_CORE_B_MU_22_C", "MU")


def test_alt_core_b_mu_22_r2_lyra_version_eternal_and_boosts():
    _check("ALT_CORE_B_MU_22_R2", "LY")


def test_alt_core_b_mu_22_r_tough_x_counts_the_plants_you_control():
    """CR 7.4.7: Tough X, X being the Plants its controller controls (itself included)."""
    from altered_tui.engine.characteristics import tough
    from altered_tui.engine.types import Side
    from tests.cards.builders import put, start

    check_facts("ALT_CORE_B_MU_22_R", 7, 7, None, "MU")
    g, p = start()
    hydra = put(g, 1 - p, "ALT_CORE_B_MU_22_R", Zone.EXPEDITION, Side.HERO)
    assert tough(g, hydra) == 1
    put(g, 1 - p, "ALT_CORE_B_MU_06_C", Zone.EXPEDITION, Side.COMPANION)  # Spindle Harvesters, a Plant
    put(g, p, "ALT_CORE_B_MU_06_C", Zone.EXPEDITION, Side.COMPANION)  # not theirs
    assert tough(g, hydra) == 2


def test_alt_core_b_mu_22_r_keeps_its_boosts_on_join_and_at_noon():
    _check("ALT_CORE_B_MU_22_R", "MU")
