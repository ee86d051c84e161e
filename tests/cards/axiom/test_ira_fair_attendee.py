"""Ira, Fair Attendee: the common has no ability; the rares: {R} a Manaseed token in your
Landmarks."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, plays_for_its_printed_costs, put, settle, start


def _seeds(version: str, src: str) -> list[str]:
    g, p = start()
    play(g, put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND), src=src)
    settle(g)
    return [g.cdef(c).name for c in g.players[p].landmarks]


def test_alt_duster_b_ax_88_c_no_ability():
    plays_for_its_printed_costs("ALT_DUSTER_B_AX_88_C")
    check_facts("ALT_DUSTER_B_AX_88_C", 1, 1, (1, 0, 1), "AX")


def test_alt_duster_b_ax_88_r1_from_reserve_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_88_R1", 1, 2, (2, 0, 1), "AX")
    assert _seeds("ALT_DUSTER_B_AX_88_R1", "reserve") == ["Manaseed"]
    assert _seeds("ALT_DUSTER_B_AX_88_R1", "hand") == []


def test_alt_duster_b_ax_88_r2_from_reserve_a_manaseed():
    check_facts("ALT_DUSTER_B_AX_88_R2", 1, 2, (2, 0, 1), "BR")
    assert _seeds("ALT_DUSTER_B_AX_88_R2", "reserve") == ["Manaseed"]
    assert _seeds("ALT_DUSTER_B_AX_88_R2", "hand") == []
