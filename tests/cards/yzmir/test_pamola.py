"""Pamola: support {D}: exhaust target card in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.cards.builders import AMELIA, pick_if_asked, put, start, use_support


def _support_exhausts(version: str) -> None:
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    pamola = put(g, p, version, Zone.RESERVE)
    use_support(g, pamola)
    pick_if_asked(g, theirs)
    assert pamola in g.players[p].discard and g.cards[theirs].has(Status.EXHAUSTED)


def test_alt_alize_b_yz_34_c_support_exhausts_target_card_in_reserve():
    _support_exhausts("ALT_ALIZE_B_YZ_34_C")


def test_alt_alize_b_yz_34_r1_support_exhausts_target_card_in_reserve():
    _support_exhausts("ALT_ALIZE_B_YZ_34_R1")


def test_alt_alize_b_yz_34_r2_support_exhausts_target_card_in_reserve():
    _support_exhausts("ALT_ALIZE_B_YZ_34_R2")
