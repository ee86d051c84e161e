"""Shiramun, Tech Monk: {H} you may put a card from your hand in Reserve to Sabotage (CR
7.3.24)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, TROOPER, check_facts, clear_hand, pick, pick_if_asked, put, settle, start,
)


def test_alt_eole_b_ax_111_c_from_hand_may_put_a_card_in_reserve_to_sabotage():
    check_facts("ALT_EOLE_B_AX_111_C", 3, 2, (2, 2, 3), "AX")
    g, p = start()
    clear_hand(g, p)
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    other = put(g, p, AMELIA)
    me = put(g, p, "ALT_EOLE_B_AX_111_C")
    play(g, me)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    pick(g, theirs)
    settle(g)
    assert g.cards[other].zone is Zone.RESERVE and g.cards[theirs].zone is Zone.DISCARD


def _discards_from_reserve_to_sabotage(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (2, 2, 3), faction)
    g, p = start()
    theirs = put(g, 1 - p, TROOPER, Zone.RESERVE)
    mine = put(g, p, AMELIA, Zone.RESERVE)
    me = put(g, p, version)
    play(g, me)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, mine)
    pick_if_asked(g, theirs)
    settle(g)
    assert g.cards[mine].zone is Zone.DISCARD and g.cards[theirs].zone is Zone.DISCARD


def test_alt_eole_b_ax_111_r1_from_hand_may_discard_a_reserve_card_to_sabotage():
    _discards_from_reserve_to_sabotage("ALT_EOLE_B_AX_111_R1", "AX")


def test_alt_eole_b_ax_111_r2_from_hand_may_discard_a_reserve_card_to_sabotage():
    _discards_from_reserve_to_sabotage("ALT_EOLE_B_AX_111_R2", "YZ")
