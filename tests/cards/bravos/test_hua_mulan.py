"""Hua Mulan: {R} I lose Fleeting."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import advance_to_noon, put, ready_mana, rest_outcome, start


def _alt_core_b_br_12_from_reserve_loses_fleeting(version, cost, expected):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 3 - cost and stats(g, cid) == expected
    assert not g.cards[cid].has(Status.FLEETING)


def test_alt_core_b_br_12_c_from_reserve_loses_fleeting():
    _alt_core_b_br_12_from_reserve_loses_fleeting('ALT_CORE_B_BR_12_C', 3, (1, 3, 3))


def test_alt_core_b_br_12_r_from_reserve_loses_fleeting():
    _alt_core_b_br_12_from_reserve_loses_fleeting('ALT_CORE_B_BR_12_R', 2, (1, 2, 2))


def test_alt_core_b_br_12_r2_from_reserve_loses_fleeting():
    _alt_core_b_br_12_from_reserve_loses_fleeting('ALT_CORE_B_BR_12_R2', 2, (1, 2, 2))


def test_alt_core_b_br_12_c_goes_back_to_reserve_at_rest():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_12_C", Zone.RESERVE)
    play(g, cid, src="reserve")
    advance_to_noon(g)
    assert rest_outcome(g, cid) == "reserve"
