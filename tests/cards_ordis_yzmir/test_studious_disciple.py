"""Studious Disciple: support {D}: the next Spell you play this turn costs {1} less."""

from tests.cards_ordis_yzmir.helpers import Zone, act, play_from_hand, play_spell, put, ready_orbs, start, stats


def test_alt_core_b_yz_04_c_costs_1_and_is_0_1_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_04_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (1, (0, 1, 1), Zone.EXPEDITION)


def test_alt_core_b_yz_04_c_discarded_from_reserve_makes_the_next_spell_cost_1_less():
    g, p = start()
    disciple = put(g, p, "ALT_CORE_B_YZ_04_C", Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")  # a Spell costing 2
    act(g, f"use Studious Disciple#{disciple} s1")
    assert disciple in g.players[p].discard and g.pending.player == p
    before = len(ready_orbs(g, p))
    play_spell(g, charge)
    assert before - len(ready_orbs(g, p)) == 1


def test_alt_core_b_yz_04_c_support_does_not_discount_a_character():
    g, p = start()
    disciple = put(g, p, "ALT_CORE_B_YZ_04_C", Zone.RESERVE)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    act(g, f"use Studious Disciple#{disciple} s1")
    before = len(ready_orbs(g, p))
    act(g, f"play Ordis Trooper#{trooper}@hand -> hero")
    assert before - len(ready_orbs(g, p)) == 1
