"""Spy Craft: Fleeting; Sabotage, then Resupply.

Spy Craft rares: Sabotage, then Resupply; the Lyra rare is Fleeting."""

from altered_tui.engine.types import Zone

from tests.cards.builders import pick, play_spell, put, spell_cost_paid, start


def test_alt_core_b_yz_22_c_sabotages_then_resupplies():
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    craft = put(g, p, "ALT_CORE_B_YZ_22_C")
    top = g.players[p].deck[0]
    play_spell(g, craft)
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert g.players[p].reserve == [top]
    assert craft in g.players[p].discard  # Fleeting


def _craft(card_id):
    g, p = start()
    victim = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    craft = put(g, p, card_id)
    top = g.players[p].deck[0]
    assert spell_cost_paid(g, p, craft) == 2
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard and top in g.players[p].reserve
    return g, p, craft


def test_alt_core_b_yz_22_r_sabotages_resupplies_and_goes_to_reserve():
    g, p, craft = _craft("ALT_CORE_B_YZ_22_R")
    assert craft in g.players[p].reserve and g.cdef(craft).reserve_cost == 3


def test_alt_core_b_yz_22_r2_sabotages_resupplies_and_is_fleeting():
    g, p, craft = _craft("ALT_CORE_B_YZ_22_R2")
    assert craft in g.players[p].discard
