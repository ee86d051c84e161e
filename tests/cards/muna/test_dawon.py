"""Dawon: {H} you may target another Character with Forest ({V}) less than or equal to mine;
it gains Anchored (CR 2.4.2)."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES, TROOPER, add_mana, can_pick, check_facts, pick_if_asked, put, settle, start,
)


def _anchors_a_weaker_forest(version: str) -> None:
    g, p = start()
    add_mana(g, p, 3)
    weak = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    strong = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    assert not can_pick(g, strong)
    pick_if_asked(g, weak)
    settle(g)
    assert g.cards[weak].has(Status.ANCHORED)


def test_alt_eole_b_mu_111_c_from_hand_may_anchor_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_111_C", 3, 2, (2, 0, 2), "MU")
    _anchors_a_weaker_forest("ALT_EOLE_B_MU_111_C")


def test_alt_eole_b_mu_111_r1_from_hand_may_anchor_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_111_R1", 3, 2, (3, 0, 3), "MU")
    _anchors_a_weaker_forest("ALT_EOLE_B_MU_111_R1")


def test_alt_eole_b_mu_111_r2_from_hand_may_anchor_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_111_R2", 3, 2, (3, 0, 3), "LY")
    _anchors_a_weaker_forest("ALT_EOLE_B_MU_111_R2")
