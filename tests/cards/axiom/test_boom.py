"""Boom!: Fleeting. Sacrifice a Character (the rare: or Permanent). If you do, discard target
Character or Permanent."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import play
from tests.cards.builders import choose, put, ready_mana, start, target


AMELIA = "ALT_CORE_B_AX_11_C"
HUB = "ALT_CORE_B_AX_24_C"


def _alt_core_b_ax_21_sacrifices_a_character_to_discard_a_target(version):
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    theirs = put(g, 1 - p, HUB, Zone.LANDMARKS)
    boom = put(g, p, version)
    play(g, boom)
    assert ready_mana(g, p) == 0
    # the only thing to sacrifice and the only thing left to target: no question asked
    assert mine in g.players[p].discard
    assert theirs in g.players[1 - p].discard
    assert boom in g.players[p].discard  # Fleeting


def test_alt_core_b_ax_21_c_sacrifices_a_character_to_discard_a_target():
    _alt_core_b_ax_21_sacrifices_a_character_to_discard_a_target('ALT_CORE_B_AX_21_C')


def test_alt_core_b_ax_21_r_sacrifices_a_character_to_discard_a_target():
    _alt_core_b_ax_21_sacrifices_a_character_to_discard_a_target('ALT_CORE_B_AX_21_R')


def test_alt_core_b_ax_21_r2_sacrifices_a_character_to_discard_a_target():
    _alt_core_b_ax_21_sacrifices_a_character_to_discard_a_target('ALT_CORE_B_AX_21_R2')


def _alt_core_b_ax_21_c_and_r2_without_a_character_discard_nothing(version):
    g, p = start()
    put(g, p, HUB, Zone.LANDMARKS)  # a Permanent is not a Character
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, version))
    assert theirs in g.players[1 - p].expeditions[Side.HERO]
    assert g.players[p].landmarks


def test_alt_core_b_ax_21_c_without_a_character_discard_nothing():
    _alt_core_b_ax_21_c_and_r2_without_a_character_discard_nothing('ALT_CORE_B_AX_21_C')


def test_alt_core_b_ax_21_r2_without_a_character_discard_nothing():
    _alt_core_b_ax_21_c_and_r2_without_a_character_discard_nothing('ALT_CORE_B_AX_21_R2')


def test_alt_core_b_ax_21_r_may_sacrifice_a_permanent():
    g, p = start()
    hub = put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_21_R"))
    assert hub in g.players[p].discard
    assert theirs in g.players[1 - p].discard


def test_alt_core_b_ax_21_r_chooses_what_to_sacrifice():
    g, p = start()
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.HERO)
    hub = put(g, p, HUB, Zone.LANDMARKS)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    play(g, put(g, p, "ALT_CORE_B_AX_21_R"))
    choose(g, hub)
    assert hub in g.players[p].discard and mine in g.players[p].expeditions[Side.HERO]
    target(g, theirs)
    assert theirs in g.players[1 - p].discard


def test_alt_core_b_ax_21_r_without_anything_to_sacrifice_discards_nothing():
    g, p = start()
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, "ALT_CORE_B_AX_21_R"))
    assert theirs in g.players[1 - p].expeditions[Side.HERO]
