"""Muna Druid: support {D}: target Character with Hand Cost 3 or less gains Anchored."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import Zone, act, can_pick, pick, put, start


def test_alt_core_b_mu_13_c_discarded_from_reserve_anchors_a_cheap_character():
    g, p = start()
    druid = put(g, p, "ALT_CORE_B_MU_13_C", Zone.RESERVE)
    cheap = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)  # Hand Cost 3
    big = put(g, p, "ALT_CORE_B_LY_20_C", Zone.EXPEDITION)  # Hand Cost 6
    theirs = put(g, 1 - p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)  # Hand Cost 2
    act(g, f"use Muna Druid#{druid} s1")
    assert can_pick(g, theirs) and not can_pick(g, big)
    pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED)
    assert not g.cards[big].has(Status.ANCHORED)
    assert druid in g.players[p].discard
