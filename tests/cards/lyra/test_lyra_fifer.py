"""Lyra Fifer: {J} I gain 1 boost if a card in your Expeditions or Reserve has a {D} ability
(common), if a {D} ability was activated this turn (Lyra rare), if a {T} ability was (Axiom
rare); the rares' {D}: the next Character you play this turn gains 1 boost."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give, play
from tests.cards.builders import TROOPER, check_facts, put, settle, start, use_support

OWL_R1 = "ALT_EOLE_B_LY_119_R1"  # Lakshmi's Owl: {D} the next Character costs {1} less


def _boosts(g, p, version: str) -> int:
    me = put(g, p, version)
    play(g, me)
    settle(g)
    return g.cards[me].counters.get("boost", 0)


def test_alt_eole_b_ly_109_c_a_boost_while_a_card_of_yours_has_a_d_ability():
    check_facts("ALT_EOLE_B_LY_109_C", 2, 2, (2, 1, 1), "LY")
    g, p = start()
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_C") == 0
    g, p = start()
    put(g, p, OWL_R1, Zone.RESERVE)
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_C") == 1
    g, p = start()
    put(g, 1 - p, OWL_R1, Zone.RESERVE)  # the opponent's does not count
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_C") == 0


def _support(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1


def test_alt_eole_b_ly_109_r1_a_boost_once_a_d_ability_was_activated_this_turn():
    check_facts("ALT_EOLE_B_LY_109_R1", 2, 2, (2, 2, 2), "LY")
    g, p = start()
    put(g, p, OWL_R1, Zone.RESERVE)  # there, not activated
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_R1") == 0
    g, p = start()
    use_support(g, put(g, p, OWL_R1, Zone.RESERVE))
    settle(g)
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_R1") == 1
    _support("ALT_EOLE_B_LY_109_R1")


def test_alt_eole_b_ly_109_r2_a_boost_once_a_t_ability_was_activated_this_turn():
    check_facts("ALT_EOLE_B_LY_109_R2", 2, 2, (2, 2, 2), "AX")
    g, p = start()
    use_support(g, put(g, p, OWL_R1, Zone.RESERVE))  # a {D} ability is not a {T} one
    settle(g)
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_R2") == 0
    g, p = start()
    tapper = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                                 effect=[ab.Draw(kind="draw")])), Zone.EXPEDITION, Side.HERO)
    act(g, f"use {g.cdef(tapper).name}#{tapper} a1")
    settle(g)
    assert _boosts(g, p, "ALT_EOLE_B_LY_109_R2") == 1
    _support("ALT_EOLE_B_LY_109_R2")
