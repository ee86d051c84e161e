"""Axiom Scrambler: {H} Sabotage (discard up to one target card in a Reserve).

Axiom Scrambler (Muna rare): {H} Sabotage."""

import pytest

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, label, put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"


def _scramble_from_hand(version: str, hand_cost: int):
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version)
    before = ready_mana(g, p)
    play(g, cid)
    assert before - ready_mana(g, p) == hand_cost
    assert "done" in options(g)  # "up to one"
    act(g, f"target {label(g, victim)}")
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_15_c_played_from_hand_sabotages_a_reserve_card():
    _scramble_from_hand("ALT_CORE_B_AX_15_C", 4)


def test_alt_core_b_ax_15_r_played_from_hand_sabotages_a_reserve_card_for_three():
    _scramble_from_hand("ALT_CORE_B_AX_15_R", 3)


@pytest.mark.parametrize("version", ["ALT_CORE_B_AX_15_C", "ALT_CORE_B_AX_15_R"])
def test_alt_core_b_ax_15_played_from_reserve_does_not_sabotage(version):
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert g.pending.kind == "turn" and victim in g.players[1 - p].reserve


def test_alt_core_b_ax_15_r2_from_hand_sabotages():
    g, p = start()
    add_mana(g, p, 1)
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    cid = put(g, p, "ALT_CORE_B_AX_15_R2")
    play(g, cid)
    assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 4, 2)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_15_r2_from_reserve_does_not_sabotage():
    g, p = start()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_CORE_B_AX_15_R2", Zone.RESERVE), src="reserve")
    assert ready_mana(g, p) == 0 and g.pending.kind == "turn"
    assert victim in g.players[1 - p].reserve
