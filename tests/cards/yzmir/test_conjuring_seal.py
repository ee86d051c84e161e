"""Conjuring Seal: draw two cards (the rare: three)."""

from tests.cards.builders import add_mana, put, spell_cost_paid, start


def _seal(card_id):
    g, p = start()
    add_mana(g, p, 1)
    seal = put(g, p, card_id)
    hand = len(g.players[p].hand)
    paid = spell_cost_paid(g, p, seal)
    assert seal in g.players[p].reserve
    return paid, len(g.players[p].hand) - (hand - 1)


def test_alt_core_b_yz_23_c_draws_two_cards_for_3():
    assert _seal("ALT_CORE_B_YZ_23_C") == (3, 2)


def test_alt_core_b_yz_23_r_draws_three_cards_for_4():
    assert _seal("ALT_CORE_B_YZ_23_R") == (4, 3)


def test_alt_core_b_yz_23_r2_draws_two_cards_for_3():
    assert _seal("ALT_CORE_B_YZ_23_R2") == (3, 2)
