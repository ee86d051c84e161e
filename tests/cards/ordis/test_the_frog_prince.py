"""The Frog Prince: vanilla common and rare; the Axiom rare's support makes a Permanent cheaper."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, options
from tests.cards.builders import play_from_hand, play_spell, plays_for_its_printed_costs, put, start


def test_alt_core_b_or_09_c_costs_2_and_is_3_0_3_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_09_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (3, 0, 3), Zone.EXPEDITION)


def test_alt_core_b_or_09_r_costs_1_and_is_2_0_2_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_09_R")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (1, (2, 0, 2), Zone.EXPEDITION)


def test_alt_core_b_or_09_r2_costs_2_and_is_3_0_3_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_09_R2", Side.COMPANION)
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (3, 0, 3), Zone.EXPEDITION)


def test_alt_core_b_or_09_r2_discarded_from_reserve_makes_the_next_permanent_cost_1_less():
    g, p = start()
    frog = put(g, p, "ALT_CORE_B_OR_09_R2", Zone.RESERVE)
    carrier = put(g, p, "ALT_CORE_B_OR_30_C")  # Ordis Carrier, a Landmark costing 3
    act(g, f"use The Frog Prince#{frog} s1")
    assert frog in g.players[p].discard
    assert g.pending.player == p  # a quick action does not end the turn
    before = len(ready_orbs(g, p))
    play_spell(g, carrier)
    assert carrier in g.players[p].landmarks
    assert before - len(ready_orbs(g, p)) == 2


def test_alt_core_b_or_09_r2_support_does_not_discount_a_character():
    g, p = start()
    frog = put(g, p, "ALT_CORE_B_OR_09_R2", Zone.RESERVE)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")
    act(g, f"use The Frog Prince#{frog} s1")
    before = len(ready_orbs(g, p))
    act(g, f"play Ordis Trooper#{trooper}@hand -> hero")
    assert before - len(ready_orbs(g, p)) == 1
    assert not any(o.startswith("use The Frog Prince") for o in options(g))


def test_alt_core_b_or_09_r_the_frog_prince_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_OR_09_R")
