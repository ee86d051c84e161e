"""All In! (Bravos rare): roll a die; target Character gains X boosts, X the result."""

from tests.cards_lyra_muna_core.helpers import CHRONICLER, Zone, check_facts, fix_dice, pick, play, put, start


def test_alt_core_b_ly_25_r2_target_gains_boosts_equal_to_the_roll():
    g, p = start()
    fix_dice(g, 5)
    mine = put(g, p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_R2")
    play(g, spell)
    if g.pending.kind == "target":
        pick(g, mine)
    assert g.cards[mine].boosts == 5
    check_facts("ALT_CORE_B_LY_25_R2", 3, 3, None, "BR")
