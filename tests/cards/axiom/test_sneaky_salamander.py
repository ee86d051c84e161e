"""Sneaky Salamander: {H} you may put a card from your hand in Reserve."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, check_facts, clear_hand, pick_if_asked, put, settle, start


def test_alt_eole_b_ax_106_c_from_hand_may_put_a_card_from_hand_in_reserve():
    check_facts("ALT_EOLE_B_AX_106_C", 1, 1, (1, 1, 0), "AX")
    g, p = start()
    clear_hand(g, p)
    other = put(g, p, AMELIA)
    me = put(g, p, "ALT_EOLE_B_AX_106_C")
    play(g, me)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    assert g.cards[other].zone is Zone.RESERVE


def _joins_may_put_in_reserve(version: str, faction: str) -> None:
    check_facts(version, 1, 1, (1, 2, 0), faction)
    for src in ("hand", "reserve"):
        g, p = start()
        clear_hand(g, p)
        other = put(g, p, AMELIA)
        me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
        play(g, me, src=src)
        settle(g)
        act(g, "yes")
        pick_if_asked(g, other)
        assert g.cards[other].zone is Zone.RESERVE


def test_alt_eole_b_ax_106_r1_as_it_joins_may_put_a_card_from_hand_in_reserve():
    _joins_may_put_in_reserve("ALT_EOLE_B_AX_106_R1", "AX")


def test_alt_eole_b_ax_106_r2_as_it_joins_may_put_a_card_from_hand_in_reserve():
    _joins_may_put_in_reserve("ALT_EOLE_B_AX_106_R2", "LY")
