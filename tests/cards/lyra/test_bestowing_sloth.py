"""Bestowing Sloth: {H} I gain Asleep; support {D}: After You (CR 7.3.2)."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import check_facts, played, put, settle, start, use_support


def test_alt_eole_b_ly_113_c_from_hand_falls_asleep_and_support_ends_the_turn():
    check_facts("ALT_EOLE_B_LY_113_C", 2, 3, (3, 3, 3), "LY")
    g, p, me, _paid = played("ALT_EOLE_B_LY_113_C")
    settle(g)
    assert g.cards[me].has(Status.ASLEEP)
    g, p, me, _paid = played("ALT_EOLE_B_LY_113_C", src="reserve")
    settle(g)
    assert not g.cards[me].has(Status.ASLEEP)
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_113_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and g.pending.player == 1 - p
