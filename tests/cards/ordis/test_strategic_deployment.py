"""Strategic Deployment: choose one: target up to two Expeditions and create an Ordis Recruit in
each (CR 6.5.a), or target Character with Base Cost {2} or less switches Expeditions
(CR 7.3.28); the common is Fleeting."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options
from tests.cards.builders import (AMELIA, TROOPER, answer, check_facts, pick, play_spell, put, recruits,
                                  settle, start)


def _recruits_in(version: str, stop_after_one: bool) -> tuple[list[int], list[int]]:
    g, p = start()
    me = put(g, p, version)
    play_spell(g, me)
    answer(g, "mode 1")
    act(g, "expedition -> hero theirs")
    if stop_after_one:
        act(g, "done")
    else:
        act(g, "expedition -> companion yours")
    settle(g)
    return recruits(g, 1 - p, Side.HERO), recruits(g, p, Side.COMPANION)


def _switches(version: str) -> None:
    g, p = start()
    cheap = put(g, 1 - p, TROOPER, Zone.EXPEDITION, Side.HERO)
    dear = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version)
    play_spell(g, me)
    answer(g, "mode 2")
    assert f"target Amelia Earhart#{dear}" not in options(g)  # Base Cost 3
    if g.pending.kind == "target":
        pick(g, cheap, "target")
    settle(g)
    assert cheap in g.players[1 - p].expeditions[Side.COMPANION]


def _both_modes(version: str, faction: str) -> None:
    check_facts(version, 2, 2, None, faction)
    theirs, mine = _recruits_in(version, False)
    assert len(theirs) == 1 and len(mine) == 1
    theirs, mine = _recruits_in(version, True)
    assert len(theirs) == 1 and mine == []
    _switches(version)


def test_alt_eole_b_or_118_c_recruits_in_up_to_two_expeditions_or_a_switch():
    _both_modes("ALT_EOLE_B_OR_118_C", "OR")


def test_alt_eole_b_or_118_r1_recruits_in_up_to_two_expeditions_or_a_switch():
    _both_modes("ALT_EOLE_B_OR_118_R1", "OR")


def test_alt_eole_b_or_118_r2_recruits_in_up_to_two_expeditions_or_a_switch():
    _both_modes("ALT_EOLE_B_OR_118_R2", "AX")


def test_alt_eole_b_or_118_c_is_fleeting_where_the_rares_are_not():
    for version, fleeting in (("ALT_EOLE_B_OR_118_C", True), ("ALT_EOLE_B_OR_118_R1", False)):
        g, p = start()
        me = put(g, p, version)
        play_spell(g, me)
        answer(g, "mode 1")
        act(g, "expedition -> hero theirs")
        act(g, "done")
        settle(g)
        assert (g.cards[me].zone is Zone.DISCARD) == fleeting
