"""Yzmir Stargazer (rare): when I'm sacrificed, you may have target Character gain 2 boosts."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, act, pick, play_from_hand, play_spell, put, start, stats


def _sacrifice_stargazer(answer):
    g, p = start()
    gazer = put(g, p, "ALT_CORE_B_YZ_08_R", Zone.EXPEDITION, Side.HERO)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_20_C"))  # Gift of Self
    pick(g, gazer, "choose")
    assert "may" in g.pending.prompt
    act(g, answer)
    assert gazer in g.players[p].discard
    return g.cards[trooper].boosts


def test_alt_core_b_yz_08_r_sacrificed_may_give_a_character_2_boosts():
    assert _sacrifice_stargazer("yes") == 2


def test_alt_core_b_yz_08_r_sacrificed_the_boosts_may_be_declined():
    assert _sacrifice_stargazer("no") == 0


def test_alt_core_b_yz_08_r_costs_2_and_is_2_2_2():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_R")
    assert (paid, stats(g, cid)) == (2, (2, 2, 2))
