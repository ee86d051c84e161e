"""Haven Warrior (Ordis rare): support {D}: the next Character you play this turn gains 1 boost."""

from tests.cards_axiom_bravos_core.helpers import Zone, new_game, play, put, stats, use_support

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_17_r2_support_boosts_the_next_character():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_17_R2", Zone.RESERVE)
    use_support(g, cid)
    assert cid in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert stats(g, amelia) == (3, 3, 3)


def test_alt_core_b_br_17_r2_is_4_4_4_for_three():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_17_R2")
    play(g, cid)
    assert stats(g, cid) == (4, 4, 4)
