"""Alice: support {D}: After You.

Alice (Lyra rare): support {D}: After You."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import play_from_hand, put, start


def _after_you(card_id):
    g, p = start()
    alice = put(g, p, card_id, Zone.RESERVE)
    act(g, f"use Alice#{alice} s1")
    assert alice in g.players[p].discard
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # the turn ended
    assert not g.players[p].passed  # without passing


def test_alt_core_b_yz_13_c_discarded_from_reserve_ends_the_turn_without_passing():
    _after_you("ALT_CORE_B_YZ_13_C")


def test_alt_core_b_yz_13_c_costs_3_and_is_2_2_4_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_13_C")
    assert (paid, stats(g, cid)) == (3, (2, 2, 4))


def test_alt_core_b_yz_13_r_discarded_from_reserve_ends_the_turn_without_passing():
    _after_you("ALT_CORE_B_YZ_13_R")


def test_alt_core_b_yz_13_r_costs_3_and_is_3_3_4_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_13_R")
    assert (paid, stats(g, cid)) == (3, (3, 3, 4))


def test_alt_core_b_yz_13_r2_discarded_from_reserve_ends_the_turn_without_passing():
    g, p = start()
    alice = put(g, p, "ALT_CORE_B_YZ_13_R2", Zone.RESERVE)
    act(g, f"use Alice#{alice} s1")
    assert alice in g.players[p].discard
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    assert not g.players[p].passed


def test_alt_core_b_yz_13_r2_costs_3_and_is_3_3_4():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_13_R2")
    assert (paid, stats(g, cid)) == (3, (3, 3, 4))
