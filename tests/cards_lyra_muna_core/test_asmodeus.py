"""Asmodeus (Bravos rare): {J} roll a die; 4+: I gain Anchored, 1-3: I gain 3 boosts."""

from tests.cards_lyra_muna_core.helpers import Status, check_facts, fix_dice, play, played, put, settle, start


def _rolled(result):
    g, p = start()
    from tests.cards_lyra_muna_core.helpers import add_mana
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
