"""The Kadigir, Yzmir Bastion: {T}: the next Spell you play this turn is free."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, play_spell, put, ready_mana, spell_cost_paid, start


def _kadigir_cost(card_id):
    g, p = start()
    add_mana(g, p, 5)
    kadigir = put(g, p, card_id)
    return spell_cost_paid(g, p, kadigir)


def _free_spell(card_id):
    g, p = start()
    kadigir = put(g, p, card_id, Zone.LANDMARKS)
    act(g, f"use The Kadigir, Yzmir Bastion#{kadigir} a1")
    assert g.cards[kadigir].has(Status.EXHAUSTED) and g.pending.player == p
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    before = ready_mana(g, p)
    play(g, trooper)  # a Character is not discounted and doesn't use it up
    assert before - ready_mana(g, p) == 1
    act(g, "pass")  # the opponent passes
    return g, p


def test_alt_core_b_yz_30_c_costs_8():
    assert _kadigir_cost("ALT_CORE_B_YZ_30_C") == 8


def test_alt_core_b_yz_30_c_the_next_spell_this_turn_is_free():
    g, p = start()
    kadigir = put(g, p, "ALT_CORE_B_YZ_30_C", Zone.LANDMARKS)
    act(g, f"use The Kadigir, Yzmir Bastion#{kadigir} a1")
    seal = put(g, p, "ALT_CORE_B_YZ_23_C")  # Conjuring Seal, costs 3
    before = ready_mana(g, p)
    play_spell(g, seal)
    assert before - ready_mana(g, p) == 0


def test_alt_core_b_yz_30_c_lasts_only_this_turn():
    g, p = _free_spell("ALT_CORE_B_YZ_30_C")
    assert g.pending.player == p
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    before = ready_mana(g, p)
    play_spell(g, charge)
    assert before - ready_mana(g, p) == 2


def test_alt_core_b_yz_30_r2_costs_8_and_makes_the_next_spell_free():
    assert _kadigir_cost("ALT_CORE_B_YZ_30_R2") == 8
    g, p = start()
    kadigir = put(g, p, "ALT_CORE_B_YZ_30_R2", Zone.LANDMARKS)
    act(g, f"use The Kadigir, Yzmir Bastion#{kadigir} a1")
    charge = put(g, p, "ALT_CORE_B_OR_23_C")
    before = ready_mana(g, p)
    play_spell(g, charge)
    assert before - ready_mana(g, p) == 0


def _kadigir_r_then(spell_id, src):
    g, p = start()
    kadigir = put(g, p, "ALT_CORE_B_YZ_30_R", Zone.LANDMARKS)
    act(g, f"use The Kadigir, Yzmir Bastion#{kadigir} a1")
    spell = put(g, p, spell_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = ready_mana(g, p)
    play_spell(g, spell, src)
    return g, p, spell, before - ready_mana(g, p)


def test_alt_core_b_yz_30_r_costs_8_and_a_fleeting_spell_from_hand_is_free_and_loses_fleeting():
    assert _kadigir_cost("ALT_CORE_B_YZ_30_R") == 8
    g, p, charge, paid = _kadigir_r_then("ALT_CORE_B_OR_23_C", "hand")  # Charge!: Fleeting
    assert paid == 0
    assert g.cards[charge].zone is Zone.RESERVE  # not discarded: it lost Fleeting


def test_alt_core_b_yz_30_r_from_reserve_the_spell_is_free_but_stays_fleeting():
    g, p, seal, paid = _kadigir_r_then("ALT_CORE_B_YZ_23_C", "reserve")  # Conjuring Seal, Reserve Cost 5
    assert paid == 0
    assert g.cards[seal].zone is Zone.DISCARD  # Fleeting from Reserve (CR 2.4.6.a)
