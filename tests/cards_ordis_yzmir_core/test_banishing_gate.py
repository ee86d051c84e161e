"""Banishing Gate rares: discard target Character or Permanent; the Ordis rare is Fleeting."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, add_mana, pick, put, spell_cost_paid, start


def _gate(card_id, victim_id, zone, side=None):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, victim_id, zone, side)
    put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    gate = put(g, p, card_id)
    assert spell_cost_paid(g, p, gate) == 4
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    return g, p, gate


def test_alt_core_b_yz_24_r_discards_a_character_and_goes_to_reserve():
    g, p, gate = _gate("ALT_CORE_B_YZ_24_R", "ALT_CORE_B_OR_17_C", Zone.EXPEDITION, Side.HERO)
    assert gate in g.players[p].reserve


def test_alt_core_b_yz_24_r2_discards_a_permanent_and_is_fleeting():
    g, p, gate = _gate("ALT_CORE_B_YZ_24_R2", "ALT_CORE_B_OR_28_C", Zone.LANDMARKS)
    assert gate in g.players[p].discard
