"""Mia, Prima Ballerina: support {D}: target Character gains Fleeting (CR 2.4.6)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import AMELIA, check_facts, pick_if_asked, put, settle, start, use_support


def test_alt_eole_b_ly_114_c_support_makes_a_character_fleeting():
    check_facts("ALT_EOLE_B_LY_114_C", 4, 4, (5, 4, 4), "LY")
    g, p = start()
    target = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_EOLE_B_LY_114_C", Zone.RESERVE)
    use_support(g, me)
    pick_if_asked(g, target)
    settle(g)
    assert g.cards[target].has(Status.FLEETING) and g.cards[me].zone is Zone.DISCARD
