"""Dong Da Shen: {J} (the rares: at Noon) you may exhaust target card in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act
from tests.cards.builders import (AMELIA, advance_to_noon, exhausts_a_card_in_reserve,
                                  pick_if_asked, put, start)


def test_alt_alize_b_or_35_c_joining_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_OR_35_C", src="hand")


def _at_noon(version: str) -> None:
    g, p = start()
    dong = put(g, p, version, Zone.EXPEDITION)
    g.cards[dong].status |= Status.ANCHORED  # Rest leaves it in play for the next Noon
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    advance_to_noon(g, stop=lambda g: g.pending.kind == "may" and g.pending.player == p)
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)


def test_alt_alize_b_or_35_r1_at_noon_exhausts_target_card_in_reserve():
    _at_noon("ALT_ALIZE_B_OR_35_R1")


def test_alt_alize_b_or_35_r2_at_noon_exhausts_target_card_in_reserve():
    _at_noon("ALT_ALIZE_B_OR_35_R2")
