"""Smoke Them Out (Feat): {J} Resupply (the rares: draw a card, then put a card from your hand in
Reserve); completed when two {D} abilities (the Axiom rare: three {T} abilities) are activated
on one of your turns; Completed, {T}: the next time such an ability is activated this turn,
target Character (the rares: in play or in Reserve) gains 1 boost (README rulings, Feats and
{D} and {T} abilities)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import (TROOPER, check_facts, pick_if_asked, put, settle, start,
                                  use_ability, use_support)

OWL_R1 = "ALT_EOLE_B_LY_119_R1"  # Lakshmi's Owl: {D} the next Character costs {1} less


def _tapper(g, p) -> int:
    """A Character of yours with a {T} ability that draws a card."""
    return give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                               effect=[ab.Draw(kind="draw")])), Zone.EXPEDITION, Side.HERO)


def _tap(g, cid: int) -> None:
    act(g, f"use {g.cdef(cid).name}#{cid} a1")
    settle(g)


def _joins(version: str) -> tuple[int, int]:
    """How the hand (the Feat left out) and the Reserve changed as the Feat was played."""
    g, p = start()
    me = put(g, p, version)
    hand, reserve = len(g.players[p].hand) - 1, len(g.players[p].reserve)
    play(g, me)
    settle(g)
    if g.pending.kind == "choose":
        act(g, options(g)[0])
        settle(g)
    return len(g.players[p].hand) - hand, len(g.players[p].reserve) - reserve


def _with_d_abilities(version: str, target_in_reserve: bool) -> None:
    g, p = start()
    feat = put(g, p, version, Zone.LANDMARKS)
    owls = [put(g, p, OWL_R1, Zone.RESERVE) for _ in range(3)]
    use_support(g, owls[0])
    settle(g)
    assert not g.cards[feat].has(Status.COMPLETED)
    use_support(g, owls[1])
    settle(g)
    assert g.cards[feat].has(Status.COMPLETED)  # the second {D} ability this turn
    use_ability(g, feat, 3)
    settle(g)
    mine = put(g, p, TROOPER, Zone.RESERVE if target_in_reserve else Zone.EXPEDITION)
    use_support(g, owls[2])
    settle(g)
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].counters.get("boost", 0) == 1


def test_alt_eole_b_ly_121_c_two_d_abilities_complete_it_then_the_next_one_boosts():
    check_facts("ALT_EOLE_B_LY_121_C", 2, 2, None, "LY")
    drawn, put_in_reserve = _joins("ALT_EOLE_B_LY_121_C")
    assert (drawn, put_in_reserve) == (0, 1)  # Resupply (CR 7.3.22)
    _with_d_abilities("ALT_EOLE_B_LY_121_C", False)


def test_alt_eole_b_ly_121_r1_two_d_abilities_complete_it_then_one_boosts_a_reserve_card():
    check_facts("ALT_EOLE_B_LY_121_R1", 2, 2, None, "LY")
    drawn, put_in_reserve = _joins("ALT_EOLE_B_LY_121_R1")
    assert (drawn, put_in_reserve) == (0, 1)  # drew 1, then put 1 from hand in Reserve
    _with_d_abilities("ALT_EOLE_B_LY_121_R1", True)


def test_alt_eole_b_ly_121_r2_three_t_abilities_complete_it_then_the_next_one_boosts():
    check_facts("ALT_EOLE_B_LY_121_R2", 2, 2, None, "AX")
    drawn, put_in_reserve = _joins("ALT_EOLE_B_LY_121_R2")
    assert (drawn, put_in_reserve) == (0, 1)
    g, p = start()
    feat = put(g, p, "ALT_EOLE_B_LY_121_R2", Zone.LANDMARKS)
    tappers = [_tapper(g, p) for _ in range(4)]
    _tap(g, tappers[0])
    _tap(g, tappers[1])
    assert not g.cards[feat].has(Status.COMPLETED)
    _tap(g, tappers[2])
    assert g.cards[feat].has(Status.COMPLETED)
    use_ability(g, feat, 3)  # a {T} ability too, before its Emblem exists
    settle(g)
    mine = put(g, p, TROOPER, Zone.RESERVE)
    _tap(g, tappers[3])
    pick_if_asked(g, mine)
    settle(g)
    assert g.cards[mine].counters.get("boost", 0) == 1
