"""Bastet: support {D}: the next Character with Base Cost {3} or less you play this turn
gains Anchored (CR 2.4.2)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import ACHILLES, TROOPER, add_mana, check_facts, put, settle, start, use_support


def _next_cheap_character_anchored(version: str) -> None:
    g, p = start()
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].has(Status.ANCHORED)
    g, p = start()
    add_mana(g, p, 5)
    me = put(g, p, version, Zone.RESERVE)
    use_support(g, me)
    settle(g)
    dear = put(g, p, ACHILLES)  # Hand Cost 5
    play(g, dear)
    settle(g)
    assert not g.cards[dear].has(Status.ANCHORED)


def test_alt_eole_b_ly_111_c_support_next_cheap_character_gains_anchored():
    check_facts("ALT_EOLE_B_LY_111_C", 3, 3, (2, 3, 3), "LY")
    _next_cheap_character_anchored("ALT_EOLE_B_LY_111_C")


def test_alt_eole_b_ly_111_r1_support_next_cheap_character_gains_anchored():
    check_facts("ALT_EOLE_B_LY_111_R1", 3, 3, (2, 4, 4), "LY")
    _next_cheap_character_anchored("ALT_EOLE_B_LY_111_R1")


def test_alt_eole_b_ly_111_r2_support_next_cheap_character_gains_anchored():
    check_facts("ALT_EOLE_B_LY_111_R2", 3, 3, (2, 4, 4), "YZ")
    _next_cheap_character_anchored("ALT_EOLE_B_LY_111_R2")
