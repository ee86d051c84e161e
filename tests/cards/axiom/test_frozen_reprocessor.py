"""Frozen Reprocessor: at Noon, Exhausted Resupply; at Clean-up you may keep one more card in
Reserve if it is exhausted. The rares also Resupply exhausted as they join ({J})."""

import pytest

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, SKALD, add_mana, advance_to_noon, put, run_until, start

VERSIONS = ["ALT_ALIZE_B_AX_45_C", "ALT_ALIZE_B_AX_45_R1", "ALT_ALIZE_B_AX_45_R2"]


def _exhausted_in_reserve(g, p) -> list[int]:
    return [c for c in g.players[p].reserve if g.cards[c].has(Status.EXHAUSTED)]


def _noon_resupplies_exhausted(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    advance_to_noon(g)
    assert g.day == 2 and len(_exhausted_in_reserve(g, p)) == 1  # readied things stay ready


def _keeps_one_more_exhausted_card_at_clean_up(version: str, ready: int, exhausted: int) -> int:
    """The Reserve cards left once Clean-up is done (the Hero's Reserve limit is 2)."""
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    for i in range(ready + exhausted):
        cid = put(g, p, AMELIA if i % 2 else SKALD, Zone.RESERVE)
        if i >= ready:
            g.cards[cid].status |= Status.EXHAUSTED
    run_until(g, 2, Phase.MORNING)
    return len(g.players[p].reserve)


def test_alt_alize_b_ax_45_c_at_noon_resupplies_exhausted():
    _noon_resupplies_exhausted("ALT_ALIZE_B_AX_45_C")


def test_alt_alize_b_ax_45_c_keeps_a_third_reserve_card_if_it_is_exhausted():
    assert _keeps_one_more_exhausted_card_at_clean_up("ALT_ALIZE_B_AX_45_C", ready=2, exhausted=1) == 3
    assert _keeps_one_more_exhausted_card_at_clean_up("ALT_ALIZE_B_AX_45_C", ready=3, exhausted=0) == 2
    assert _keeps_one_more_exhausted_card_at_clean_up("ALT_ALIZE_B_AX_45_C", ready=3, exhausted=2) == 3


def test_alt_alize_b_ax_45_c_from_hand_does_not_resupply():
    g, p = start()
    add_mana(g, p, 1)
    rep = put(g, p, "ALT_ALIZE_B_AX_45_C")
    play(g, rep)
    assert rep in g.players[p].landmarks and g.players[p].reserve == []


@pytest.mark.parametrize("version", ["ALT_ALIZE_B_AX_45_R1", "ALT_ALIZE_B_AX_45_R2"])
def test_alt_alize_b_ax_45_rares_resupply_exhausted_as_they_join(version):
    g, p = start()
    add_mana(g, p, 1)
    rep = put(g, p, version)
    top = g.players[p].deck[0]
    play(g, rep)
    assert rep in g.players[p].landmarks and _exhausted_in_reserve(g, p) == [top]


def test_alt_alize_b_ax_45_r1_at_noon_and_clean_up():
    _noon_resupplies_exhausted("ALT_ALIZE_B_AX_45_R1")
    assert _keeps_one_more_exhausted_card_at_clean_up("ALT_ALIZE_B_AX_45_R1", ready=2, exhausted=1) == 3


def test_alt_alize_b_ax_45_r2_at_noon_and_clean_up():
    _noon_resupplies_exhausted("ALT_ALIZE_B_AX_45_R2")
    assert _keeps_one_more_exhausted_card_at_clean_up("ALT_ALIZE_B_AX_45_R2", ready=3, exhausted=1) == 3
