"""Axiom Salvager (rares): {R} Resupply."""

from tests.cards_axiom_bravos_core.helpers import Zone, new_game, play, put, ready_mana, stats


def _alt_core_b_ax_08_r_and_r2_from_reserve_resupply(version, cost, expected):
    g, p = new_game()
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
    g, p = new_game()
    play(g, put(g, p, "ALT_CORE_B_AX_08_R2"))
    assert ready_mana(g, p) == 2 and g.players[p].reserve == []
