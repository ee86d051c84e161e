"""Pegasus: the common moves its Expedition one more region when it moves forward due to
Ascension (CR 6.2.b); the rares make both your Expeditions Ascend, and you win when both
move forward due to Ascension at once (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _to_next_day(g) -> None:
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def test_alt_eole_b_or_115_c_one_more_region_when_ascension_moves_it():
    check_facts("ALT_EOLE_B_OR_115_C", 5, 5, (3, 3, 4), "OR")
    for ascended, regions in ((True, 2), (False, 0)):
        g, p = start()
        put(g, p, "ALT_EOLE_B_OR_115_C", Zone.EXPEDITION, Side.HERO)
        give(g, 1 - p, character(stats=(3, 3, 4)), Zone.EXPEDITION, Side.HERO)
        if ascended:
            g.ascended.append((p, Side.HERO))
        _to_next_day(g)
        assert g.players[p].positions[Side.HERO] == regions


def _both_ascend_and_win(version: str, faction: str) -> None:
    check_facts(version, 5, 5, (3, 4, 4), faction)
    g, p = start()
    add_mana(g, p, 5)
    give(g, 1 - p, character(stats=(3, 4, 4)), Zone.EXPEDITION, Side.HERO)
    give(g, p, character(stats=(1, 1, 1)), Zone.EXPEDITION, Side.COMPANION)
    give(g, 1 - p, character(stats=(1, 1, 1)), Zone.EXPEDITION, Side.COMPANION)
    play(g, put(g, p, version))
    settle(g)
    assert sorted(s.value for _p, s in g.ascended if _p == p) == ["companion", "hero"]
    _to_next_day(g)
    assert g.over and g.winner == p


def test_alt_eole_b_or_115_r1_both_ascended_expeditions_moving_win_the_game():
    _both_ascend_and_win("ALT_EOLE_B_OR_115_R1", "OR")


def test_alt_eole_b_or_115_r2_both_ascended_expeditions_moving_win_the_game():
    _both_ascend_and_win("ALT_EOLE_B_OR_115_R2", "MU")


def test_alt_eole_b_or_115_r1_one_expedition_moving_is_not_enough():
    g, p = start()
    add_mana(g, p, 5)
    give(g, 1 - p, character(stats=(3, 4, 4)), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(5, 5, 5)), Zone.EXPEDITION, Side.COMPANION)
    play(g, put(g, p, "ALT_EOLE_B_OR_115_R1"))
    settle(g)
    _to_next_day(g)
    assert not g.over and g.players[p].positions[Side.HERO] == 1
