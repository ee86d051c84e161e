"""Ordis Cadets: {J} a Recruit in my Expedition.

Ordis Cadets rares: {J} a Recruit in your other Expedition; the Yzmir rare in its own, plus a Spell discount support."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import play_from_hand, play_spell, put, ready_mana, recruits, start


def test_alt_core_b_or_06_c_creates_a_recruit_in_its_own_expedition_when_it_joins():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_OR_06_C", Side.COMPANION)
    assert (paid, stats(g, cid)) == (2, (1, 1, 0))
    assert len(recruits(g, p, Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []


def test_alt_core_b_or_06_r_creates_a_recruit_in_your_other_expedition():
    g, p = start()
    cadets = put(g, p, "ALT_CORE_B_OR_06_R")
    play(g, cadets, "hero")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert stats(g, cadets) == (1, 1, 1)


def test_alt_core_b_or_06_r2_creates_a_recruit_in_its_own_expedition():
    g, p = start()
    cadets = put(g, p, "ALT_CORE_B_OR_06_R2")
    play(g, cadets, "companion")
    assert len(recruits(g, p, Side.COMPANION)) == 1 and recruits(g, p, Side.HERO) == []
    assert stats(g, cadets) == (1, 1, 0)


def test_alt_core_b_or_06_r2_discarded_from_reserve_makes_the_next_spell_cost_1_less():
    g, p = start()
    cadets = put(g, p, "ALT_CORE_B_OR_06_R2", Zone.RESERVE)
    charge = put(g, p, "ALT_CORE_B_OR_23_C")  # a Spell costing 2
    act(g, f"use Ordis Cadets#{cadets} s1")
    assert cadets in g.players[p].discard
    before = ready_mana(g, p)
    play_spell(g, charge)
    assert before - ready_mana(g, p) == 1
