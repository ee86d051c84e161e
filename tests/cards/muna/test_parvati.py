"""Parvati (rare): {J} target Character gains Anchored.

Parvati: C: {H} target Character gains Anchored; R2: {J} target Character gains Anchored."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import CHRONICLER, add_mana, check_facts, pick, put, settle, start


def test_alt_core_b_mu_18_r_target_character_gains_anchored_when_it_joins():
    g, p = start()
    add_mana(g, p, 1)
    ally = put(g, p, "ALT_CORE_B_LY_20_C", Zone.EXPEDITION)  # any Hand Cost
    cid = put(g, p, "ALT_CORE_B_MU_18_R")
    play(g, cid)
    pick(g, ally)
    assert g.cards[ally].has(Status.ANCHORED)


def test_alt_core_b_mu_18_r_from_reserve_also_anchors():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_MU_18_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    if g.pending.kind == "target":
        pick(g, cid)
    assert g.cards[cid].has(Status.ANCHORED)


def _played(card_id, src):
    g, p = start()
    add_mana(g, p, 2)
    other = put(g, p, CHRONICLER, Zone.EXPEDITION)
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, cid, src=src)
    settle(g)
    if g.pending.kind == "target":
        pick(g, other)
    return g, other


def test_alt_core_b_mu_18_c_from_hand_anchors_target_character():
    g, other = _played("ALT_CORE_B_MU_18_C", "hand")
    assert g.cards[other].has(Status.ANCHORED)
    g, other = _played("ALT_CORE_B_MU_18_C", "reserve")
    assert not g.cards[other].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_18_C", 4, 2, (3, 0, 3), "MU")


def test_alt_core_b_mu_18_r2_anchors_target_when_it_joins_even_from_reserve():
    g, other = _played("ALT_CORE_B_MU_18_R2", "reserve")
    assert g.cards[other].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_18_R2", 4, 3, (3, 0, 3), "BR")
