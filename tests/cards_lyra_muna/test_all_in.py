"""All In!: roll a die; target Character gains X boosts, X being the result."""

from tests.cards_lyra_muna.helpers import Zone, fix_dice, play, put, start


def test_alt_core_b_ly_25_c_target_gains_as_many_boosts_as_the_die_result():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_C")
    fix_dice(g, 5)
    play(g, spell)
    assert g.cards[mine].boosts == 5
    assert spell in g.players[p].reserve  # a spell from hand goes to Reserve


def test_alt_core_b_ly_25_c_a_one_gives_one_boost():
    g, p = start()
    mine = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_LY_25_C")
    fix_dice(g, 1)
    play(g, spell)
    assert g.cards[mine].boosts == 1
