"""Meditation Training (Yzmir rare): target Character with Hand Cost {3} or less gains
Anchored."""

from tests.cards_lyra_muna_core.helpers import (
    ASMODEUS, CHRONICLER, Status, Zone, can_pick, check_facts, pick, play, put, start,
)


def test_alt_core_b_mu_25_r2_anchors_a_cheap_character_only():
    g, p = start()
    cheap = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    big = put(g, 1 - p, ASMODEUS, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_25_R2")
    play(g, spell)
    assert not can_pick(g, big)
    if g.pending.kind == "target":
        pick(g, cheap)
    assert g.cards[cheap].has(Status.ANCHORED)
    check_facts("ALT_CORE_B_MU_25_R2", 2, 3, None, "YZ")
