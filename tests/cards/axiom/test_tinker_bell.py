"""Tinker Bell: {R} Sabotage."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import options, play
from tests.cards.builders import put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"


def _alt_core_b_ax_09_from_reserve_sabotages(version):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (1, 3, 3)
    assert "done" in options(g)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_09_c_from_reserve_sabotages():
    _alt_core_b_ax_09_from_reserve_sabotages('ALT_CORE_B_AX_09_C')


def test_alt_core_b_ax_09_r_from_reserve_sabotages():
    _alt_core_b_ax_09_from_reserve_sabotages('ALT_CORE_B_AX_09_R')


def test_alt_core_b_ax_09_r2_from_reserve_sabotages():
    _alt_core_b_ax_09_from_reserve_sabotages('ALT_CORE_B_AX_09_R2')


def _alt_core_b_ax_09_from_hand_does_not_sabotage(version, cost):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, version))
    assert ready_mana(g, p) == 3 - cost
    assert g.pending.kind == "turn" and victim in g.players[1 - p].reserve


def test_alt_core_b_ax_09_c_from_hand_does_not_sabotage():
    _alt_core_b_ax_09_from_hand_does_not_sabotage('ALT_CORE_B_AX_09_C', 3)


def test_alt_core_b_ax_09_r_from_hand_does_not_sabotage():
    _alt_core_b_ax_09_from_hand_does_not_sabotage('ALT_CORE_B_AX_09_R', 2)
