"""Ouroboros Croupier: {H} roll a die; 4+: draw a card, 1-3: Resupply."""

from tests.cards_lyra_muna.helpers import add_mana, fix_dice, play, put, start


def _play_with_die(result):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_LY_17_C")
    top = g.players[p].deck[0]
    fix_dice(g, result)
    play(g, cid)
    return g, p, top


def test_alt_core_b_ly_17_c_draws_a_card_on_four_or_more():
    g, p, top = _play_with_die(5)
    assert top in g.players[p].hand


def test_alt_core_b_ly_17_c_resupplies_on_three_or_less():
    g, p, top = _play_with_die(2)
    assert top in g.players[p].reserve
