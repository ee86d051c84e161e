"""Bravos Rescuer: support {D}: target Character loses Fleeting. R1 adds {J} you may have
another target Fleeting Character gain 2 boosts."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (HAVEN_WARRIOR, add_mana, can_pick, pick_if_asked, put, start,
                                  use_support)


def _support_removes_fleeting(version: str) -> None:
    g, p = start()
    runner = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION)
    g.cards[runner].status |= Status.FLEETING
    rescuer = put(g, p, version, Zone.RESERVE)
    use_support(g, rescuer)
    pick_if_asked(g, runner)
    assert rescuer in g.players[p].discard and not g.cards[runner].has(Status.FLEETING)


def test_alt_alize_b_br_36_c_support_removes_fleeting():
    _support_removes_fleeting("ALT_ALIZE_B_BR_36_C")


def test_alt_alize_b_br_36_r1_support_removes_fleeting():
    _support_removes_fleeting("ALT_ALIZE_B_BR_36_R1")


def test_alt_alize_b_br_36_r2_support_removes_fleeting():
    _support_removes_fleeting("ALT_ALIZE_B_BR_36_R2")


def test_alt_alize_b_br_36_r1_joining_may_boost_another_fleeting_character_by_2():
    g, p = start()
    runner = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    steady = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION)
    g.cards[runner].status |= Status.FLEETING
    rescuer = put(g, p, "ALT_ALIZE_B_BR_36_R1")
    play(g, rescuer)
    act(g, "yes")
    assert not can_pick(g, steady)  # not Fleeting
    pick_if_asked(g, runner)
    assert g.cards[runner].boosts == 2 and g.cards[steady].boosts == 0


def test_alt_alize_b_br_36_c_joining_does_nothing():
    g, p = start()
    add_mana(g, p, 1)
    rescuer = put(g, p, "ALT_ALIZE_B_BR_36_C")
    play(g, rescuer)
    assert g.pending.player != p and "pass" in options(g)
