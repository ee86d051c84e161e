"""The Beast of Gévaudan: {H} you may target another Character with Forest ({V}) less than or
or equal to mine; it switches Expeditions (CR 7.3.28)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, play
from tests.cards.builders import (
    ACHILLES, TROOPER, add_mana, can_pick, check_facts, pick_if_asked, put, settle, start,
)


def _switches_a_weaker_forest(version: str) -> None:
    g, p = start()
    add_mana(g, p, 4)
    weak = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    strong = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    assert not can_pick(g, strong)
    pick_if_asked(g, weak)
    settle(g)
    assert g.cards[weak].side is Side.COMPANION


def test_alt_eole_b_mu_114_c_from_hand_may_switch_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_114_C", 4, 3, (3, 3, 4), "MU")
    _switches_a_weaker_forest("ALT_EOLE_B_MU_114_C")


def test_alt_eole_b_mu_114_r1_from_hand_may_switch_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_114_R1", 3, 3, (3, 3, 3), "MU")
    _switches_a_weaker_forest("ALT_EOLE_B_MU_114_R1")


def test_alt_eole_b_mu_114_r2_from_hand_may_switch_a_character_with_no_more_forest_than_mine():
    check_facts("ALT_EOLE_B_MU_114_R2", 3, 3, (3, 3, 3), "YZ")
    _switches_a_weaker_forest("ALT_EOLE_B_MU_114_R2")
