"""Daring Porter: {R} (the rares: {J}) Exhausted Resupply (CR 7.3.11)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import put, start


def _resupplies_exhausted(version: str, src: str) -> None:
    g, p = start()
    porter = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, porter, src=src)
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)


def test_alt_alize_b_ax_37_c_from_reserve_resupplies_exhausted():
    _resupplies_exhausted("ALT_ALIZE_B_AX_37_C", "reserve")


def test_alt_alize_b_ax_37_c_from_hand_does_nothing():
    g, p = start()
    porter = put(g, p, "ALT_ALIZE_B_AX_37_C")
    reserve = list(g.players[p].reserve)
    play(g, porter)
    assert g.players[p].reserve == reserve


def test_alt_alize_b_ax_37_r1_joining_from_hand_resupplies_exhausted():
    _resupplies_exhausted("ALT_ALIZE_B_AX_37_R1", "hand")


def test_alt_alize_b_ax_37_r2_joining_from_reserve_resupplies_exhausted():
    _resupplies_exhausted("ALT_ALIZE_B_AX_37_R2", "reserve")
