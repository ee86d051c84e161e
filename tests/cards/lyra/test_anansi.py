"""Anansi: {J} I gain 1 boost for each card in your Reserve (R: in each player's Reserve)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, add_mana, put, settle_accepting, start


def _anansi(card_id, mine, theirs, src="hand"):
    g, p = start()
    add_mana(g, p, 1)
    for _ in range(mine):
        put(g, p, TROOPER, Zone.RESERVE)
    for _ in range(theirs):
        put(g, 1 - p, TROOPER, Zone.RESERVE)
    anansi = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, anansi, src=src)
    settle_accepting(g)
    return g, anansi


def test_alt_core_b_ly_13_c_one_boost_for_each_card_in_your_reserve():
    g, anansi = _anansi("ALT_CORE_B_LY_13_C", mine=3, theirs=2)
    assert g.cards[anansi].boosts == 3


def test_alt_core_b_ly_13_c_played_from_reserve_it_does_not_count_itself():
    g, anansi = _anansi("ALT_CORE_B_LY_13_C", mine=2, theirs=0, src="reserve")
    assert g.cards[anansi].boosts == 2


def test_alt_core_b_ly_13_r_counts_each_players_reserve():
    g, anansi = _anansi("ALT_CORE_B_LY_13_R", mine=2, theirs=3)
    assert g.cards[anansi].boosts == 5


def test_alt_core_b_ly_13_r2_one_boost_for_each_card_in_your_reserve():
    g, anansi = _anansi("ALT_CORE_B_LY_13_R2", mine=1, theirs=4)
    assert g.cards[anansi].boosts == 1
    g, anansi = _anansi("ALT_CORE_B_LY_13_R2", mine=0, theirs=4)
    assert g.cards[anansi].boosts == 0
