"""Emergency Burst: a Fleeting Spell that costs {1} less if there are no other cards in your
hand; it sends target Character with Base Cost {3} or less to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, TROOPER, add_mana, can_pick, card, clear_hand, pick, put, settle, spell_cost_paid,
    start,
)

KELON_CYLINDER = "ALT_CORE_B_AX_26_C"  # a Permanent with Hand Cost 1


def test_alt_eole_b_ax_118_c_costs_less_alone_in_hand_and_sends_a_cheap_character_to_reserve():
    d = card("ALT_EOLE_B_AX_118_C")
    assert d.keywords.fleeting and d.faction.value == "AX" and d.has_subtype("Disruption")
    g, p = start()
    add_mana(g, p, 3)
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_AX_118_C")) == 3
    g, p = start()
    add_mana(g, p, 3)
    clear_hand(g, p)
    cheap = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    also_cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.COMPANION)
    dear = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, "ALT_EOLE_B_AX_118_C")
    assert spell_cost_paid(g, p, me) == 2
    assert g.pending.kind == "target" and can_pick(g, also_cheap) and not can_pick(g, dear)
    pick(g, cheap)
    settle(g)
    assert g.cards[cheap].zone is Zone.RESERVE and g.cards[me].zone is Zone.DISCARD  # Fleeting
    assert g.cards[dear].zone is Zone.EXPEDITION


def _discards_a_cheap_character_or_permanent(version: str, faction: str) -> None:
    d = card(version)
    assert d.keywords.fleeting and d.faction.value == faction and (d.hand_cost, d.reserve_cost) == (3, 3)
    g, p = start()
    add_mana(g, p, 3)
    clear_hand(g, p)
    landmark = put(g, 1 - p, KELON_CYLINDER, Zone.LANDMARKS)  # Hand Cost 1
    cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)  # Hand Cost 1
    dear = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 2
    assert can_pick(g, cheap) and not can_pick(g, dear)
    pick(g, landmark)
    settle(g)
    assert g.cards[landmark].zone is Zone.DISCARD and g.cards[cheap].zone is Zone.EXPEDITION


def test_alt_eole_b_ax_118_r1_discards_a_character_or_permanent_with_base_cost_two_or_less():
    _discards_a_cheap_character_or_permanent("ALT_EOLE_B_AX_118_R1", "AX")


def test_alt_eole_b_ax_118_r2_discards_a_character_or_permanent_with_base_cost_two_or_less():
    _discards_a_cheap_character_or_permanent("ALT_EOLE_B_AX_118_R2", "BR")
