"""Yzmir Stargazer: vanilla common and Axiom rare.

Yzmir Stargazer (rare): when I'm sacrificed, you may have target Character gain 2 boosts."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, confirm_own_only_target
from tests.cards.builders import (
    pick,
    play_from_hand,
    play_spell,
    plays_for_its_printed_costs,
    put,
    start,
)
from tests.log_text import prompt


def test_alt_core_b_yz_08_c_costs_2_and_is_1_2_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_C")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (2, (1, 2, 1), Zone.EXPEDITION)


def test_alt_core_b_yz_08_r2_costs_1_and_is_1_2_1_in_play():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_R2")
    assert (paid, stats(g, cid), g.cards[cid].zone) == (1, (1, 2, 1), Zone.EXPEDITION)


def _sacrifice_stargazer(answer):
    g, p = start()
    gazer = put(g, p, "ALT_CORE_B_YZ_08_R", Zone.EXPEDITION, Side.HERO)
    trooper = put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.COMPANION)
    play_spell(g, put(g, p, "ALT_CORE_B_YZ_20_C"))  # Gift of Self
    pick(g, gazer, "choose")
    assert "may" in prompt(g)
    act(g, answer)
    if answer == "yes":
        confirm_own_only_target(g, trooper)
    assert gazer in g.players[p].discard
    return g.cards[trooper].boosts


def test_alt_core_b_yz_08_r_sacrificed_may_give_a_character_2_boosts():
    assert _sacrifice_stargazer("yes") == 2


def test_alt_core_b_yz_08_r_sacrificed_the_boosts_may_be_declined():
    assert _sacrifice_stargazer("no") == 0


def test_alt_core_b_yz_08_r_costs_2_and_is_2_2_2():
    g, p, cid, paid = play_from_hand("ALT_CORE_B_YZ_08_R")
    assert (paid, stats(g, cid)) == (2, (2, 2, 2))


def test_alt_core_b_yz_08_r2_yzmir_stargazer_plays_for_its_printed_costs():
    plays_for_its_printed_costs("ALT_CORE_B_YZ_08_R2")
