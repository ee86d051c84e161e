"""Toting Armadillo: {H} the next Permanent you play this Afternoon costs {1} less, down to
a minimum of {1}."""

from tests.abilities.support import play
from tests.cards.builders import (
    HUB, add_mana, back_to, check_facts, put, settle, spell_cost_paid, start,
)


KELON_CYLINDER = "ALT_CORE_B_AX_26_C"  # a Permanent with Hand Cost 1


def _next_permanent_costs_less(version: str) -> None:
    g, p = start()
    add_mana(g, p, 6)
    play(g, put(g, p, version))
    settle(g)
    back_to(g, p)
    assert spell_cost_paid(g, p, put(g, p, KELON_CYLINDER)) == 1  # Hand Cost 1: the minimum
    settle(g)
    back_to(g, p)
    assert spell_cost_paid(g, p, put(g, p, HUB)) == 3  # Hand Cost 3: used up by the first
    g, p = start()
    add_mana(g, p, 3)
    play(g, put(g, p, version))
    settle(g)
    back_to(g, p)
    assert spell_cost_paid(g, p, put(g, p, HUB)) == 2


def test_alt_eole_b_ax_110_c_from_hand_next_permanent_costs_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_110_C", 2, 2, (0, 2, 2), "AX")
    _next_permanent_costs_less("ALT_EOLE_B_AX_110_C")


def test_alt_eole_b_ax_110_r1_from_hand_next_permanent_costs_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_110_R1", 2, 1, (0, 2, 2), "AX")
    _next_permanent_costs_less("ALT_EOLE_B_AX_110_R1")


def test_alt_eole_b_ax_110_r2_from_hand_next_permanent_costs_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_110_R2", 2, 1, (0, 2, 2), "OR")
    _next_permanent_costs_less("ALT_EOLE_B_AX_110_R2")
