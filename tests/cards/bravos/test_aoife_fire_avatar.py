"""Aoife, Fire Avatar: Scout 2 (rares: Scout 1). {J} you may have another target Character
lose Fleeting and gain 1 boost."""

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (
    AMELIA, add_mana, can_pick, pick_if_asked, put, ready_mana, rest_outcome, run_until, settle,
    start,
)


def _warms(version: str, scout: int) -> None:
    g, p = start()
    runner = put(g, p, AMELIA, Zone.EXPEDITION)
    g.cards[runner].status |= Status.FLEETING
    aoife = put(g, p, version)
    add_mana(g, p, scout)
    before = ready_mana(g, p)
    act(g, f"play Aoife, Fire Avatar#{aoife}@hand -> hero scout")
    while g.pending.kind == "reaction":
        settle(g)
        if g.pending.kind == "may":
            act(g, "yes")
            assert not can_pick(g, aoife)  # another Character
            pick_if_asked(g, runner)
    assert before - ready_mana(g, p) == scout  # CR 7.4.5.c
    assert not g.cards[runner].has(Status.FLEETING) and g.cards[runner].boosts == 1
    assert g.cards[aoife].zone is Zone.RESERVE
    run_until(g, 2, Phase.MORNING)
    assert rest_outcome(g, runner) == "reserve"  # no longer Fleeting at Rest


def _may_decline(version: str) -> None:
    g, p = start()
    runner = put(g, p, AMELIA, Zone.EXPEDITION)
    aoife = put(g, p, version)
    add_mana(g, p, 2)
    act(g, f"play Aoife, Fire Avatar#{aoife}@hand -> hero")
    settle(g)
    assert g.pending.kind == "may" and "no" in options(g)
    act(g, "no")
    assert g.cards[runner].boosts == 0


def test_alt_bise_b_br_56_c_scouts_for_2_and_warms_another_character():
    _warms("ALT_BISE_B_BR_56_C", 2)
    _may_decline("ALT_BISE_B_BR_56_C")


def test_alt_bise_b_br_56_r1_scouts_for_1_and_warms_another_character():
    _warms("ALT_BISE_B_BR_56_R1", 1)
    _may_decline("ALT_BISE_B_BR_56_R1")


def test_alt_bise_b_br_56_r2_scouts_for_1_and_warms_another_character():
    _warms("ALT_BISE_B_BR_56_R2", 1)
    _may_decline("ALT_BISE_B_BR_56_R2")
