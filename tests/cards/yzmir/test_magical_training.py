"""Magical Training: draw a card."""

from altered_tui.engine.types import Zone

from tests.cards.builders import put, spell_cost_paid, start


def _training(card_id, src="hand"):
    g, p = start()
    training = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    paid = spell_cost_paid(g, p, training, src)
    assert top in g.players[p].hand
    # played from Reserve, a Spell is discarded (Fleeting); from hand it goes to Reserve
    assert training in (g.players[p].reserve if src == "hand" else g.players[p].discard)
    return paid


def test_alt_core_b_yz_19_c_draws_a_card_for_1():
    assert _training("ALT_CORE_B_YZ_19_C") == 1


def test_alt_core_b_yz_19_c_costs_3_from_reserve():
    assert _training("ALT_CORE_B_YZ_19_C", "reserve") == 3


def test_alt_core_b_yz_19_r_draws_a_card_and_costs_2_from_reserve():
    assert _training("ALT_CORE_B_YZ_19_R") == 1
    assert _training("ALT_CORE_B_YZ_19_R", "reserve") == 2


def test_alt_core_b_yz_19_r2_draws_a_card():
    assert _training("ALT_CORE_B_YZ_19_R2") == 1
