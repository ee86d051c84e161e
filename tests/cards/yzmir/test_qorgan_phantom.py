"""Qorgan Phantom: support {D}: draw a card, then discard a card from your hand."""

from altered_tui.engine.types import Zone

from tests.cards.builders import check_facts, clear_hand, pick_if_asked, put, settle, start, use_support


def test_alt_eole_b_yz_118_c_support_draws_then_discards():
    check_facts("ALT_EOLE_B_YZ_118_C", 2, 2, (2, 0, 3), "YZ")
    g, p = start()
    clear_hand(g, p)
    me = put(g, p, "ALT_EOLE_B_YZ_118_C", Zone.RESERVE)
    top = g.players[p].deck[0]
    use_support(g, me)
    settle(g)
    pick_if_asked(g, top)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and g.cards[top].zone is Zone.DISCARD
