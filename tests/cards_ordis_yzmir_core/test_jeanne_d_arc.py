"""Jeanne d'Arc (Axiom rare): when she leaves the Expedition zone, a Brassbug in each of your Expeditions."""

from tests.cards_ordis_yzmir_core.helpers import Phase, Side, Zone, put, recruits, run_until, start, stats, tokens_named


def test_alt_core_b_or_17_r2_creates_a_brassbug_in_each_expedition_when_she_leaves():
    g, p = start()
    jeanne = put(g, p, "ALT_CORE_B_OR_17_R2", Zone.EXPEDITION, Side.HERO)
    assert stats(g, jeanne) == (3, 3, 3)
    run_until(g, 2, Phase.MORNING)
    assert g.cards[jeanne].zone is Zone.RESERVE
    assert len(tokens_named(g, p, "Brassbug", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Brassbug", Side.COMPANION)) == 1
    assert recruits(g, p, Side.HERO) == []
