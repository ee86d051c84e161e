"""Hop-o'-my-Thumb: {R} you may put a card from your hand in Reserve to create an Aerolith
token in your Landmarks."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, check_facts, clear_hand, pick_if_asked, put, settle, start

AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def _aeroliths(g, p) -> int:
    return sum(1 for c in g.players[p].landmarks if g.cards[c].card_id == AEROLITH)


def test_alt_eole_b_ax_107_c_from_reserve_may_put_a_card_in_reserve_for_an_aerolith():
    check_facts("ALT_EOLE_B_AX_107_C", 2, 2, (2, 1, 2), "AX")
    g, p = start()
    clear_hand(g, p)
    other = put(g, p, AMELIA)
    me = put(g, p, "ALT_EOLE_B_AX_107_C", Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    settle(g)
    assert g.cards[other].zone is Zone.RESERVE and _aeroliths(g, p) == 1
    g, p = start()  # from hand: nothing
    me = put(g, p, "ALT_EOLE_B_AX_107_C")
    play(g, me)
    settle(g)
    assert g.pending.kind != "may" and _aeroliths(g, p) == 0


def _from_hand_for_an_aerolith(version: str, faction: str) -> None:
    check_facts(version, 2, 1, (2, 1, 1), faction)
    g, p = start()
    clear_hand(g, p)
    other = put(g, p, AMELIA)
    me = put(g, p, version)
    play(g, me)
    settle(g)
    act(g, "yes")
    pick_if_asked(g, other)
    settle(g)
    assert g.cards[other].zone is Zone.RESERVE and _aeroliths(g, p) == 1


def test_alt_eole_b_ax_107_r1_from_hand_may_put_a_card_in_reserve_for_an_aerolith():
    _from_hand_for_an_aerolith("ALT_EOLE_B_AX_107_R1", "AX")


def test_alt_eole_b_ax_107_r2_from_hand_may_put_a_card_in_reserve_for_an_aerolith():
    _from_hand_for_an_aerolith("ALT_EOLE_B_AX_107_R2", "OR")
