"""Paint Prison: Fleeting; may discard a Reserve card to cost {2} less ({1} for the rare);
return target Character or Permanent to the top of its owner's deck.

Paint Prison (Muna rare): Fleeting; may discard a Reserve card to cost {2} less; return
target Character or Permanent to the top of its owner's deck."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options
from tests.cards.builders import add_mana, card, pick, put, ready_mana, start


def _cast(card_id, reduced, extra_mana):
    g, p = start()
    add_mana(g, p, extra_mana)
    victim = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    fodder = put(g, p, "ALT_CORE_B_LY_08_C", Zone.RESERVE)
    spell = put(g, p, card_id)
    before = ready_mana(g, p)
    act(g, f"play Paint Prison#{spell}@hand" + (" reduced" if reduced else ""))
    if reduced:
        pick(g, fodder)
    if g.pending.kind == "target":
        pick(g, victim)
    return g, p, victim, fodder, spell, before - ready_mana(g, p)


def test_alt_core_b_ly_26_c_returns_target_character_to_top_of_its_owners_deck():
    g, p, victim, fodder, spell, paid = _cast("ALT_CORE_B_LY_26_C", False, 2)
    assert paid == 5
    assert g.players[1 - p].deck[0] == victim
    assert spell in g.players[p].discard  # Fleeting: discarded after resolving
    assert fodder in g.players[p].reserve


def test_alt_core_b_ly_26_c_discarding_a_reserve_card_makes_it_cost_two_less():
    g, p, victim, fodder, spell, paid = _cast("ALT_CORE_B_LY_26_C", True, 0)
    assert paid == 3
    assert fodder in g.players[p].discard
    assert g.players[1 - p].deck[0] == victim


def test_alt_core_b_ly_26_c_can_target_a_landmark_permanent():
    g, p = start()
    add_mana(g, p, 2)
    landmark = put(g, 1 - p, "ALT_CORE_B_LY_30_R", Zone.LANDMARKS)
    spell = put(g, p, "ALT_CORE_B_LY_26_C")
    act(g, f"play Paint Prison#{spell}@hand")
    if g.pending.kind == "target":
        pick(g, landmark)
    assert g.players[1 - p].deck[0] == landmark


def test_alt_core_b_ly_26_r_costs_four_or_three_with_a_discard():
    g, p, victim, fodder, spell, paid = _cast("ALT_CORE_B_LY_26_R", False, 1)
    assert paid == 4 and g.players[1 - p].deck[0] == victim
    g, p, victim, fodder, spell, paid = _cast("ALT_CORE_B_LY_26_R", True, 0)
    assert paid == 3 and fodder in g.players[p].discard
    assert g.players[1 - p].deck[0] == victim and spell in g.players[p].discard


def test_alt_core_b_ly_26_r_reduced_option_needs_a_reserve_card():
    g, p = start()
    spell = put(g, p, "ALT_CORE_B_LY_26_R")
    add_mana(g, p, 1)
    assert not any(o.endswith("reduced") for o in options(g))


def _cast_r2(reduced):
    g, p, victim, fodder, spell, paid = _cast("ALT_CORE_B_LY_26_R2", reduced, 2)
    assert g.players[1 - p].deck[0] == victim and spell in g.players[p].discard
    return g, p, fodder, paid


def test_alt_core_b_ly_26_r2_returns_target_to_deck_top_costing_five_or_three():
    g, p, fodder, paid = _cast_r2(False)
    assert paid == 5 and fodder in g.players[p].reserve
    g, p, fodder, paid = _cast_r2(True)
    assert paid == 3 and fodder in g.players[p].discard
    assert card("ALT_CORE_B_LY_26_R2").faction.value == "MU"
