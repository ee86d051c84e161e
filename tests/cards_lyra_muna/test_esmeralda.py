"""Esmeralda: {H} Resupply; the rare Resupplies whenever it joins ({J})."""

from tests.cards_lyra_muna.helpers import Zone, play, put, start


def _play(card_id, src):
    g, p = start()
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, cid, src=src)
    return g, p, top


def test_alt_core_b_ly_11_c_played_from_hand_resupplies():
    g, p, top = _play("ALT_CORE_B_LY_11_C", "hand")
    assert top in g.players[p].reserve


def test_alt_core_b_ly_11_c_played_from_reserve_does_not_resupply():
    g, p, top = _play("ALT_CORE_B_LY_11_C", "reserve")
    assert top in g.players[p].deck and g.players[p].reserve == []


def test_alt_core_b_ly_11_r_played_from_reserve_resupplies_too():
    g, p, top = _play("ALT_CORE_B_LY_11_R", "reserve")
    assert top in g.players[p].reserve


def test_alt_core_b_ly_11_r_played_from_hand_resupplies():
    g, p, top = _play("ALT_CORE_B_LY_11_R", "hand")
    assert top in g.players[p].reserve
