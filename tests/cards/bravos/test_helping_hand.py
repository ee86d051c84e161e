"""Helping Hand: Target Character gains 1 boost (R: Fleeting spell, 2 boosts) and loses
Fleeting."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import confirm_own_only_target, play
from tests.cards.builders import put, ready_mana, start, target

AMELIA = "ALT_CORE_B_AX_11_C"


def _alt_core_b_br_25_boosts_target_and_removes_fleeting(version, cost, boosts):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    other = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    for c in (mine, other):
        g.cards[c].status |= Status.FLEETING
    spell = put(g, p, version)
    play(g, spell)
    assert ready_mana(g, p) == 3 - cost
    target(g, mine)
    assert g.cards[mine].boosts == boosts and not g.cards[mine].has(Status.FLEETING)
    assert g.cards[other].boosts == 0 and g.cards[other].has(Status.FLEETING)
    fleeting = version.endswith("_R")
    assert spell in (g.players[p].discard if fleeting else g.players[p].reserve)


def test_alt_core_b_br_25_c_boosts_target_and_removes_fleeting():
    _alt_core_b_br_25_boosts_target_and_removes_fleeting('ALT_CORE_B_BR_25_C', 1, 1)


def test_alt_core_b_br_25_r_boosts_target_and_removes_fleeting():
    _alt_core_b_br_25_boosts_target_and_removes_fleeting('ALT_CORE_B_BR_25_R', 1, 2)


def test_alt_core_b_br_25_r2_boosts_target_and_removes_fleeting():
    _alt_core_b_br_25_boosts_target_and_removes_fleeting('ALT_CORE_B_BR_25_R2', 1, 1)


def test_alt_core_b_br_25_c_from_reserve_costs_two():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, "ALT_CORE_B_BR_25_C", Zone.RESERVE)
    play(g, spell, src="reserve")
    confirm_own_only_target(g, mine)
    assert ready_mana(g, p) == 1 and g.cards[mine].boosts == 1
    assert spell in g.players[p].discard  # played from Reserve: Fleeting
