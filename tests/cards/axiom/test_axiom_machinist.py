"""Axiom Machinist: {H} (the rares: {J}) you may ready target Permanent in play or card in
Reserve (CR 7.3.18)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, REPROCESSOR, can_pick, check_facts, pick, put, settle, start


def _readies(version: str, src: str) -> bool:
    g, p = start()
    landmark = put(g, p, REPROCESSOR, Zone.LANDMARKS)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    for cid in (landmark, stored, other):
        g.cards[cid].status |= Status.EXHAUSTED
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    settle(g)
    if g.pending is None or g.pending.kind != "may":
        return False
    act(g, "yes")
    assert can_pick(g, stored) and not can_pick(g, other)
    pick(g, landmark)
    assert not g.cards[landmark].has(Status.EXHAUSTED) and g.cards[stored].has(Status.EXHAUSTED)
    return True


def test_alt_duster_b_ax_87_c_from_hand_may_ready_a_permanent_or_reserve_card():
    check_facts("ALT_DUSTER_B_AX_87_C", 2, 1, (1, 1, 1), "AX")
    assert _readies("ALT_DUSTER_B_AX_87_C", "hand")
    assert not _readies("ALT_DUSTER_B_AX_87_C", "reserve")


def test_alt_duster_b_ax_87_r1_as_it_joins_may_ready_a_permanent_or_reserve_card():
    check_facts("ALT_DUSTER_B_AX_87_R1", 2, 2, (1, 1, 1), "AX")
    assert _readies("ALT_DUSTER_B_AX_87_R1", "hand") and _readies("ALT_DUSTER_B_AX_87_R1", "reserve")


def test_alt_duster_b_ax_87_r2_as_it_joins_may_ready_a_permanent_or_reserve_card():
    check_facts("ALT_DUSTER_B_AX_87_R2", 2, 2, (1, 1, 1), "OR")
    assert _readies("ALT_DUSTER_B_AX_87_R2", "hand") and _readies("ALT_DUSTER_B_AX_87_R2", "reserve")
