"""Seasoned (CR 7.4.6): an object with Seasoned going from the Expedition zone to the
Reserve keeps its boosts as it moves (7.4.6.b); every other counter goes, as for any object
leaving the Expedition zone (2.5.j)."""

from altered_tui.engine.types import Zone

from tests.engine.builders import COMPANION, afternoon, character, pass_both


def test_7_4_6_b_a_seasoned_character_keeps_its_boosts_and_loses_its_other_counters():
    g = afternoon(0)
    cid = character(g, 0, COMPANION, (0, 0, 0), boosts=2, seasoned=True)
    g.cards[cid].counters["arcane"] = 1
    g.cards[cid].counters["trial"] = 3
    pass_both(g)
    assert g.cards[cid].zone is Zone.RESERVE
    assert g.cards[cid].counters == {"boost": 2}


def test_2_5_j_a_character_without_seasoned_loses_every_counter_going_to_reserve():
    g = afternoon(0)
    cid = character(g, 0, COMPANION, (0, 0, 0), boosts=2)
    g.cards[cid].counters["arcane"] = 1
    pass_both(g)
    assert g.cards[cid].zone is Zone.RESERVE and g.cards[cid].counters == {}
