"""Vishvakarma: {J} the next Permanent you play this Afternoon costs {4} less ({3} for the rares)."""

import pytest

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (AMELIA, REPROCESSOR, add_mana, hero_exp, opponent_passes, put,
                                  ready_mana, start)


def _joins_then_a_later_permanent_costs_less(version: str, discount: int) -> None:
    g, p = start()
    add_mana(g, p, 2)  # 5 ready orbs
    vish = put(g, p, version)
    play(g, vish)
    assert vish in hero_exp(g, p) and len(g.ongoing) == 1
    opponent_passes(g, p)  # a later turn of the same Afternoon: the discount is still there
    add_mana(g, p, 4)
    amelia = put(g, p, AMELIA)
    before = ready_mana(g, p)
    play(g, amelia)  # a Character does not use it up
    assert before - ready_mana(g, p) == 3 and len(g.ongoing) == 1
    rep = put(g, p, REPROCESSOR)  # Hand Cost 4
    before = ready_mana(g, p)
    play(g, rep)
    assert rep in g.players[p].landmarks
    assert before - ready_mana(g, p) == max(0, 4 - discount)
    assert g.ongoing == []  # used up


def test_alt_alize_b_ax_39_c_next_permanent_this_afternoon_costs_4_less():
    _joins_then_a_later_permanent_costs_less("ALT_ALIZE_B_AX_39_C", 4)


@pytest.mark.parametrize("version", ["ALT_ALIZE_B_AX_39_R1", "ALT_ALIZE_B_AX_39_R2"])
def test_alt_alize_b_ax_39_r1_and_r2_next_permanent_this_afternoon_costs_3_less(version):
    _joins_then_a_later_permanent_costs_less(version, 3)


def test_alt_alize_b_ax_39_r2_next_permanent_costs_3_less_from_reserve_too():
    g, p = start()
    add_mana(g, p, 1)
    vish = put(g, p, "ALT_ALIZE_B_AX_39_R2", Zone.RESERVE)
    play(g, vish, src="reserve")  # {J}: joining from Reserve activates it as well
    assert len(g.ongoing) == 1 and ready_mana(g, p) == 0
