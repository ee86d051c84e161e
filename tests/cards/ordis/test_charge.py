"""Charge!: Fleeting; Characters you control gain 1 boost.

Charge! (rares): Characters you control gain 1 boost; no Fleeting."""

from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import ready_orbs

from tests.cards.builders import play_spell, put, spell_cost_paid, start


def test_alt_core_b_or_23_c_boosts_each_character_you_control_and_is_discarded():
    g, p = start()
    mine = [put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, side) for side in (Side.HERO, Side.COMPANION)]
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    in_reserve = put(g, p, "ALT_CORE_B_OR_05_C", Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    before = len(ready_orbs(g, p))
    play_spell(g, charge)
    assert before - len(ready_orbs(g, p)) == 2
    assert [g.cards[c].boosts for c in mine] == [1, 1]
    assert g.cards[theirs].boosts == 0 and g.cards[in_reserve].boosts == 0
    assert charge in g.players[p].discard  # Fleeting


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
