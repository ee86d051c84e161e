"""Hathor: support {D}: return another card from your Reserve to your hand.

Hathor rares: support {D}: return another card from your Reserve to your hand."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import SKALD, check_facts, pick, put, start


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


def _support(card_id):
    g, p = start()
    hathor = put(g, p, card_id, Zone.RESERVE)
    other = put(g, p, SKALD, Zone.RESERVE)
    act(g, f"use Hathor#{hathor} s1")
    if g.pending.kind != "turn":
        pick(g, other)
    assert other in g.players[p].hand and hathor in g.players[p].discard


def test_alt_core_b_ly_07_r_support_returns_another_reserve_card_to_hand():
    _support("ALT_CORE_B_LY_07_R")
    check_facts("ALT_CORE_B_LY_07_R", 2, 2, (3, 3, 0), "LY")


def test_alt_core_b_ly_07_r2_yzmir_version_support_returns_a_reserve_card():
    _support("ALT_CORE_B_LY_07_R2")
    check_facts("ALT_CORE_B_LY_07_R2", 2, 2, (3, 3, 0), "YZ")
