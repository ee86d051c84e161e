"""Axiom Salvager: {R} Resupply.

Axiom Salvager (rares): {R} Resupply."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import put, ready_mana, start


SALVAGER = "ALT_CORE_B_AX_08_C"


def test_alt_core_b_ax_08_c_played_from_reserve_resupplies():
    g, p = start()
    cid = put(g, p, SALVAGER, Zone.RESERVE)
    top = g.players[p].deck[0]
    before = ready_mana(g, p)
    play(g, cid, src="reserve")
    assert before - ready_mana(g, p) == 2  # Reserve Cost 2
    assert top in g.players[p].reserve and g.players[p].deck[0] != top


def test_alt_core_b_ax_08_c_played_from_hand_does_not_resupply():
    g, p = start()
    cid = put(g, p, SALVAGER)
    top = g.players[p].deck[0]
    reserve = list(g.players[p].reserve)
    before = ready_mana(g, p)
    play(g, cid)
    assert before - ready_mana(g, p) == 1  # Hand Cost 1
    assert g.players[p].deck[0] == top and g.players[p].reserve == reserve


def _alt_core_b_ax_08_r_and_r2_from_reserve_resupply(version, cost, expected):
    g, p = start()
    cid = put(g, p, version, Zone.RESERVE)
    top = g.players[p].deck[0]
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 3 - cost
    assert stats(g, cid) == expected
    assert g.players[p].reserve == [top]


def test_alt_core_b_ax_08_r_from_reserve_resupply():
    _alt_core_b_ax_08_r_and_r2_from_reserve_resupply('ALT_CORE_B_AX_08_R', 1, (1, 1, 0))


def test_alt_core_b_ax_08_r2_from_reserve_resupply():
    _alt_core_b_ax_08_r_and_r2_from_reserve_resupply('ALT_CORE_B_AX_08_R2', 2, (1, 1, 1))


def test_alt_core_b_ax_08_r2_from_hand_does_not_resupply():
    g, p = start()
    play(g, put(g, p, "ALT_CORE_B_AX_08_R2"))
    assert ready_mana(g, p) == 2 and g.players[p].reserve == []
