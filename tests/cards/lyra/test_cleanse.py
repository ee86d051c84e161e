"""Cleanse: a Fleeting Spell: roll a die (CR 7.3.19); you may send to Reserve target
Character with Base Cost X or less, X the result."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    ACHILLES, AMELIA, can_pick, card, fix_dice, pick_if_asked, put, settle, spell_cost_paid, start,
)


def test_alt_eole_b_ly_118_c_sends_to_reserve_a_character_with_base_cost_up_to_the_roll():
    d = card("ALT_EOLE_B_LY_118_C")
    assert d.keywords.fleeting and (d.hand_cost, d.reserve_cost) == (2, 2)
    g, p = start()
    three = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
    five = put(g, 1 - p, ACHILLES, Zone.EXPEDITION, Side.HERO)  # Hand Cost 5
    fix_dice(g, 4)
    assert spell_cost_paid(g, p, put(g, p, "ALT_EOLE_B_LY_118_C")) == 2
    settle(g)
    act(g, "yes")
    assert not can_pick(g, five)
    pick_if_asked(g, three)
    settle(g)
    assert g.cards[three].zone is Zone.RESERVE and g.cards[five].zone is Zone.EXPEDITION
