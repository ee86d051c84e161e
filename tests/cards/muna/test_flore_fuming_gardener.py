"""Flore, Fuming Gardener: {J} you may exhaust target Permanent in play or card in Reserve;
the rares: you may exhaust target Permanent, then you may exhaust target card in Reserve."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, HUB, can_pick, check_facts, pick, put, settle, start


def _played(version: str):
    g, p = start()
    landmark = put(g, 1 - p, HUB, Zone.LANDMARKS)
    stored = put(g, 1 - p, AMELIA, Zone.RESERVE)
    other = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, version))
    settle(g)
    assert g.pending.kind == "may"
    act(g, "yes")
    return g, p, landmark, stored, other


def _common(version: str) -> None:
    g, p, landmark, stored, other = _played(version)
    assert can_pick(g, landmark) and can_pick(g, stored) and not can_pick(g, other)
    pick(g, stored)
    assert g.cards[stored].has(Status.EXHAUSTED) and not g.cards[landmark].has(Status.EXHAUSTED)


def _rare(version: str) -> None:
    g, p, landmark, stored, other = _played(version)
    if g.pending.kind == "target":
        assert not can_pick(g, stored) and not can_pick(g, other)
        pick(g, landmark)
    assert g.cards[landmark].has(Status.EXHAUSTED)
    assert g.pending.kind == "may"  # then a card in Reserve
    act(g, "yes")
    if g.pending is not None and g.pending.kind == "target":
        pick(g, stored)
    assert g.cards[stored].has(Status.EXHAUSTED) and not g.cards[other].has(Status.EXHAUSTED)


def test_alt_duster_b_mu_90_c_may_exhaust_a_permanent_or_a_reserve_card():
    check_facts("ALT_DUSTER_B_MU_90_C", 3, 3, (3, 3, 0), "MU")
    _common("ALT_DUSTER_B_MU_90_C")


def test_alt_duster_b_mu_90_r1_may_exhaust_a_permanent_then_a_reserve_card():
    check_facts("ALT_DUSTER_B_MU_90_R1", 3, 3, (3, 3, 0), "MU")
    _rare("ALT_DUSTER_B_MU_90_R1")


def test_alt_duster_b_mu_90_r2_may_exhaust_a_permanent_then_a_reserve_card():
    check_facts("ALT_DUSTER_B_MU_90_R2", 3, 3, (3, 3, 0), "LY")
    _rare("ALT_DUSTER_B_MU_90_R2")
