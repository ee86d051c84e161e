"""Asmodeus: {J} roll a die; 4+: I gain Anchored, 1-3: I gain 3 boosts."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import add_mana, fix_dice, play, put, ready_mana, start


def _play_with_die(card_id, result):
    g, p = start()
    add_mana(g, p, 3)
    cid = put(g, p, card_id)
    before = ready_mana(g, p)
    fix_dice(g, result)
    play(g, cid)
    return g, cid, before - ready_mana(g, p)


def test_alt_core_b_ly_20_c_gains_anchored_on_four_or_more():
    g, cid, paid = _play_with_die("ALT_CORE_B_LY_20_C", 4)
    assert paid == 6
    assert g.cards[cid].has(Status.ANCHORED) and g.cards[cid].boosts == 0


def test_alt_core_b_ly_20_c_gains_three_boosts_on_three_or_less():
    g, cid, paid = _play_with_die("ALT_CORE_B_LY_20_C", 3)
    assert g.cards[cid].boosts == 3 and not g.cards[cid].has(Status.ANCHORED)


def test_alt_core_b_ly_20_r_costs_five_and_gains_anchored_on_four_or_more():
    g, cid, paid = _play_with_die("ALT_CORE_B_LY_20_R", 6)
    assert paid == 5
    assert g.cards[cid].has(Status.ANCHORED)


def test_alt_core_b_ly_20_r_gains_three_boosts_on_three_or_less():
    g, cid, paid = _play_with_die("ALT_CORE_B_LY_20_R", 1)
    assert g.cards[cid].boosts == 3
