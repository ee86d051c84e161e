"""The Infirmary: a Landmark whose quick action, {T} and exhausting a ready card of your own
Reserve (CR 7.3.10, 1.2.5.c), is After You: your turn ends (CR 7.3.2). The rares also
Resupply as they join (CR 7.3.22)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import options, play, refresh
from tests.cards.builders import check_facts, pick_if_asked, put, settle, start, use_first

TROOPER = "ALT_CORE_B_BR_04_C"


def after_you_by_exhausting(version: str) -> None:
    g, p = start()
    site = put(g, p, version, Zone.LANDMARKS)
    tired = put(g, p, TROOPER, Zone.RESERVE)
    g.cards[tired].status |= Status.EXHAUSTED
    refresh(g)
    # only an exhausted card in Reserve: the cost can't be paid
    assert not any(o.startswith(f"use {g.cdef(site).name}#{site}") for o in options(g))
    ready = put(g, p, TROOPER, Zone.RESERVE)
    refresh(g)
    use_first(g, site)
    pick_if_asked(g, ready)
    assert g.cards[ready].has(Status.EXHAUSTED) and ready in g.players[p].reserve
    assert g.cards[site].has(Status.EXHAUSTED)
    settle(g)
    assert g.pending.kind == "turn" and g.pending.player == 1 - p  # my turn is over


def resupplies_as_it_joins(version: str) -> None:
    g, p = start()
    add = put(g, p, version)
    before = len(g.players[p].reserve)
    play(g, add)
    settle(g)
    assert add in g.players[p].landmarks
    assert len(g.players[p].reserve) == before + 1


def test_alt_duster_b_yz_102_c_exhaust_a_reserve_card_for_after_you():
    after_you_by_exhausting("ALT_DUSTER_B_YZ_102_C")
    g, p = start()
    site = put(g, p, "ALT_DUSTER_B_YZ_102_C")
    before = len(g.players[p].reserve)
    play(g, site)
    settle(g)
    assert len(g.players[p].reserve) == before  # no Resupply on the common
    check_facts("ALT_DUSTER_B_YZ_102_C", 3, 3, None, "YZ")


def test_alt_duster_b_yz_102_r1_resupply_then_after_you():
    resupplies_as_it_joins("ALT_DUSTER_B_YZ_102_R1")
    after_you_by_exhausting("ALT_DUSTER_B_YZ_102_R1")
    check_facts("ALT_DUSTER_B_YZ_102_R1", 3, 3, None, "YZ")


def test_alt_duster_b_yz_102_r2_resupply_then_after_you():
    resupplies_as_it_joins("ALT_DUSTER_B_YZ_102_R2")
    after_you_by_exhausting("ALT_DUSTER_B_YZ_102_R2")
    check_facts("ALT_DUSTER_B_YZ_102_R2", 3, 3, None, "MU")
