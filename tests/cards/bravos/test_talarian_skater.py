"""Talarian Skater: Scout 1. {J} target Character gains 1 boost (rares: in play or in a
Reserve). Played for its Scout cost, it joins, boosts and goes to Reserve (CR 7.4.5.c)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import act
from tests.cards.builders import AMELIA, can_pick, pick, put, ready_mana, settle, start


def _skates(version: str, scout: bool, in_reserve: bool):
    g, p = start()
    friend = put(g, p, AMELIA, Zone.RESERVE if in_reserve else Zone.EXPEDITION)
    skater = put(g, p, version)
    before = ready_mana(g, p)
    act(g, f"play Talarian Skater#{skater}@hand -> hero{' scout' if scout else ''}")
    settle(g)
    return g, p, friend, skater, before - ready_mana(g, p)


def test_alt_bise_b_br_52_c_boosts_target_character_and_scouts_for_1():
    g, p, friend, skater, paid = _skates("ALT_BISE_B_BR_52_C", scout=False, in_reserve=False)
    assert paid == 3
    pick(g, friend)
    assert g.cards[friend].boosts == 1
    g, p, friend, skater, paid = _skates("ALT_BISE_B_BR_52_C", scout=True, in_reserve=True)
    assert paid == 1  # CR 7.4.5.c: the Scout cost
    assert not can_pick(g, friend)  # in Reserve: not a target for the common
    settle(g)
    assert g.cards[skater].zone is Zone.RESERVE and g.cards[friend].boosts == 0


def _boosts_in_reserve(version: str) -> None:
    g, p, friend, skater, paid = _skates(version, scout=True, in_reserve=True)
    assert paid == 1
    pick(g, friend)
    settle(g)
    assert g.cards[friend].boosts == 1 and friend in g.players[p].reserve
    assert g.cards[skater].zone is Zone.RESERVE


def test_alt_bise_b_br_52_r1_boosts_a_character_in_reserve_too():
    _boosts_in_reserve("ALT_BISE_B_BR_52_R1")


def test_alt_bise_b_br_52_r2_boosts_a_character_in_reserve_too():
    _boosts_in_reserve("ALT_BISE_B_BR_52_R2")
