"""Reka Welder: you play Permanents for {1} less, down to a minimum of {1}."""

from altered_tui.engine.types import Zone

from tests.cards.builders import HUB, REPROCESSOR, add_mana, check_facts, put, spell_cost_paid, start


KELON_CYLINDER = "ALT_CORE_B_AX_26_C"  # a Permanent with Hand Cost 1


def _permanents_cost_less(version: str) -> None:
    g, p = start()
    add_mana(g, p, 4)
    put(g, p, version, Zone.EXPEDITION)
    assert spell_cost_paid(g, p, put(g, p, REPROCESSOR)) == 3  # Hand Cost 4
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    put(g, 1 - p, version, Zone.EXPEDITION)  # an opponent's: not for you
    assert spell_cost_paid(g, p, put(g, p, HUB)) == 2  # Hand Cost 3
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)
    assert spell_cost_paid(g, p, put(g, p, KELON_CYLINDER)) == 1  # Hand Cost 1: the minimum


def test_alt_eole_b_ax_122_c_your_permanents_cost_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_122_C", 3, 3, (2, 3, 2), "AX")
    _permanents_cost_less("ALT_EOLE_B_AX_122_C")


def test_alt_eole_b_ax_122_r1_your_permanents_cost_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_122_R1", 3, 3, (3, 3, 3), "AX")
    _permanents_cost_less("ALT_EOLE_B_AX_122_R1")


def test_alt_eole_b_ax_122_r2_your_permanents_cost_one_less_not_below_one():
    check_facts("ALT_EOLE_B_AX_122_R2", 3, 3, (3, 3, 3), "BR")
    _permanents_cost_less("ALT_EOLE_B_AX_122_R2")
