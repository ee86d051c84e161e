"""Alice (Lyra rare): support {D}: After You."""

from tests.cards_ordis_yzmir_core.helpers import Zone, act, play_from_hand, put, start, stats


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
