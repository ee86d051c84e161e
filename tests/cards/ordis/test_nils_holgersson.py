"""Nils Holgersson: a Character with no ability."""

from tests.cards.builders import card, check_facts


def test_alt_eole_b_or_106_c_has_its_printed_costs_and_statistics_and_no_ability():
    check_facts("ALT_EOLE_B_OR_106_C", 2, 2, (0, 3, 3), "OR")
    assert card("ALT_EOLE_B_OR_106_C").abilities == ()


def _switches_a_cheap_character(version: str, faction: str) -> None:
    from altered_tui.engine.types import Side, Zone

    from tests.abilities.support import act, play
    from tests.cards.builders import AMELIA, TROOPER, can_pick, pick_if_asked, put, settle, start

    check_facts(version, 2, 2, (0, 3, 3), faction)
    g, p = start()
    cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    dear = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, version))
    settle(g)
    act(g, "yes")
    assert not can_pick(g, dear)
    pick_if_asked(g, cheap)
    settle(g)
    assert g.cards[cheap].side is Side.COMPANION


def test_alt_eole_b_or_106_r1_from_hand_may_switch_a_character_with_base_cost_one():
    _switches_a_cheap_character("ALT_EOLE_B_OR_106_R1", "OR")


def test_alt_eole_b_or_106_r2_from_hand_may_switch_a_character_with_base_cost_one():
    _switches_a_cheap_character("ALT_EOLE_B_OR_106_R2", "LY")
