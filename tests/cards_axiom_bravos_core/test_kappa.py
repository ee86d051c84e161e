"""Kappa (rare): Seasoned; support {D}: the next Character you play this turn gains 1 boost."""

from tests.cards_axiom_bravos_core.helpers import (Zone, add_mana, new_game, play, put, ready_mana,
                                                   send_to_reserve, stats, use_support)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_13_r_support_boosts_the_next_character():
    g, p = new_game()
    kappa = put(g, p, "ALT_CORE_B_BR_13_R", Zone.RESERVE)
    use_support(g, kappa)
    assert kappa in g.players[p].discard
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert g.cards[amelia].boosts == 1


def test_alt_core_b_br_13_r_is_seasoned():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_13_R")
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 4, 5)
    g.cards[cid].counters["boost"] = 1
    send_to_reserve(g, cid)
    assert g.cards[cid].boosts == 1
