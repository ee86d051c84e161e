"""Parvati (rare): {J} target Character gains Anchored."""

from altered_tui.engine.types import Status

from tests.cards_lyra_muna.helpers import Zone, add_mana, pick, play, put, start


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
