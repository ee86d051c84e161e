"""Loki: {H} each player discards their hand, then draws three cards."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start


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


def test_alt_core_b_ly_21_r_each_player_discards_hand_and_reserve_then_draws_three():
    from tests.cards.builders import CHRONICLER

    g, p = start()
    add_mana(g, p, 7)
    reserves = [put(g, who, CHRONICLER, Zone.RESERVE) for who in (p, 1 - p, 1 - p)]
    loki = put(g, p, "ALT_CORE_B_LY_21_R")
    mine = [c for c in g.players[p].hand if c != loki]
    theirs = list(g.players[1 - p].hand)
    play(g, loki)
    settle(g)
    assert all(g.cards[c].zone is Zone.DISCARD for c in reserves + mine + theirs)
    assert not g.players[p].reserve and not g.players[1 - p].reserve
    assert len(g.players[p].hand) == 3 and len(g.players[1 - p].hand) == 3
    check_facts("ALT_CORE_B_LY_21_R", 7, 5, (5, 5, 5), "LY")
