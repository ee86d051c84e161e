"""Kakoba, Legion Commander: {J} boosts if you control three or more other Characters.

Kakoba, Legion Commander (Muna rare): {J} 3 boosts if you control three or more other Characters."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import put, start


def _kakoba_with(card_id, mine, theirs=0):
    g, p = start()
    for i in range(mine):
        put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    for _ in range(theirs):
        put(g, 1 - p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO)
    kakoba = put(g, p, card_id)
    play(g, kakoba)
    return g.cards[kakoba].boosts


def test_alt_core_b_or_15_c_gains_2_boosts_with_three_other_characters():
    assert _kakoba_with("ALT_CORE_B_OR_15_C", mine=3) == 2


def test_alt_core_b_or_15_c_gains_nothing_with_two_other_characters_and_opponents_dont_count():
    assert _kakoba_with("ALT_CORE_B_OR_15_C", mine=2, theirs=3) == 0


def test_alt_core_b_or_15_r_gains_3_boosts_with_three_other_characters():
    assert _kakoba_with("ALT_CORE_B_OR_15_R", mine=3) == 3


def test_alt_core_b_or_15_r_gains_nothing_with_two_other_characters():
    assert _kakoba_with("ALT_CORE_B_OR_15_R", mine=2) == 0


def _kakoba_r2_with(mine):
    g, p = start()
    for i in range(mine):
        put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    kakoba = put(g, p, "ALT_CORE_B_OR_15_R2")
    play(g, kakoba)
    return g.cards[kakoba].boosts


def test_alt_core_b_or_15_r2_gains_3_boosts_with_three_other_characters():
    assert _kakoba_r2_with(3) == 3


def test_alt_core_b_or_15_r2_gains_nothing_with_two_other_characters():
    assert _kakoba_r2_with(2) == 0
