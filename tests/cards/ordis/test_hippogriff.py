"""Hippogriff: my Expedition Ascends ({H} for the common, {J} for the rares); the common makes
a Recruit in the Ascended Expedition it leaves; the rares make one there after Rest when it
moved forward due to Ascension (README rulings, Ascend)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import add_mana, check_facts, put, recruits, settle, start


def _to_next_day(g) -> None:
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def _day_after(version: str, facing: tuple[int, int, int], src: str = "hand") -> tuple:
    g, p = start()
    add_mana(g, p, 2)
    give(g, 1 - p, character(stats=facing), Zone.EXPEDITION, Side.HERO)
    me = put(g, p, version, Zone.RESERVE if src == "reserve" else Zone.HAND)
    play(g, me, src=src)
    settle(g)
    start_at = g.players[p].positions[Side.HERO]
    _to_next_day(g)
    return g, p, g.players[p].positions[Side.HERO] - start_at


def test_alt_eole_b_or_112_c_leaving_its_ascended_expedition_at_rest_leaves_a_recruit():
    check_facts("ALT_EOLE_B_OR_112_C", 2, 2, (1, 1, 1), "OR")
    g, p, moved = _day_after("ALT_EOLE_B_OR_112_C", (1, 1, 1))  # a tie everywhere
    assert moved == 1 and len(recruits(g, p, Side.HERO)) == 1
    g, p, moved = _day_after("ALT_EOLE_B_OR_112_C", (1, 1, 1), src="reserve")  # no {H}: no Ascend
    assert moved == 0 and recruits(g, p, Side.HERO) == []


def _rare(version: str, faction: str) -> None:
    check_facts(version, 2, 2, (2, 2, 1), faction)
    g, p, moved = _day_after(version, (2, 2, 1))  # ties: due to Ascension
    assert moved == 1 and len(recruits(g, p, Side.HERO)) == 1
    g, p, moved = _day_after(version, (0, 0, 0))  # won outright: not due to Ascension
    assert moved == 1 and recruits(g, p, Side.HERO) == []


def test_alt_eole_b_or_112_r1_a_recruit_after_rest_when_ascension_moved_it():
    _rare("ALT_EOLE_B_OR_112_R1", "OR")


def test_alt_eole_b_or_112_r2_a_recruit_after_rest_when_ascension_moved_it():
    _rare("ALT_EOLE_B_OR_112_R2", "YZ")
