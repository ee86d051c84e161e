"""Investigate the Corruption: a Fleeting Spell: draw two cards, then discard a card from
your hand."""

from altered_tui.engine.types import Zone

from tests.cards.builders import card, clear_hand, pick_if_asked, put, settle, spell_cost_paid, start


def test_alt_eole_b_yz_119_c_draws_two_then_discards_one():
    d = card("ALT_EOLE_B_YZ_119_C")
    assert d.keywords.fleeting and d.faction.value == "YZ"
    g, p = start()
    clear_hand(g, p)
    first, second = g.players[p].deck[0], g.players[p].deck[1]
    me = put(g, p, "ALT_EOLE_B_YZ_119_C")
    assert spell_cost_paid(g, p, me) == 2
    settle(g)
    pick_if_asked(g, first)
    settle(g)
    assert g.cards[first].zone is Zone.DISCARD and g.players[p].hand == [second]
    assert g.cards[me].zone is Zone.DISCARD
