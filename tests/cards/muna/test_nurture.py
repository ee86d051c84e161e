"""Nurture: up to two target Characters each gain 1 boost (rare: 2 boosts).

Nurture (Ordis rare): up to two target Characters each gain 1 boost."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import CHRONICLER, check_facts, pick, put, start


def _cast(card_id):
    g, p = start()
    a = put(g, p, "ALT_CORE_B_LY_08_C", Zone.EXPEDITION)
    b = put(g, p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    c = put(g, 1 - p, "ALT_CORE_B_LY_16_C", Zone.EXPEDITION)
    spell = put(g, p, card_id)
    play(g, spell)
    return g, p, a, b, c


def test_alt_core_b_mu_27_c_two_target_characters_each_gain_one_boost():
    g, p, a, b, c = _cast("ALT_CORE_B_MU_27_C")
    pick(g, a)
    pick(g, b)
    assert (g.cards[a].boosts, g.cards[b].boosts, g.cards[c].boosts) == (1, 1, 0)


def test_alt_core_b_mu_27_c_may_target_just_one():
    g, p, a, b, c = _cast("ALT_CORE_B_MU_27_C")
    pick(g, c)
    assert "done" in options(g)
    act(g, "done")
    assert (g.cards[a].boosts, g.cards[b].boosts, g.cards[c].boosts) == (0, 0, 1)


def test_alt_core_b_mu_27_r_two_target_characters_each_gain_two_boosts():
    g, p, a, b, c = _cast("ALT_CORE_B_MU_27_R")
    pick(g, a)
    pick(g, c)
    assert (g.cards[a].boosts, g.cards[b].boosts, g.cards[c].boosts) == (2, 0, 2)


def test_alt_core_b_mu_27_r2_two_targets_each_gain_one_boost():
    g, p = start()
    a = put(g, p, CHRONICLER, Zone.EXPEDITION)
    b = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION)
    spell = put(g, p, "ALT_CORE_B_MU_27_R2")
    play(g, spell)
    pick(g, a)
    pick(g, b)
    assert g.cards[a].boosts == 1 and g.cards[b].boosts == 1
    check_facts("ALT_CORE_B_MU_27_R2", 2, 1, None, "OR")
