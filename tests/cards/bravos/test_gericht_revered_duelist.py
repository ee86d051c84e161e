"""Gericht, Revered Duelist: the common gains 1 boost whenever it gains Fleeting, and may gain
Fleeting again while Fleeting; the rares gain 1 boost instead of Fleeting."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import cast, play
from tests.cards.builders import add_mana, back_to, pick_if_asked, put, settle, start

FLEET = ab.GainStatus(kind="gain_status", objects=ab.Select(ref="target"), status="fleeting")


def test_alt_alize_b_br_37_c_from_reserve_fleeting_then_fleeting_again_two_boosts():
    g, p = start()
    add_mana(g, p, 4)
    gericht = put(g, p, "ALT_ALIZE_B_BR_37_C", Zone.RESERVE)
    play(g, gericht, src="reserve")
    settle(g)
    assert g.cards[gericht].has(Status.FLEETING) and g.cards[gericht].boosts == 1
    back_to(g, p)
    cast(g, FLEET)  # the only Character: it is already Fleeting, and gains it again
    pick_if_asked(g, gericht)
    settle(g)
    assert g.cards[gericht].boosts == 2


def test_alt_alize_b_br_37_c_from_hand_no_fleeting_no_boost():
    g, p = start()
    gericht = put(g, p, "ALT_ALIZE_B_BR_37_C")
    play(g, gericht)
    assert not g.cards[gericht].has(Status.FLEETING) and g.cards[gericht].boosts == 0


def _boost_instead(version: str):
    g, p = start()
    add_mana(g, p, 4)
    gericht = put(g, p, version, Zone.RESERVE)
    play(g, gericht, src="reserve")
    assert not g.cards[gericht].has(Status.FLEETING) and g.cards[gericht].boosts == 1
    back_to(g, p)
    cast(g, FLEET)
    pick_if_asked(g, gericht)
    assert not g.cards[gericht].has(Status.FLEETING) and g.cards[gericht].boosts == 2


def test_alt_alize_b_br_37_r1_played_from_reserve_gains_a_boost_instead_of_fleeting():
    _boost_instead("ALT_ALIZE_B_BR_37_R1")


def test_alt_alize_b_br_37_r2_played_from_reserve_gains_a_boost_instead_of_fleeting():
    _boost_instead("ALT_ALIZE_B_BR_37_R2")
