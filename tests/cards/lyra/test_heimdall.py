"""Heimdall: {H} you may have target Character switch Expeditions (CR 7.3.28); the R1 may
also move an Expedition Permanent, never a Landmark."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import AMELIA, HUB, add_mana, can_pick, pick, put, start

BOOTS = "ALT_ALIZE_B_BR_44_C"  # Technical Boots, an Expedition Permanent


def _heimdall(version: str):
    g, p = start()
    add_mana(g, p, 1)
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION)
    heimdall = put(g, p, version)
    play(g, heimdall)
    assert g.pending.kind == "may"
    act(g, "yes")
    return g, p, theirs, heimdall


def _moves_a_character(version: str) -> None:
    g, p, theirs, heimdall = _heimdall(version)
    pick(g, theirs)
    assert g.cards[theirs].side is Side.COMPANION and theirs in g.players[1 - p].expeditions[Side.COMPANION]


def test_alt_alize_b_ly_38_c_moves_target_character_to_its_other_expedition():
    _moves_a_character("ALT_ALIZE_B_LY_38_C")


def test_alt_alize_b_ly_38_r2_moves_target_character_to_its_other_expedition():
    _moves_a_character("ALT_ALIZE_B_LY_38_R2")


def test_alt_alize_b_ly_38_r1_may_move_an_expedition_permanent_not_a_landmark():
    g, p = start()
    add_mana(g, p, 1)
    boots = put(g, 1 - p, BOOTS, Zone.EXPEDITION)
    site = put(g, 1 - p, HUB, Zone.LANDMARKS)
    heimdall = put(g, p, "ALT_ALIZE_B_LY_38_R1")
    play(g, heimdall)
    act(g, "yes")
    assert not can_pick(g, site)
    pick(g, boots)
    assert g.cards[boots].side is Side.COMPANION and g.cards[site].zone is Zone.LANDMARKS
