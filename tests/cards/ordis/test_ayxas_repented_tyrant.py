"""Ayxas, Repented Tyrant: {H} you may create a token (an Ordis Recruit, a Woollyback for the
Muna rare) in an opponent's Expedition to Sabotage (CR 7.3.24)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import TROOPER, check_facts, pick, put, start, tokens_named


def _ayxas(version: str, token: str) -> None:
    g, p = start()
    victim = put(g, 1 - p, TROOPER, Zone.RESERVE)
    me = put(g, p, version)
    play(g, me)
    act(g, "yes")
    assert options(g) == ["expedition -> hero theirs", "expedition -> companion theirs"]
    act(g, "expedition -> companion theirs")
    pick(g, victim, "target")
    assert victim in g.players[1 - p].discard
    assert len(tokens_named(g, 1 - p, token, Side.COMPANION)) == 1
    assert tokens_named(g, p, token) == []


def test_alt_eole_b_or_109_c_a_recruit_for_the_opponent_to_sabotage():
    check_facts("ALT_EOLE_B_OR_109_C", 3, 3, (3, 3, 3), "OR")
    _ayxas("ALT_EOLE_B_OR_109_C", "Ordis Recruit")


def test_alt_eole_b_or_109_r1_a_recruit_for_the_opponent_to_sabotage():
    check_facts("ALT_EOLE_B_OR_109_R1", 2, 2, (2, 2, 2), "OR")
    _ayxas("ALT_EOLE_B_OR_109_R1", "Ordis Recruit")


def test_alt_eole_b_or_109_r2_a_woollyback_for_the_opponent_to_sabotage():
    check_facts("ALT_EOLE_B_OR_109_R2", 2, 2, (2, 2, 2), "MU")
    _ayxas("ALT_EOLE_B_OR_109_R2", "Woollyback")


def test_alt_eole_b_or_109_c_declined_nothing_happens():
    g, p = start()
    victim = put(g, 1 - p, TROOPER, Zone.RESERVE)
    play(g, put(g, p, "ALT_EOLE_B_OR_109_C"))
    act(g, "no")
    assert victim in g.players[1 - p].reserve and tokens_named(g, 1 - p, "Ordis Recruit") == []
