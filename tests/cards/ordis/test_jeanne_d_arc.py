"""Jeanne d'Arc: when she leaves the Expedition zone, Recruits in each of your Expeditions.

Jeanne d'Arc (Axiom rare): when she leaves the Expedition zone, a Brassbug in each of your Expeditions."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Phase, Side, Zone

from tests.cards.builders import put, recruits, run_until, start, tokens_named


def _jeanne_rests(card_id):
    g, p = start()
    jeanne = put(g, p, card_id, Zone.EXPEDITION, Side.HERO)
    assert recruits(g, p, Side.HERO) == [] and recruits(g, p, Side.COMPANION) == []
    run_until(g, 2, Phase.MORNING)  # Rest sends her to Reserve: she leaves the Expedition zone
    assert g.cards[jeanne].zone is Zone.RESERVE
    return len(recruits(g, p, Side.HERO)), len(recruits(g, p, Side.COMPANION))


def test_alt_core_b_or_17_c_creates_a_recruit_in_each_expedition_when_she_leaves():
    assert _jeanne_rests("ALT_CORE_B_OR_17_C") == (1, 1)


def test_alt_core_b_or_17_r_creates_two_recruits_in_each_expedition_when_she_leaves():
    assert _jeanne_rests("ALT_CORE_B_OR_17_R") == (2, 2)


def test_alt_core_b_or_17_r2_creates_a_brassbug_in_each_expedition_when_she_leaves():
    g, p = start()
    jeanne = put(g, p, "ALT_CORE_B_OR_17_R2", Zone.EXPEDITION, Side.HERO)
    assert stats(g, jeanne) == (3, 3, 3)
    run_until(g, 2, Phase.MORNING)
    assert g.cards[jeanne].zone is Zone.RESERVE
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []
