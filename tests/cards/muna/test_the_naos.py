"""The Naos: Tough 1 (CR 7.4.7); at Noon, draw a card, then two Manaseed tokens in your
Landmarks; the rares also: {J} target Expedition can't move forward this Day."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    add_mana, advance_to_noon, card, finish_day, progress, put, spell_cost_paid, start,
)

YETI = "ALT_CORE_B_YZ_15_C"  # a Character strong enough to move its Expedition forward


def _noon(version: str) -> None:
    g, p = start()
    put(g, p, version, Zone.LANDMARKS)
    hand = []
    advance_to_noon(g, before_noon=lambda g: hand or hand.append(len(g.players[p].hand)))
    assert [g.cdef(c).name for c in g.players[p].landmarks].count("Manaseed") == 2
    assert len(g.players[p].hand) == hand[0] + 1


def test_alt_duster_b_mu_102_c_tough_1_at_noon_a_card_and_two_manaseeds():
    d = card("ALT_DUSTER_B_MU_102_C")
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.tough) == ("MU", 6, 6, 1)
    _noon("ALT_DUSTER_B_MU_102_C")


def _stops(version: str) -> None:
    g, p = start()
    add_mana(g, p, 5)
    put(g, 1 - p, YETI, Zone.EXPEDITION, Side.COMPANION)
    me = put(g, p, version)
    assert spell_cost_paid(g, p, me) == 8
    act(g, "expedition -> companion theirs")
    finish_day(g)
    assert progress(g, 1 - p, Side.COMPANION) == 0


def test_alt_duster_b_mu_102_r1_an_expedition_cant_move_and_manaseeds_at_noon():
    d = card("ALT_DUSTER_B_MU_102_R1")
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.tough) == ("MU", 8, 8, 1)
    _stops("ALT_DUSTER_B_MU_102_R1")
    _noon("ALT_DUSTER_B_MU_102_R1")


def test_alt_duster_b_mu_102_r2_an_expedition_cant_move_and_manaseeds_at_noon():
    d = card("ALT_DUSTER_B_MU_102_R2")
    assert (d.faction.value, d.hand_cost, d.reserve_cost, d.keywords.tough) == ("OR", 8, 8, 1)
    _stops("ALT_DUSTER_B_MU_102_R2")
    _noon("ALT_DUSTER_B_MU_102_R2")
