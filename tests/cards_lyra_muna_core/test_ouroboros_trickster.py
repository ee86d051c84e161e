"""Ouroboros Trickster (Bravos rare): {J} roll a die; 4+: 2 boosts, 1-3: 1 boost."""

from tests.cards_lyra_muna_core.helpers import check_facts, fix_dice, play, put, settle, start


def _boosts_after_roll(result):
    g, p = start()
    fix_dice(g, result)
    cid = put(g, p, "ALT_CORE_B_LY_06_R2")
    play(g, cid)
    settle(g)
    return g.cards[cid].boosts


def test_alt_core_b_ly_06_r2_high_roll_gains_two_boosts_low_roll_one():
    assert _boosts_after_roll(4) == 2
    assert _boosts_after_roll(3) == 1
    check_facts("ALT_CORE_B_LY_06_R2", 2, 1, None, "BR")
