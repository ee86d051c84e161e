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
