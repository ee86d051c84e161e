"""Ouroboros Trickster: {J} roll a die; 4+: 2 boosts (rare: 3), 1-3: 1 boost.

Ouroboros Trickster (Bravos rare): {J} roll a die; 4+: 2 boosts, 1-3: 1 boost."""

from tests.abilities.support import play
from tests.cards.builders import check_facts, fix_dice, put, settle, start


def _play_with_die(card_id, result):
    g, p = start()
    cid = put(g, p, card_id)
    fix_dice(g, result)
    play(g, cid)
    return g, cid


def test_alt_core_b_ly_06_c_gains_two_boosts_on_four_or_more():
    g, cid = _play_with_die("ALT_CORE_B_LY_06_C", 4)
    assert g.cards[cid].boosts == 2


def test_alt_core_b_ly_06_c_gains_one_boost_on_three_or_less():
    g, cid = _play_with_die("ALT_CORE_B_LY_06_C", 3)
    assert g.cards[cid].boosts == 1


def test_alt_core_b_ly_06_r_gains_three_boosts_on_four_or_more():
    g, cid = _play_with_die("ALT_CORE_B_LY_06_R", 6)
    assert g.cards[cid].boosts == 3


def test_alt_core_b_ly_06_r_gains_one_boost_on_three_or_less():
    g, cid = _play_with_die("ALT_CORE_B_LY_06_R", 1)
    assert g.cards[cid].boosts == 1


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
