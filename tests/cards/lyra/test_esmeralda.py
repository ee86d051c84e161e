"""Esmeralda: {H} Resupply; the rare Resupplies whenever it joins ({J}).

Esmeralda (Muna rare): {H} Resupply."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


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
