"""Corrupted Paju (Corruption, README rulings: Corruption): the common and the _R2 gain
Fleeting from hand unless your hand is empty; the _R1 can't be played while another card
is in your hand; each creates an Aerolith token in your Landmarks ({R} on the common, {J}
on the rares), and the rares' support {D} creates one in target player's Landmarks."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    AMELIA, can_play, card, clear_hand, put, settle, start, use_support,
)

AEROLITH = "ALT_CYCLONE_B_NE_03_C"


def _aeroliths(g, p) -> int:
    return sum(1 for c in g.players[p].landmarks if g.cards[c].card_id == AEROLITH)


def _played(version: str, src: str, empty_hand: bool):
    g, p = start()
    if empty_hand:
        clear_hand(g, p)
    me = put(g, p, version, Zone.HAND if src == "hand" else Zone.RESERVE)
    play(g, me, src=src)
    settle(g)
    return g, p, me


def _facts(version: str, st: tuple[int, int, int], faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost) == (2, 2) and d.faction.value == faction
    assert d.has_subtype("Corruption") and d.has_subtype("Adventurer")
    g, p, me = _played(version, "hand", True)
    assert stats(g, me) == st


def _fleeting_unless_hand_empty(version: str) -> None:
    g, p, me = _played(version, "hand", False)
    assert g.cards[me].has(Status.FLEETING)
    g, p, me = _played(version, "hand", True)
    assert not g.cards[me].has(Status.FLEETING)


def _support_aerolith_for_target_player(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    act(g, "player theirs")
    settle(g)
    assert g.cards[me].zone is Zone.DISCARD and _aeroliths(g, 1 - p) == 1


def test_alt_eole_b_ax_108_c_fleeting_unless_hand_empty_and_aerolith_from_reserve():
    _facts("ALT_EOLE_B_AX_108_C", (2, 2, 2), "AX")
    _fleeting_unless_hand_empty("ALT_EOLE_B_AX_108_C")
    g, p, me = _played("ALT_EOLE_B_AX_108_C", "hand", True)
    assert _aeroliths(g, p) == 0
    g, p, me = _played("ALT_EOLE_B_AX_108_C", "reserve", False)
    assert _aeroliths(g, p) == 1


def test_alt_eole_b_ax_108_r1_cant_be_played_with_another_card_in_hand():
    _facts("ALT_EOLE_B_AX_108_R1", (2, 2, 0), "AX")
    g, p = start()
    clear_hand(g, p)
    me = put(g, p, "ALT_EOLE_B_AX_108_R1")
    assert can_play(g, me)
    put(g, p, AMELIA)
    assert not can_play(g, me)
    g, p, me = _played("ALT_EOLE_B_AX_108_R1", "hand", True)
    assert _aeroliths(g, p) == 1 and not g.cards[me].has(Status.FLEETING)
    _support_aerolith_for_target_player("ALT_EOLE_B_AX_108_R1")


def test_alt_eole_b_ax_108_r2_fleeting_unless_hand_empty_and_aerolith_as_it_joins():
    _facts("ALT_EOLE_B_AX_108_R2", (2, 2, 0), "LY")
    _fleeting_unless_hand_empty("ALT_EOLE_B_AX_108_R2")
    g, p, me = _played("ALT_EOLE_B_AX_108_R2", "reserve", False)
    assert _aeroliths(g, p) == 1
    _support_aerolith_for_target_player("ALT_EOLE_B_AX_108_R2")
