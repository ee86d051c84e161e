"""Reka Skipper: when my Expedition moves forward, a Manaseed token in your Landmarks; the R1
also: {R} I gain 1 boost."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import check_facts, finish_day, progress, put, settle, start

YETI = "ALT_CORE_B_YZ_15_C"  # strong enough to move its Expedition forward


def _moves(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.EXPEDITION, Side.HERO)
    put(g, p, YETI, Zone.EXPEDITION, Side.HERO)
    finish_day(g)
    assert progress(g, p, Side.HERO) == 1
    assert [g.cdef(c).name for c in g.players[p].landmarks] == ["Manaseed"]


def _reserve_boost(version: str) -> int:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    play(g, me, src="reserve")
    settle(g)
    return g.cards[me].boosts


def test_alt_duster_b_br_87_c_a_manaseed_when_my_expedition_moves_forward():
    check_facts("ALT_DUSTER_B_BR_87_C", 2, 3, (0, 0, 3), "BR")
    _moves("ALT_DUSTER_B_BR_87_C")
    assert _reserve_boost("ALT_DUSTER_B_BR_87_C") == 0


def test_alt_duster_b_br_87_r1_a_boost_from_reserve_and_a_manaseed_on_moving_forward():
    check_facts("ALT_DUSTER_B_BR_87_R1", 2, 3, (0, 0, 3), "BR")
    _moves("ALT_DUSTER_B_BR_87_R1")
    assert _reserve_boost("ALT_DUSTER_B_BR_87_R1") == 1


def test_alt_duster_b_br_87_r2_a_manaseed_when_my_expedition_moves_forward():
    check_facts("ALT_DUSTER_B_BR_87_R2", 2, 3, (0, 0, 3), "LY")
    _moves("ALT_DUSTER_B_BR_87_R2")
    assert _reserve_boost("ALT_DUSTER_B_BR_87_R2") == 0
