"""Reka Ropedancer: support {D}: the next Character you play this turn gains 1 boost and
Asleep (CR 2.4.3)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import TROOPER, check_facts, put, settle, start, use_support


def test_alt_eole_b_ly_110_c_support_next_character_gains_a_boost_and_asleep():
    check_facts("ALT_EOLE_B_LY_110_C", 3, 2, (2, 4, 0), "LY")
    g, p = start()
    me = put(g, p, "ALT_EOLE_B_LY_110_C", Zone.RESERVE)
    use_support(g, me)
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1 and g.cards[trooper].has(Status.ASLEEP)


def _boosts_a_card_with_a_support_ability(version: str) -> None:
    g, p = start()
    fang = put(g, p, "ALT_EOLE_B_MU_109_C", Zone.RESERVE)  # has a {D} ability
    plain = put(g, p, TROOPER, Zone.EXPEDITION)  # has none
    me = put(g, p, version)
    play(g, me)
    settle(g)
    from tests.cards.builders import pick_if_asked
    pick_if_asked(g, fang)
    settle(g)
    assert g.cards[fang].counters.get("boost", 0) == 1 and g.cards[fang].zone is Zone.RESERVE
    assert g.cards[plain].counters.get("boost", 0) == 0


def _support(version: str) -> None:
    g, p = start()
    use_support(g, put(g, p, version, Zone.RESERVE))
    settle(g)
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 1 and g.cards[trooper].has(Status.ASLEEP)


def test_alt_eole_b_ly_110_r1_boosts_a_character_with_a_d_ability_even_in_reserve():
    check_facts("ALT_EOLE_B_LY_110_R1", 3, 3, (2, 4, 2), "LY")
    _boosts_a_card_with_a_support_ability("ALT_EOLE_B_LY_110_R1")
    _support("ALT_EOLE_B_LY_110_R1")


def test_alt_eole_b_ly_110_r2_boosts_a_character_with_a_d_ability_even_in_reserve():
    check_facts("ALT_EOLE_B_LY_110_R2", 3, 3, (2, 4, 2), "OR")
    _boosts_a_card_with_a_support_ability("ALT_EOLE_B_LY_110_R2")
    _support("ALT_EOLE_B_LY_110_R2")
