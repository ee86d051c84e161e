"""Cleanse: a Fleeting Spell: roll a die (CR 7.3.19); you may send to Reserve target
Character with Base Cost X or less, X the result."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
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


def _rare_cleanse(version: str, faction: str) -> None:
    d = card(version)
    assert not d.keywords.fleeting and d.faction.value == faction
    for roll, to_discard in ((2, True), (5, False)):
        g, p = start()
        target = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)  # Hand Cost 3
        fix_dice(g, roll)
        me = put(g, p, version)
        assert spell_cost_paid(g, p, me) == 2
        settle(g)
        assert ("yes" in options(g)) is (roll >= 3)  # Base Cost 3: out of reach of a 2
        act(g, "yes" if roll >= 3 else "no")
        pick_if_asked(g, target)
        settle(g)
        assert (g.cards[target].zone is Zone.RESERVE) is (roll >= 3)
        assert g.cards[me].zone is (Zone.DISCARD if to_discard else Zone.RESERVE)


def test_alt_eole_b_ly_118_r1_on_1_to_3_it_gains_fleeting_then_may_send_to_reserve():
    _rare_cleanse("ALT_EOLE_B_LY_118_R1", "LY")


def test_alt_eole_b_ly_118_r2_on_1_to_3_it_gains_fleeting_then_may_send_to_reserve():
    _rare_cleanse("ALT_EOLE_B_LY_118_R2", "MU")
