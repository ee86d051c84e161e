"""Armored Jammer (common): {J} Sabotage."""

from tests.cards_axiom_bravos_core.helpers import (Zone, act, new_game, options, play, put, ready_mana,
                                                   target)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_ax_28_c_joins_and_sabotages():
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    jam = put(g, p, "ALT_CORE_B_AX_28_C")
    play(g, jam)
    assert ready_mana(g, p) == 1 and jam in g.players[p].landmarks
    assert "done" in options(g)
    target(g, victim)
    assert victim in g.players[1 - p].discard


def test_alt_core_b_ax_28_c_sabotage_is_optional():
    g, p = new_game()
    victim = put(g, 1 - p, AMELIA, Zone.RESERVE)
    play(g, put(g, p, "ALT_CORE_B_AX_28_C", Zone.RESERVE), src="reserve")
    act(g, "done")
    assert victim in g.players[1 - p].reserve
