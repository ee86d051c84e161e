"""Molting Crab: {H} draw a card, then discard a card from your hand."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, clear_hand, pick_if_asked, put, settle, start


def _draws_then_discards(version: str, src: str = "hand") -> None:
    g, p = start()
    add_mana(g, p, 3)
    clear_hand(g, p)
    top = g.players[p].deck[0]
    play(g, put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE), src=src)
    settle(g)
    pick_if_asked(g, top)
    settle(g)
    assert g.cards[top].zone is Zone.DISCARD and not g.players[p].hand


def test_alt_eole_b_yz_110_c_from_hand_draws_then_discards_a_card():
    check_facts("ALT_EOLE_B_YZ_110_C", 3, 3, (2, 2, 4), "YZ")
    _draws_then_discards("ALT_EOLE_B_YZ_110_C")


def test_alt_eole_b_yz_110_r1_as_it_joins_draws_then_discards_a_card():
    check_facts("ALT_EOLE_B_YZ_110_R1", 3, 3, (3, 3, 4), "YZ")
    _draws_then_discards("ALT_EOLE_B_YZ_110_R1", "reserve")


def test_alt_eole_b_yz_110_r2_as_it_joins_draws_then_discards_a_card():
    check_facts("ALT_EOLE_B_YZ_110_R2", 3, 3, (3, 3, 4), "MU")
    _draws_then_discards("ALT_EOLE_B_YZ_110_R2", "reserve")
