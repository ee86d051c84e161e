"""Lyra DJ: I cost {2} less played in an Expedition that's In Contact (README ruling; the
Expedition it is played into, CR 5.1.2.c, 5.1.2.e). R1 and Bravos R2 also: {J} if each of
your Expeditions is In Contact, draw a card."""

from altered_tui.engine.types import Side, Zone

from tests.cards.builders import add_mana, check_facts, facts, paid_to_play, put, settle, start


def _paid_and_drawn(version: str, side: str) -> tuple[int, int]:
    """Their companion Expedition has left the Companion region: only my hero one is In Contact."""
    g, p = start()
    add_mana(g, p, 6)
    g.players[1 - p].positions[Side.COMPANION] = 6
    dj = put(g, p, version)
    hand = len(g.players[p].hand) - 1
    paid = paid_to_play(g, p, dj, side=side)
    settle(g)
    return paid, len(g.players[p].hand) - hand


def _draws_when_both_in_contact(version: str) -> None:
    g, p = start()  # at the start both players' Expeditions share the Hero and Companion regions
    add_mana(g, p, 6)
    dj = put(g, p, version)
    hand = len(g.players[p].hand) - 1
    assert paid_to_play(g, p, dj, side="companion") == 4
    settle(g)
    assert len(g.players[p].hand) - hand == 1


def test_alt_duster_b_ly_97_c_costs_two_less_in_an_expedition_in_contact():
    assert _paid_and_drawn("ALT_DUSTER_B_LY_97_C", "hero") == (4, 0)
    assert _paid_and_drawn("ALT_DUSTER_B_LY_97_C", "companion") == (6, 0)
    check_facts("ALT_DUSTER_B_LY_97_C", 4, 4, (6, 6, 6), "LY")
    facts("ALT_DUSTER_B_LY_97_C", 6, 6, (6, 6, 6), "LY")  # played where it is In Contact


def test_alt_duster_b_ly_97_r1_cheaper_in_contact_and_draws_if_each_expedition_is():
    assert _paid_and_drawn("ALT_DUSTER_B_LY_97_R1", "hero") == (4, 0)
    assert _paid_and_drawn("ALT_DUSTER_B_LY_97_R1", "companion") == (6, 0)
    _draws_when_both_in_contact("ALT_DUSTER_B_LY_97_R1")
    check_facts("ALT_DUSTER_B_LY_97_R1", 4, 4, (6, 6, 6), "LY")
    facts("ALT_DUSTER_B_LY_97_R1", 6, 6, (6, 6, 6), "LY")


def test_alt_duster_b_ly_97_r2_cheaper_in_contact_and_draws_if_each_expedition_is():
    assert _paid_and_drawn("ALT_DUSTER_B_LY_97_R2", "companion") == (6, 0)
    _draws_when_both_in_contact("ALT_DUSTER_B_LY_97_R2")
    check_facts("ALT_DUSTER_B_LY_97_R2", 4, 4, (6, 6, 6), "BR")
    facts("ALT_DUSTER_B_LY_97_R2", 6, 6, (6, 6, 6), "BR")
