"""Inari: a vanilla Character (3/2, 3-1-3)."""

from altered_tui.engine.characteristics import stats

from tests.cards_lyra_muna.helpers import Zone, play, put, ready_mana, start


def test_alt_core_b_mu_11_c_costs_three_from_hand_two_from_reserve():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_11_C")
    before = ready_mana(g, p)
    play(g, cid)
    assert ready_mana(g, p) == before - 3 and stats(g, cid) == (3, 1, 3)
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_11_C", Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == before - 2
