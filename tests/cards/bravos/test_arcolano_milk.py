"""Arcolano Milk, an Expedition Permanent: when another Character joins my Expedition, it gains
1 boost (R1: 2) and Fleeting."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import SKALD, put, settle, start


def _joining_character(version: str, side: str):
    g, p = start()
    put(g, p, version, Zone.EXPEDITION)  # in the Hero Expedition
    skald = put(g, p, SKALD)
    play(g, skald, side=side)
    settle(g)
    return g.cards[skald]


def _boosts_and_fleeting(version: str, boosts: int) -> None:
    joined = _joining_character(version, "hero")
    assert joined.boosts == boosts and joined.has(Status.FLEETING)
    elsewhere = _joining_character(version, "companion")
    assert elsewhere.boosts == 0 and not elsewhere.has(Status.FLEETING)


def test_alt_alize_b_br_43_c_joining_character_gains_a_boost_and_fleeting():
    _boosts_and_fleeting("ALT_ALIZE_B_BR_43_C", 1)


def test_alt_alize_b_br_43_r1_joining_character_gains_2_boosts_and_fleeting():
    _boosts_and_fleeting("ALT_ALIZE_B_BR_43_R1", 2)


def test_alt_alize_b_br_43_r2_joining_character_gains_a_boost_and_fleeting():
    _boosts_and_fleeting("ALT_ALIZE_B_BR_43_R2", 1)
