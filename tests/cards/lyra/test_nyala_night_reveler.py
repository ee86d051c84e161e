"""Nyala, Night Reveler: {H} if I'm In Contact (README ruling), you may exchange a card from
your Reserve with a card from your hand (CR 7.3.9). R1 and Yzmir R2 also: support {D},
exchange another card from your Reserve with a card from your hand (CR 2.2.11.i)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, SKALD, check_facts, only_in_hand, put, settle_accepting, start


def _empty_reserve(g, p: int) -> None:
    for cid in list(g.players[p].reserve):
        g.players[p].reserve.remove(cid)
        g.players[p].discard.append(cid)
        g.cards[cid].zone = Zone.DISCARD


def _played(version: str, contact: bool):
    g, p = start()
    _empty_reserve(g, p)
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    stored = put(g, p, AMELIA, Zone.RESERVE)
    kept = put(g, p, SKALD)
    nyala = put(g, p, version)
    only_in_hand(g, p, [kept, nyala])
    play(g, nyala, side="hero")
    asked = g.pending is not None and g.pending.kind == "may" and g.pending.player == p
    settle_accepting(g)
    return g, p, stored, kept, asked


def _exchanges_in_contact_only(version: str) -> None:
    g, p, stored, kept, asked = _played(version, True)
    assert asked and stored in g.players[p].hand and kept in g.players[p].reserve
    g, p, stored, kept, asked = _played(version, False)
    assert not asked and stored in g.players[p].reserve and kept in g.players[p].hand


def _support_exchanges(version: str) -> None:
    g, p = start()
    _empty_reserve(g, p)
    me = put(g, p, version, Zone.RESERVE)
    stored = put(g, p, AMELIA, Zone.RESERVE)
    kept = put(g, p, SKALD)
    only_in_hand(g, p, [kept])
    act(g, f"use {g.cdef(me).name}#{me} s1")
    while g.pending.player == p and g.pending.kind != "turn":
        act(g, options(g)[0])
    assert me in g.players[p].discard
    assert stored in g.players[p].hand and kept in g.players[p].reserve


def test_alt_duster_b_ly_90_c_in_contact_may_exchange_reserve_and_hand_cards():
    _exchanges_in_contact_only("ALT_DUSTER_B_LY_90_C")
    check_facts("ALT_DUSTER_B_LY_90_C", 2, 2, (0, 2, 3), "LY")


def test_alt_duster_b_ly_90_r1_in_contact_exchange_and_support_exchanges_too():
    _exchanges_in_contact_only("ALT_DUSTER_B_LY_90_R1")
    _support_exchanges("ALT_DUSTER_B_LY_90_R1")
    check_facts("ALT_DUSTER_B_LY_90_R1", 2, 2, (0, 3, 3), "LY")


def test_alt_duster_b_ly_90_r2_in_contact_exchange_and_support_exchanges_too():
    _exchanges_in_contact_only("ALT_DUSTER_B_LY_90_R2")
    _support_exchanges("ALT_DUSTER_B_LY_90_R2")
    check_facts("ALT_DUSTER_B_LY_90_R2", 2, 2, (0, 3, 3), "YZ")
