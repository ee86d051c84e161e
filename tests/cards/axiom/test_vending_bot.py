"""Vending Bot: {R} Exhausted Resupply (CR 7.3.11)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, put, settle, start


def _vends(version: str) -> None:
    g, p = start()
    top = g.players[p].deck[0]
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    assert top in g.players[p].reserve and g.cards[top].has(Status.EXHAUSTED)
    g, p = start()
    top = g.players[p].deck[0]
    play(g, put(g, p, version))
    settle(g)
    assert top not in g.players[p].reserve  # {R} only


def test_alt_duster_b_ax_91_c_from_reserve_exhausted_resupply():
    check_facts("ALT_DUSTER_B_AX_91_C", 3, 2, (0, 2, 3), "AX")
    _vends("ALT_DUSTER_B_AX_91_C")


def test_alt_duster_b_ax_91_r1_from_reserve_exhausted_resupply():
    check_facts("ALT_DUSTER_B_AX_91_R1", 2, 2, (0, 3, 3), "AX")
    _vends("ALT_DUSTER_B_AX_91_R1")


def test_alt_duster_b_ax_91_r2_from_reserve_exhausted_resupply():
    check_facts("ALT_DUSTER_B_AX_91_R2", 2, 2, (0, 3, 3), "OR")
    _vends("ALT_DUSTER_B_AX_91_R2")
