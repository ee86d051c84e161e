"""Celebration Day: Fleeting; target Expedition (the rares: every Expedition) can't move forward this Day."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import add_mana, finish_day, progress, put, spell_cost_paid, start


def test_alt_core_b_or_27_c_target_expedition_cant_move_forward_this_day():
    g, p = start()
    add_mana(g, p, 2)
    put(g, p, "ALT_CORE_B_YZ_15_C", Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, "ALT_CORE_B_YZ_15_C", Zone.EXPEDITION, Side.COMPANION)
    day = put(g, p, "ALT_CORE_B_OR_27_C")
    assert spell_cost_paid(g, p, day) == 5
    act(g, "expedition -> companion theirs")
    assert day in g.players[p].discard  # Fleeting
    finish_day(g)
    assert progress(g, 1 - p, Side.COMPANION) == 0
    assert g.players[p].positions[Side.HERO] == 1  # the other Expeditions still move


def _all_blocked(card_id):
    g, p = start()
    add_mana(g, p, 5)
    put(g, p, "ALT_CORE_B_YZ_15_C", Zone.EXPEDITION, Side.HERO)
    put(g, 1 - p, "ALT_CORE_B_YZ_15_C", Zone.EXPEDITION, Side.COMPANION)
    day = put(g, p, card_id)
    assert spell_cost_paid(g, p, day) == 8
    assert day in g.players[p].discard
    finish_day(g)
    assert g.players[p].positions[Side.HERO] == 0
    assert progress(g, 1 - p, Side.COMPANION) == 0
    return g, p


def test_alt_core_b_or_27_r_no_expedition_moves_forward_this_day():
    _all_blocked("ALT_CORE_B_OR_27_R")


def test_alt_core_b_or_27_r2_no_expedition_moves_forward_this_day():
    g, p = _all_blocked("ALT_CORE_B_OR_27_R2")
    assert g.cdef(g.players[p].discard[-1]).faction.value == "YZ"
