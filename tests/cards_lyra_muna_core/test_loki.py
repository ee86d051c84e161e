"""Loki: {H} each player discards their hand, then draws three cards."""

from tests.cards_lyra_muna_core.helpers import Zone, add_mana, check_facts, play, put, settle, start


def _check(card_id, faction):
    g, p = start()
    add_mana(g, p, 4)
    loki = put(g, p, card_id)
    mine = list(g.players[p].hand)
    mine.remove(loki)
    theirs = list(g.players[1 - p].hand)
    play(g, loki)
    settle(g)
    assert all(c in g.players[p].discard for c in mine)
    assert all(c in g.players[1 - p].discard for c in theirs)
    assert len(g.players[p].hand) == 3 and len(g.players[1 - p].hand) == 3
    check_facts(card_id, 7, 5, (5, 5, 5), faction)


def test_alt_core_b_ly_21_c_each_player_discards_hand_and_draws_three():
    _check("ALT_CORE_B_LY_21_C", "LY")


def test_alt_core_b_ly_21_r2_muna_version_each_player_discards_and_draws_three():
    _check("ALT_CORE_B_LY_21_R2", "MU")


def test_alt_core_b_ly_21_c_from_reserve_does_nothing_to_hands():
    g, p = start()
    add_mana(g, p, 2)
    loki = put(g, p, "ALT_CORE_B_LY_21_C", Zone.RESERVE)
    theirs = list(g.players[1 - p].hand)
    play(g, loki, src="reserve")
    settle(g)
    assert g.players[1 - p].hand == theirs
