"""Molting Crab: {H} draw a card, then discard a card from your hand."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, clear_hand, pick_if_asked, put, settle, start


def test_alt_eole_b_yz_110_c_from_hand_draws_then_discards_a_card():
    check_facts("ALT_EOLE_B_YZ_110_C", 3, 3, (2, 2, 4), "YZ")
    g, p = start()
    add_mana(g, p, 3)
    clear_hand(g, p)
    top = g.players[p].deck[0]
    play(g, put(g, p, "ALT_EOLE_B_YZ_110_C"))
    settle(g)
    pick_if_asked(g, top)
    settle(g)
    assert g.cards[top].zone is Zone.DISCARD and not g.players[p].hand
