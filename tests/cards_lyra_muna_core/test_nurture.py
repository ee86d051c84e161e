"""Nurture (Ordis rare): up to two target Characters each gain 1 boost."""

from tests.cards_lyra_muna_core.helpers import CHRONICLER, Zone, check_facts, pick, play, put, start


def test_alt_core_b_mu_27_r2_two_targets_each_gain_one_boost():
    g, p = start()
    a = put(g, p, CHRONICLER, Zone.EXPEDITION)
    b = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_27_R2")
    play(g, spell)
    pick(g, a)
    pick(g, b)
    assert g.cards[a].boosts == 1 and g.cards[b].boosts == 1
    check_facts("ALT_CORE_B_MU_27_R2", 2, 1, None, "OR")
