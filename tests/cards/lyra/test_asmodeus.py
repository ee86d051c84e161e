"""Asmodeus: {J} roll a die; 4+: I gain Anchored, 1-3: I gain 3 boosts.

Asmodeus (Bravos rare): {J} roll a die; 4+: I gain Anchored, 1-3: I gain 3 boosts."""

from altered_tui.engine.types import Status

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, fix_dice, put, ready_mana, settle, start


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


def _rolled(result):
    g, p = start()
    from tests.cards.builders import add_mana
    add_mana(g, p, 3)
    fix_dice(g, result)
    cid = put(g, p, "ALT_CORE_B_LY_20_R2")
    play(g, cid)
    settle(g)
    return g.cards[cid]


def test_alt_core_b_ly_20_r2_high_roll_anchored_low_roll_three_boosts():
    c = _rolled(6)
    assert c.has(Status.ANCHORED) and c.boosts == 0
    c = _rolled(1)
    assert not c.has(Status.ANCHORED) and c.boosts == 3
    check_facts("ALT_CORE_B_LY_20_R2", 6, 6, None, "BR")
