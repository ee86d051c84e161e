"""Walrus Scout: the common has no ability; the rares: {R} you may exhaust target card in
Reserve."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import exhausts_a_card_in_reserve, hero_exp, put, start


def test_alt_alize_b_ax_36_c_is_a_1_1_3_animal_without_ability():
    g, p = start()
    walrus = put(g, p, "ALT_ALIZE_B_AX_36_C", Zone.RESERVE)
    play(g, walrus, src="reserve")
    assert walrus in hero_exp(g, p) and stats(g, walrus) == (1, 1, 3)
    assert g.pending.kind == "turn" and g.pending.player != p  # nothing to resolve


def test_alt_alize_b_ax_36_r1_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_AX_36_R1")


def test_alt_alize_b_ax_36_r2_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_AX_36_R2")
