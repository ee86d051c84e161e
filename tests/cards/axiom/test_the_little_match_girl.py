"""The Little Match Girl: {R} if your hand is empty, draw a card (R1: then, if your Reserve is
empty, draw a card)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, add_mana, clear_hand, put, start


def _from_reserve(version: str, empty_hand: bool, other_reserve_card: bool = False):
    g, p = start()
    add_mana(g, p, 1)
    if other_reserve_card:
        put(g, p, AMELIA, Zone.RESERVE)
    girl = put(g, p, version, Zone.RESERVE)
    if empty_hand:
        clear_hand(g, p)
    hand = len(g.players[p].hand)
    play(g, girl, src="reserve")
    return len(g.players[p].hand) - hand


def test_alt_alize_b_ax_34_c_draws_when_the_hand_is_empty():
    assert _from_reserve("ALT_ALIZE_B_AX_34_C", empty_hand=True) == 1
    assert _from_reserve("ALT_ALIZE_B_AX_34_C", empty_hand=False) == 0


def test_alt_alize_b_ax_34_r2_draws_only_when_the_hand_is_empty():
    assert _from_reserve("ALT_ALIZE_B_AX_34_R2", empty_hand=True, other_reserve_card=True) == 1
    assert _from_reserve("ALT_ALIZE_B_AX_34_R2", empty_hand=False) == 0  # Reserve empty: no matter


def test_alt_alize_b_ax_34_r1_draws_for_an_empty_hand_and_for_an_empty_reserve():
    assert _from_reserve("ALT_ALIZE_B_AX_34_R1", empty_hand=True) == 2  # she left the Reserve
    assert _from_reserve("ALT_ALIZE_B_AX_34_R1", empty_hand=False) == 1
    assert _from_reserve("ALT_ALIZE_B_AX_34_R1", empty_hand=True, other_reserve_card=True) == 1
    assert _from_reserve("ALT_ALIZE_B_AX_34_R1", empty_hand=False, other_reserve_card=True) == 0
