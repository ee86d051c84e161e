"""Spy Craft rares: Sabotage, then Resupply; the Lyra rare is Fleeting."""

from tests.cards_ordis_yzmir_core.helpers import Zone, pick, put, spell_cost_paid, start


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
