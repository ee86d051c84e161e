"""Nephele: {J} you may pass right away (CR 4.2.3.d); the common: if you don't, a Manaseed
token in target opponent's Landmarks; the rares: if you do."""

from tests.abilities.support import act, play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _nephele(version: str, answer: str):
    g, p = start()
    add_mana(g, p, 1)
    play(g, put(g, p, version))
    settle(g)
    assert g.pending.kind == "may"
    act(g, answer)
    seeds = [g.cdef(c).name for c in g.players[1 - p].landmarks].count("Manaseed")
    return g.players[p].passed, seeds


def test_alt_duster_b_br_96_c_pass_or_the_opponent_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_BR_96_C", 4, 4, (5, 3, 5), "BR")
    assert _nephele("ALT_DUSTER_B_BR_96_C", "yes") == (True, 0)
    assert _nephele("ALT_DUSTER_B_BR_96_C", "no") == (False, 1)


def test_alt_duster_b_br_96_r1_pass_and_the_other_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_BR_96_R1", 4, 4, (5, 5, 5), "BR")
    assert _nephele("ALT_DUSTER_B_BR_96_R1", "yes") == (True, 1)
    assert _nephele("ALT_DUSTER_B_BR_96_R1", "no") == (False, 0)


def test_alt_duster_b_br_96_r2_pass_and_the_other_player_gets_a_manaseed():
    check_facts("ALT_DUSTER_B_BR_96_R2", 4, 4, (5, 5, 5), "MU")
    assert _nephele("ALT_DUSTER_B_BR_96_R2", "yes") == (True, 1)
    assert _nephele("ALT_DUSTER_B_BR_96_R2", "no") == (False, 0)
