"""Cat's Cradle: target Character with Base Cost {3} or less switches Expeditions (CR
7.3.28), then gains Anchored."""

from altered_tui.engine.types import Side, Status, Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, TROOPER, add_mana, can_pick, card, pick_if_asked, put, settle, spell_cost_paid, start,
)


def test_alt_eole_b_ly_120_c_a_cheap_character_switches_expeditions_and_is_anchored():
    d = card("ALT_EOLE_B_LY_120_C")
    assert (d.hand_cost, d.reserve_cost) == (3, 2) and d.faction.value == "LY"
    g, p = start()
    add_mana(g, p, 3)
    cheap = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    dear = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_LY_120_C")) == 3
    assert not can_pick(g, dear)
    pick_if_asked(g, cheap)
    settle(g)
    assert g.cards[cheap].side is Side.COMPANION and g.cards[cheap].has(Status.ANCHORED)


def _two_or_less_switches(version: str, faction: str) -> None:
    d = card(version)
    assert (d.hand_cost, d.reserve_cost) == (2, 2) and d.faction.value == faction
    g, p = start()
    cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    three = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
    assert spell_cost_paid(g, p, put(g, p, version)) == 2
    assert not can_pick(g, three)
    pick_if_asked(g, cheap)
    settle(g)
    assert g.cards[cheap].side is Side.COMPANION and g.cards[cheap].has(Status.ANCHORED)


def test_alt_eole_b_ly_120_r1_a_character_with_base_cost_two_or_less_switches_and_is_anchored():
    _two_or_less_switches("ALT_EOLE_B_LY_120_R1", "LY")


def test_alt_eole_b_ly_120_r2_a_character_with_base_cost_two_or_less_switches_and_is_anchored():
    _two_or_less_switches("ALT_EOLE_B_LY_120_R2", "AX")
