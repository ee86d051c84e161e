"""Waru & Mack: when you play a Bureaucrat, it gains Asleep."""

from altered_tui.engine.types import Phase, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import put, run_until, set_hero, start


def test_alt_core_b_or_02_c_a_bureaucrat_you_play_gains_asleep_and_stays_through_rest():
    g, p = start()
    set_hero(g, p, "ALT_CORE_B_OR_02_C")
    archivist = put(g, p, "ALT_CORE_B_OR_10_C")  # a Bureaucrat
    play(g, archivist, "hero")
    assert g.cards[archivist].has(Status.ASLEEP)
    run_until(g, 2, Phase.MORNING)
    assert g.cards[archivist].zone is Zone.EXPEDITION  # Asleep: not sent to Reserve
    assert not g.cards[archivist].has(Status.ASLEEP)


def test_alt_core_b_or_02_c_other_characters_and_opponents_bureaucrats_do_not_fall_asleep():
    g, p = start()
    set_hero(g, p, "ALT_CORE_B_OR_02_C")
    trooper = put(g, p, "ALT_CORE_B_OR_05_C")  # a Soldier
    play(g, trooper, "hero")
    assert not g.cards[trooper].has(Status.ASLEEP)
    theirs = put(g, 1 - p, "ALT_CORE_B_OR_10_C")
    play(g, theirs, "hero")
    assert g.cards[theirs].zone is Zone.EXPEDITION and not g.cards[theirs].has(Status.ASLEEP)
