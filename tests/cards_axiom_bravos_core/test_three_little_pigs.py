"""Three Little Pigs (Bravos rare): {J} If you control one or more Landmarks, I gain 1 boost."""

from altered_tui.cards.models import Faction

from tests.cards_axiom_bravos_core.helpers import Zone, card, new_game, play, put, stats

PIGS = "ALT_CORE_B_AX_12_R2"
HUB = "ALT_CORE_B_AX_24_C"


def test_alt_core_b_ax_12_r2_with_one_landmark_gains_a_boost():
    assert card(PIGS).faction is Faction.BR
    g, p = new_game()
    put(g, p, HUB, Zone.LANDMARKS)
    cid = put(g, p, PIGS)
    play(g, cid)
    assert stats(g, cid) == (4, 4, 4)


def test_alt_core_b_ax_12_r2_without_landmarks_gains_nothing():
    g, p = new_game()
    put(g, 1 - p, HUB, Zone.LANDMARKS)  # the opponent's does not count
    cid = put(g, p, PIGS)
    play(g, cid)
    assert stats(g, cid) == (3, 3, 3)
