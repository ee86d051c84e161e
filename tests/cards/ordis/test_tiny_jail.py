"""Tiny Jail: send to Reserve target Character with no current statistic over 3 (the common and
R2 are Fleeting, R1 has Cooldown)."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import play
from tests.cards.builders import ACHILLES, SKALD, can_pick, pick_if_asked, put, start


def _jail(version: str, boost_small: int = 0):
    g, p = start()
    small = put(g, 1 - p, SKALD, Zone.EXPEDITION)  # 3/0/2
    g.cards[small].counters["boost"] = boost_small
    big = put(g, 1 - p, ACHILLES, Zone.EXPEDITION)  # 5/5/5
    jail = put(g, p, version)
    play(g, jail)
    assert not can_pick(g, big)
    pick_if_asked(g, small)
    return g, p, jail, small


def test_alt_alize_b_or_42_c_jails_a_small_character():
    g, p, jail, small = _jail("ALT_ALIZE_B_OR_42_C")
    assert g.cards[small].zone is Zone.RESERVE and jail in g.players[p].discard


def test_alt_alize_b_or_42_c_a_boost_over_3_frees_it():
    g, p, jail, small = _jail("ALT_ALIZE_B_OR_42_C", boost_small=1)  # 4/1/3 now
    assert g.cards[small].zone is Zone.EXPEDITION


def test_alt_alize_b_or_42_r1_jails_and_cools_down():
    g, p, jail, small = _jail("ALT_ALIZE_B_OR_42_R1")
    assert g.cards[small].zone is Zone.RESERVE
    assert jail in g.players[p].reserve and g.cards[jail].has(Status.EXHAUSTED)


def test_alt_alize_b_or_42_r2_jails_a_small_character():
    g, p, jail, small = _jail("ALT_ALIZE_B_OR_42_R2")
    assert g.cards[small].zone is Zone.RESERVE and jail in g.players[p].discard
