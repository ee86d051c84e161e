"""Bravos Vanguard: {J} You may have another target Character lose Fleeting (rares: and gain
1 boost)."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, confirm_own_only_target, options, play
from tests.cards.builders import label, put, ready_mana, start, target

AMELIA = "ALT_CORE_B_AX_11_C"


def _fleeting_friend_then_vanguard(version, src="hand"):
    g, p = start()
    friend = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    g.cards[friend].status |= Status.FLEETING
    cid = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, cid, src=src)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (4, 2, 2)
    assert g.pending.kind == "may"
    return g, p, friend, cid


def test_alt_core_b_br_14_c_another_character_loses_fleeting():
    g, p, friend, cid = _fleeting_friend_then_vanguard("ALT_CORE_B_BR_14_C")
    act(g, "yes")
    confirm_own_only_target(g, friend)
    assert not g.cards[friend].has(Status.FLEETING) and g.cards[friend].boosts == 0


def _alt_core_b_br_14_r_and_r2_another_character_loses_fleeting_and_gains_a_boost(version):
    g, p, friend, cid = _fleeting_friend_then_vanguard(version)
    act(g, "yes")
    confirm_own_only_target(g, friend)
    assert not g.cards[friend].has(Status.FLEETING) and g.cards[friend].boosts == 1
    assert g.cards[cid].boosts == 0


def test_alt_core_b_br_14_r_another_character_loses_fleeting_and_gains_a_boost():
    _alt_core_b_br_14_r_and_r2_another_character_loses_fleeting_and_gains_a_boost('ALT_CORE_B_BR_14_R')


def test_alt_core_b_br_14_r2_another_character_loses_fleeting_and_gains_a_boost():
    _alt_core_b_br_14_r_and_r2_another_character_loses_fleeting_and_gains_a_boost('ALT_CORE_B_BR_14_R2')


def _alt_core_b_br_14_c_and_r_cannot_target_itself(version):
    g, p, friend, cid = _fleeting_friend_then_vanguard(version, src="reserve")
    assert g.cards[cid].has(Status.FLEETING)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    act(g, "yes")
    assert f"target {label(g, cid)}" not in options(g)
    target(g, theirs)
    assert g.cards[cid].has(Status.FLEETING) and g.cards[friend].has(Status.FLEETING)


def test_alt_core_b_br_14_c_cannot_target_itself():
    _alt_core_b_br_14_c_and_r_cannot_target_itself('ALT_CORE_B_BR_14_C')


def test_alt_core_b_br_14_r_cannot_target_itself():
    _alt_core_b_br_14_c_and_r_cannot_target_itself('ALT_CORE_B_BR_14_R')


def test_alt_core_b_br_14_r_may_decline():
    g, p, friend, cid = _fleeting_friend_then_vanguard("ALT_CORE_B_BR_14_R")
    act(g, "no")
    assert g.cards[friend].has(Status.FLEETING) and g.cards[friend].boosts == 0
