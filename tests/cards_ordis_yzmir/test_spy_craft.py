"""Spy Craft: Fleeting; Sabotage, then Resupply."""

from tests.cards_ordis_yzmir.helpers import Zone, pick, play_spell, put, start


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
