"""Akhlut: when I gain 1 or more boosts, you may exhaust target card in Reserve; {R} (the R1:
{J}) I gain 1 boost, which is itself such a gain."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, SKALD, add_mana, pick_if_asked, put, settle, start


def _boosted_exhausts(version: str, src: str):
    g, p = start()
    add_mana(g, p, 2)
    theirs = put(g, 1 - p, SKALD, Zone.RESERVE)
    akhlut = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    put(g, p, AMELIA, Zone.RESERVE)
    play(g, akhlut, src=src)
    settle(g)  # {R}/{J} I gain 1 boost, which triggers the second Reaction
    settle(g)
    assert g.cards[akhlut].boosts == 1
    act(g, "yes")
    pick_if_asked(g, theirs)
    assert g.cards[theirs].has(Status.EXHAUSTED)


def test_alt_alize_b_br_38_c_from_reserve_boost_lets_me_exhaust_a_reserve_card():
    _boosted_exhausts("ALT_ALIZE_B_BR_38_C", "reserve")


def test_alt_alize_b_br_38_r2_from_reserve_boost_lets_me_exhaust_a_reserve_card():
    _boosted_exhausts("ALT_ALIZE_B_BR_38_R2", "reserve")


def test_alt_alize_b_br_38_r1_joining_from_hand_boosts_and_exhausts():
    _boosted_exhausts("ALT_ALIZE_B_BR_38_R1", "hand")


def test_alt_alize_b_br_38_c_from_hand_no_boost_no_exhaust():
    g, p = start()
    add_mana(g, p, 2)
    theirs = put(g, 1 - p, SKALD, Zone.RESERVE)
    akhlut = put(g, p, "ALT_ALIZE_B_BR_38_C")
    play(g, akhlut)
    assert g.cards[akhlut].boosts == 0 and not g.emblems
    assert not g.cards[theirs].has(Status.EXHAUSTED)
