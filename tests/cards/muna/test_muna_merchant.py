"""Muna Merchant: {R} Resupply."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _resupplied(card_id, src):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, cid, src=src)
    settle(g)
    return top in g.players[p].reserve


def test_alt_core_b_mu_23_c_resupplies_when_played_from_reserve_only():
    assert _resupplied("ALT_CORE_B_MU_23_C", "reserve")
    assert not _resupplied("ALT_CORE_B_MU_23_C", "hand")
    check_facts("ALT_CORE_B_MU_23_C", 2, 3, (3, 2, 0), "MU")


def test_alt_core_b_mu_23_r_resupplies_when_played_from_reserve():
    assert _resupplied("ALT_CORE_B_MU_23_R", "reserve")
    check_facts("ALT_CORE_B_MU_23_R", 2, 2, (3, 2, 0), "MU")


def test_alt_core_b_mu_23_r2_axiom_version_resupplies_from_reserve():
    assert _resupplied("ALT_CORE_B_MU_23_R2", "reserve")
    check_facts("ALT_CORE_B_MU_23_R2", 2, 3, (3, 2, 0), "AX")
