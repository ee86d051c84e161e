"""Lord Kelvin: {R} you may exhaust target card in Reserve."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, add_mana, exhausts_a_card_in_reserve, put, start


def test_alt_alize_b_ax_44_c_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_AX_44_C")


def test_alt_alize_b_ax_44_r1_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_AX_44_R1")


def test_alt_alize_b_ax_44_r2_from_reserve_exhausts_target_card_in_reserve():
    exhausts_a_card_in_reserve("ALT_ALIZE_B_AX_44_R2")


def test_alt_alize_b_ax_44_c_the_exhaust_may_be_declined():
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.RESERVE)
    kelvin = put(g, p, "ALT_ALIZE_B_AX_44_C", Zone.RESERVE)
    play(g, kelvin, src="reserve")
    act(g, "no")
    assert not g.cards[theirs].has(Status.EXHAUSTED)
