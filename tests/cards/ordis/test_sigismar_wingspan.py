"""Sigismar & Wingspan: at Noon a Recruit in the Hero Expedition, ignored during the first Day."""

from altered_tui.engine.types import Phase, Side

from tests.cards.builders import new_game_with_hero, recruits, run_until, set_hero, start


def test_alt_core_b_or_01_c_creates_no_recruit_at_the_noon_of_the_first_day():
    g = new_game_with_hero("ALT_CORE_B_OR_01_C")
    assert (g.day, g.phase) == (1, Phase.AFTERNOON)  # day 1's Noon has happened
    for p in (0, 1):
        assert recruits(g, p, Side.HERO) == [] and recruits(g, p, Side.COMPANION) == []


def test_alt_core_b_or_01_c_creates_a_recruit_in_the_hero_expedition_at_noon_of_day_two():
    g = new_game_with_hero("ALT_CORE_B_OR_01_C")
    run_until(g, 2, Phase.AFTERNOON)
    for p in (0, 1):
        assert len(recruits(g, p, Side.HERO)) == 1 and recruits(g, p, Side.COMPANION) == []


def test_alt_core_b_or_01_c_only_its_controller_gets_the_recruit():
    g, p = start()
    set_hero(g, p, "ALT_CORE_B_OR_01_C")
    run_until(g, 2, Phase.AFTERNOON)
    assert len(recruits(g, p, Side.HERO)) == 1
    assert recruits(g, 1 - p, Side.HERO) == [] and recruits(g, 1 - p, Side.COMPANION) == []
