"""Jack Frost: {H} (the rares: {J}) you may exhaust target card in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import AMELIA, exhausts_a_card_in_reserve, put, start


def test_alt_alize_b_mu_31_c_from_hand_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_MU_31_C", src="hand")


def test_alt_alize_b_mu_31_c_from_reserve_does_nothing():
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    jack = put(g, p, "ALT_ALIZE_B_MU_31_C", Zone.RESERVE)
    play(g, jack, src="reserve")
    assert not g.cards[theirs].has(Status.EXHAUSTED) and g.pending.player != p


def test_alt_alize_b_mu_31_r1_joining_from_hand_or_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_MU_31_R1", src="hand")
    exhausts_a_card_in_reserve("ALT_ALIZE_B_MU_31_R1", src="reserve")


def test_alt_alize_b_mu_31_r2_joining_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_MU_31_R2", src="reserve")
