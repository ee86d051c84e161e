"""Esmeralda (Muna rare): {H} Resupply."""

from tests.cards_lyra_muna_core.helpers import Zone, check_facts, play, put, settle, start


def test_alt_core_b_ly_11_r2_played_from_hand_resupplies():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_11_R2")
    top = g.players[p].deck[0]
    play(g, cid)
    settle(g)
    assert top in g.players[p].reserve
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_LY_11_R2", Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, cid, src="reserve")
    settle(g)
    assert top not in g.players[p].reserve
    check_facts("ALT_CORE_B_LY_11_R2", 2, 2, (0, 2, 2), "MU")
