"""Kakoba, Legion Commander (Muna rare): {J} 3 boosts if you control three or more other Characters."""

from tests.cards_ordis_yzmir_core.helpers import Side, Zone, play, put, start


def _kakoba_with(mine):
    g, p = start()
    for i in range(mine):
        put(g, p, "ALT_CORE_B_OR_05_C", Zone.EXPEDITION, Side.HERO if i % 2 else Side.COMPANION)
    kakoba = put(g, p, "ALT_CORE_B_OR_15_R2")
    play(g, kakoba)
    return g.cards[kakoba].boosts


def test_alt_core_b_or_15_r2_gains_3_boosts_with_three_other_characters():
    assert _kakoba_with(3) == 3


def test_alt_core_b_or_15_r2_gains_nothing_with_two_other_characters():
    assert _kakoba_with(2) == 0
