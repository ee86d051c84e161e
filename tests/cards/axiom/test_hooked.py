"""Hooked: Target Character switches Expeditions (the rare also draws a card)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"


def _alt_core_b_ax_20_c_and_r2_switch_a_character(version, cost):
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, version)
    hand = len(g.players[p].hand)
    play(g, spell)
    assert ready_mana(g, p) == 3 - cost
    assert theirs in g.players[1 - p].expeditions[Side.COMPANION]
    assert len(g.players[p].hand) == hand - 1  # no card drawn
    assert spell in g.players[p].reserve


def test_alt_core_b_ax_20_c_switch_a_character():
    _alt_core_b_ax_20_c_and_r2_switch_a_character('ALT_CORE_B_AX_20_C', 1)


def test_alt_core_b_ax_20_r2_switch_a_character():
    _alt_core_b_ax_20_c_and_r2_switch_a_character('ALT_CORE_B_AX_20_R2', 1)


def test_alt_core_b_ax_20_r_switches_and_draws():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    spell = put(g, p, "ALT_CORE_B_AX_20_R")
    hand = len(g.players[p].hand)
    play(g, spell)
    target(g, mine)
    assert ready_mana(g, p) == 1
    assert mine in g.players[p].expeditions[Side.HERO]
    assert theirs in g.players[1 - p].expeditions[Side.HERO]
    assert len(g.players[p].hand) == hand  # played one, drew one
