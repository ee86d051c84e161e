"""Hathor: support {D}: return another card from your Reserve to your hand."""

from tests.cards_lyra_muna.helpers import Zone, act, options, pick, put, start


def test_alt_core_b_ly_07_c_discarded_from_reserve_returns_another_reserve_card_to_hand():
    g, p = start()
    hathor = put(g, p, "ALT_CORE_B_LY_07_C", Zone.RESERVE)
    other = put(g, p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    act(g, f"use Hathor#{hathor} s1")
    if g.pending.kind != "turn":
        pick(g, other)
    assert other in g.players[p].hand
    assert hathor in g.players[p].discard


def test_alt_core_b_ly_07_c_support_does_not_work_from_hand():
    g, p = start()
    hathor = put(g, p, "ALT_CORE_B_LY_07_C", Zone.HAND)
    put(g, p, "ALT_CORE_B_LY_16_C", Zone.RESERVE)
    assert f"use Hathor#{hathor} s1" not in options(g)
