"""Reka Fisherman: {R} two Manaseed tokens in your Landmarks; the rares also: {R} draw a card."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import add_mana, check_facts, put, settle, start


def _fish(version: str) -> tuple[int, int]:
    g, p = start()
    add_mana(g, p, 2)
    hand = len(g.players[p].hand)
    play(g, put(g, p, version, Zone.RESERVE), src="reserve")
    settle(g)
    seeds = [g.cdef(c).name for c in g.players[p].landmarks].count("Manaseed")
    return seeds, len(g.players[p].hand) - hand


def test_alt_duster_b_br_94_c_from_reserve_two_manaseeds():
    check_facts("ALT_DUSTER_B_BR_94_C", 3, 5, (2, 2, 4), "BR")
    assert _fish("ALT_DUSTER_B_BR_94_C") == (2, 0)


def test_alt_duster_b_br_94_r1_from_reserve_a_card_and_two_manaseeds():
    check_facts("ALT_DUSTER_B_BR_94_R1", 3, 5, (3, 3, 4), "BR")
    assert _fish("ALT_DUSTER_B_BR_94_R1") == (2, 1)


def test_alt_duster_b_br_94_r2_from_reserve_a_card_and_two_manaseeds():
    check_facts("ALT_DUSTER_B_BR_94_R2", 3, 5, (3, 3, 4), "AX")
    assert _fish("ALT_DUSTER_B_BR_94_R2") == (2, 1)
