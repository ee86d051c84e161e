"""Jeanne d'Arc: when she leaves the Expedition zone, Recruits in each of your Expeditions."""

from altered_tui.engine.types import Phase

from tests.cards_ordis_yzmir.helpers import Side, Zone, put, recruits, run_until, start


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
