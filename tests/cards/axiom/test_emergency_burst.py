"""Emergency Burst: a Fleeting Spell that costs {1} less if there are no other cards in your
hand; it sends target Character with Base Cost {3} or less to Reserve."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import (
    ACHILLES, AMELIA, TROOPER, add_mana, can_pick, card, clear_hand, pick, put, settle, spell_cost_paid,
    start,
)


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
