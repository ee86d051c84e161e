"""Efrén, Puppet Master: {H} roll a die: on 4+ Sabotage, on 1-3 Resupply (CR 7.3.19, 7.3.24,
7.3.22). The rares have Scout 2 (CR 7.4.5)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, add_mana, check_facts, fix_dice, pick_if_asked, put, ready_mana, settle, start


def _played(version: str, result: int, scout: bool = False):
    g, p = start()
    add_mana(g, p, 2)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    fix_dice(g, result)
    efren = put(g, p, version)
    top = g.players[p].deck[0]
    before = ready_mana(g, p)
    act(g, f"play Efrén, Puppet Master#{efren}@hand -> hero{' scout' if scout else ''}")
    paid = before - ready_mana(g, p)
    settle(g)
    pick_if_asked(g, theirs)
    settle(g)
    return g, p, theirs, top, paid


def _sabotages_or_resupplies(version: str, scout: bool = False) -> int:
    g, p, theirs, top, paid = _played(version, 5, scout)
    assert theirs in g.players[1 - p].discard and top not in g.players[p].reserve
    g, p, theirs, top, paid = _played(version, 3, scout)
    assert theirs in g.players[1 - p].reserve and top in g.players[p].reserve
    return paid


def test_alt_bise_b_ly_56_c_sabotages_on_4_and_more_and_resupplies_on_1_to_3():
    assert _sabotages_or_resupplies("ALT_BISE_B_LY_56_C") == 5
    check_facts("ALT_BISE_B_LY_56_C", 5, 4, (4, 5, 4), "LY")


def test_alt_bise_b_ly_56_r1_scouts_for_2_and_rolls_for_sabotage_or_resupply():
    assert _sabotages_or_resupplies("ALT_BISE_B_LY_56_R1", scout=True) == 2
    check_facts("ALT_BISE_B_LY_56_R1", 5, 3, (4, 4, 4), "LY")


def test_alt_bise_b_ly_56_r2_scouts_for_2_and_rolls_for_sabotage_or_resupply():
    assert _sabotages_or_resupplies("ALT_BISE_B_LY_56_R2") == 5
    assert _sabotages_or_resupplies("ALT_BISE_B_LY_56_R2", scout=True) == 2
    check_facts("ALT_BISE_B_LY_56_R2", 5, 3, (4, 4, 4), "AX")
