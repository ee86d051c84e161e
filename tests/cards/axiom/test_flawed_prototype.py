"""Flawed Prototype: {J} sacrifice another Robot or Permanent (the R2: a Plant or Permanent);
with none, sacrifice me. The R1 gains 3 boosts when what it sacrificed had Hand Cost 3+."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, FOUNDRY_MECHANIC, PLANT, REPROCESSOR, add_mana, put, start


def _prototype(version: str, *others: str):
    g, p = start()
    add_mana(g, p, 4)
    mine = [put(g, p, o, Zone.EXPEDITION) for o in others]
    proto = put(g, p, version)
    play(g, proto)
    return g, p, proto, mine


def test_alt_alize_b_ax_38_c_sacrifices_a_permanent_else_itself():
    g, p, proto, [amelia, gear] = _prototype("ALT_ALIZE_B_AX_38_C", AMELIA, REPROCESSOR)
    assert gear in g.players[p].discard and amelia in g.players[p].expeditions[g.cards[amelia].side]
    assert g.cards[proto].zone is Zone.EXPEDITION
    g, p, proto, [amelia] = _prototype("ALT_ALIZE_B_AX_38_C", AMELIA)  # a Character, no Robot
    assert proto in g.players[p].discard and g.cards[amelia].zone is Zone.EXPEDITION


def test_alt_alize_b_ax_38_r1_three_boosts_for_a_costly_sacrifice_only():
    g, p, proto, [gear] = _prototype("ALT_ALIZE_B_AX_38_R1", REPROCESSOR)  # Hand Cost 4
    assert gear in g.players[p].discard and g.cards[proto].boosts == 3
    g, p, proto, [] = _prototype("ALT_ALIZE_B_AX_38_R1")
    assert proto in g.players[p].discard


def test_alt_alize_b_ax_38_r1_a_cheap_sacrifice_gives_no_boost():
    g, p = start()
    add_mana(g, p, 4)
    armory = put(g, p, "ALT_ALIZE_B_OR_45_C", Zone.EXPEDITION)  # Mobile Armory, Hand Cost 1
    proto = put(g, p, "ALT_ALIZE_B_AX_38_R1")
    play(g, proto)
    assert armory in g.players[p].discard and g.cards[proto].boosts == 0


def test_alt_alize_b_ax_38_r2_sacrifices_a_plant_not_a_robot():
    g, p, proto, [robotish, plant] = _prototype("ALT_ALIZE_B_AX_38_R2", FOUNDRY_MECHANIC, PLANT)
    assert plant in g.players[p].discard and g.cards[robotish].zone is Zone.EXPEDITION
    assert g.cards[proto].zone is Zone.EXPEDITION
