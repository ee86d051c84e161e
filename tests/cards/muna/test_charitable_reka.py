"""Charitable Reka: the common has no ability; the rares: {J} a Manaseed token in each
player's Landmarks."""

from tests.abilities.support import play
from tests.cards.builders import check_facts, plays_for_its_printed_costs, put, settle, start


def _names(g, player):
    return [g.cdef(c).name for c in g.players[player].landmarks]


def _each(version: str) -> None:
    g, p = start()
    play(g, put(g, p, version))
    settle(g)
    assert _names(g, p) == ["Manaseed"] and _names(g, 1 - p) == ["Manaseed"]


def test_alt_duster_b_mu_89_c_no_ability():
    plays_for_its_printed_costs("ALT_DUSTER_B_MU_89_C")
    check_facts("ALT_DUSTER_B_MU_89_C", 2, 2, (3, 0, 3), "MU")


def test_alt_duster_b_mu_89_r1_a_manaseed_in_each_players_landmarks():
    check_facts("ALT_DUSTER_B_MU_89_R1", 2, 2, (3, 0, 3), "MU")
    _each("ALT_DUSTER_B_MU_89_R1")


def test_alt_duster_b_mu_89_r2_a_manaseed_in_each_players_landmarks():
    check_facts("ALT_DUSTER_B_MU_89_R2", 2, 2, (3, 0, 3), "OR")
    _each("ALT_DUSTER_B_MU_89_R2")
