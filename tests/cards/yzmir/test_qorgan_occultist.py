"""Qorgan Occultist: {H} I gain Fleeting unless you discarded a card from your hand (the rares:
or your Reserve) this turn (README rulings, Corruption and discards this turn)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, give, play
from tests.cards.builders import back_to, check_facts, put, settle, start, use_support

OWL_R1 = "ALT_EOLE_B_LY_119_R1"  # its {D} discards it from the Reserve


def _discard_from_hand(g, p) -> None:
    """A quick action of yours makes you discard a card from your hand (the turn goes on)."""
    me = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.DiscardFromHand(kind="discard_from_hand")])), Zone.EXPEDITION, Side.HERO)
    act(g, f"use {g.cdef(me).name}#{me} a1")
    if g.pending.kind == "choose":
        from tests.abilities.support import options
        act(g, options(g)[0])
    settle(g)


def _fleeting(version: str, before=None) -> bool:
    g, p = start()
    if before is not None:
        before(g, p)
    me = put(g, p, version)
    play(g, me)
    settle(g)
    return g.cards[me].has(Status.FLEETING)


def _from_reserve(g, p) -> None:
    use_support(g, put(g, p, OWL_R1, Zone.RESERVE))
    settle(g)


def _last_turn(g, p) -> None:
    """A discard on an earlier turn of the Day does not count."""
    _discard_from_hand(g, p)
    from tests.abilities.support import play as play_card
    from tests.cards.builders import TROOPER
    play_card(g, put(g, p, TROOPER))  # ends this turn
    settle(g)
    back_to(g, p)


def test_alt_eole_b_yz_106_c_fleeting_unless_you_discarded_from_hand_this_turn():
    check_facts("ALT_EOLE_B_YZ_106_C", 1, 1, (2, 0, 1), "YZ")
    assert _fleeting("ALT_EOLE_B_YZ_106_C")
    assert not _fleeting("ALT_EOLE_B_YZ_106_C", _discard_from_hand)
    assert _fleeting("ALT_EOLE_B_YZ_106_C", _from_reserve)  # the Reserve does not count here
    assert _fleeting("ALT_EOLE_B_YZ_106_C", _last_turn)


def test_alt_eole_b_yz_106_r1_fleeting_unless_you_discarded_from_hand_or_reserve():
    check_facts("ALT_EOLE_B_YZ_106_R1", 1, 1, (2, 0, 2), "YZ")
    assert _fleeting("ALT_EOLE_B_YZ_106_R1")
    assert not _fleeting("ALT_EOLE_B_YZ_106_R1", _discard_from_hand)
    assert not _fleeting("ALT_EOLE_B_YZ_106_R1", _from_reserve)


def test_alt_eole_b_yz_106_r2_fleeting_unless_you_discarded_from_hand_or_reserve():
    check_facts("ALT_EOLE_B_YZ_106_R2", 1, 1, (2, 0, 2), "LY")
    assert _fleeting("ALT_EOLE_B_YZ_106_R2")
    assert not _fleeting("ALT_EOLE_B_YZ_106_R2", _from_reserve)
