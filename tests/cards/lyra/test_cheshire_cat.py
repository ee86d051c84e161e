"""Cheshire Cat: {H} if I'm In Contact (README ruling), you may have target Character switch
Expeditions (CR 7.3.28): it joins its controller's other Expedition."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import AMELIA, check_facts, label, put, start


def _played(version: str, contact: bool):
    g, p = start()
    if not contact:
        g.players[1 - p].positions[Side.HERO] = 1  # their hero Expedition has left my region
    theirs = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    cat = put(g, p, version)
    play(g, cat, side="hero")
    asked = g.pending.kind == "may" and g.pending.player == p
    if asked:
        act(g, "yes")
        act(g, next(o for o in options(g) if label(g, theirs) in o))
    return g, theirs, asked


def _switches_in_contact_only(version: str) -> None:
    g, theirs, asked = _played(version, True)
    assert asked and g.cards[theirs].side is Side.COMPANION
    assert g.cards[theirs].zone is Zone.EXPEDITION
    g, theirs, asked = _played(version, False)
    assert not asked and g.cards[theirs].side is Side.HERO


def test_alt_duster_b_ly_91_c_in_contact_may_switch_a_characters_expeditions():
    _switches_in_contact_only("ALT_DUSTER_B_LY_91_C")
    check_facts("ALT_DUSTER_B_LY_91_C", 3, 3, (2, 2, 3), "LY")


def test_alt_duster_b_ly_91_r1_in_contact_may_switch_a_characters_expeditions():
    _switches_in_contact_only("ALT_DUSTER_B_LY_91_R1")
    check_facts("ALT_DUSTER_B_LY_91_R1", 3, 2, (3, 2, 3), "LY")


def test_alt_duster_b_ly_91_r2_in_contact_may_switch_a_characters_expeditions():
    _switches_in_contact_only("ALT_DUSTER_B_LY_91_R2")
    check_facts("ALT_DUSTER_B_LY_91_R2", 3, 2, (3, 2, 3), "YZ")
