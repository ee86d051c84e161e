"""Kelon Elemental: {H} put a card from your hand in Reserve.

Kelon Elemental (rares): {H} You may put a card from your hand in Reserve."""

from altered_tui.cards.models import Faction
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import card, choose, label, put, ready_mana, start


KELON_ELEMENTAL = "ALT_CORE_B_AX_04_C"
AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_04_c_played_from_hand_puts_a_card_from_hand_in_reserve():
    g, p = start()
    spare = put(g, p, AMELIA)
    cid = put(g, p, KELON_ELEMENTAL)
    play(g, cid)
    assert g.pending.player == p and g.pending.kind == "choose"
    act(g, f"choose {label(g, spare)}")
    assert spare in g.players[p].reserve and spare not in g.players[p].hand


def test_alt_core_b_ax_04_c_played_from_reserve_does_nothing_to_the_hand():
    g, p = start()
    hand = list(g.players[p].hand)
    cid = put(g, p, KELON_ELEMENTAL, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and g.pending.player == 1 - p
    assert g.players[p].hand == hand
    assert not any(o.startswith("choose") for o in options(g))


def _played(version):
    g, p = start()
    cid = put(g, p, version)
    kept = put(g, p, AMELIA)
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (1, 3, 3)
    assert g.pending.kind == "may" and g.pending.player == p
    return g, p, cid, kept


def _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve(version):
    g, p, cid, kept = _played(version)
    hand = len(g.players[p].hand)
    act(g, "yes")
    choose(g, kept)
    assert kept in g.players[p].reserve and len(g.players[p].hand) == hand - 1


def test_alt_core_b_ax_04_r_may_put_a_card_from_hand_in_reserve():
    _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve('ALT_CORE_B_AX_04_R')


def test_alt_core_b_ax_04_r2_may_put_a_card_from_hand_in_reserve():
    _alt_core_b_ax_04_r_and_r2_may_put_a_card_from_hand_in_reserve('ALT_CORE_B_AX_04_R2')


def test_alt_core_b_ax_04_r_may_decline():
    g, p, cid, kept = _played("ALT_CORE_B_AX_04_R")
    act(g, "no")
    assert kept in g.players[p].hand and g.players[p].reserve == []


def test_alt_core_b_ax_04_r2_is_muna_and_declining_keeps_the_hand():
    assert card("ALT_CORE_B_AX_04_R2").faction is Faction.MU
    g, p, cid, kept = _played("ALT_CORE_B_AX_04_R2")
    assert options(g) == ["yes", "no"]
    act(g, "no")
    assert kept in g.players[p].hand


def test_alt_core_b_ax_04_r_from_reserve_asks_nothing():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_AX_04_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and g.pending.player != p
