"""Charge! (rares): Characters you control gain 1 boost; no Fleeting."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, put, spell_cost_paid, start


def _charge(card_id):
    g, p = start()
    mine = [put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, s) for s in Side]
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    charge = put(g, p, card_id)
    assert spell_cost_paid(g, p, charge) == 2
    assert [g.cards[c].boosts for c in mine] == [1, 1] and g.cards[theirs].boosts == 0
    assert charge in g.players[p].reserve  # not Fleeting: it goes to Reserve
    return g, p, charge


def test_alt_core_b_or_23_r_boosts_your_characters_and_goes_to_reserve():
    g, p, charge = _charge("ALT_CORE_B_OR_23_R")
    assert g.cdef(charge).reserve_cost == 3


def test_alt_core_b_or_23_r2_boosts_your_characters_and_goes_to_reserve():
    g, p, charge = _charge("ALT_CORE_B_OR_23_R2")
    assert g.cdef(charge).faction.value == "MU" and g.cdef(charge).reserve_cost == 3
