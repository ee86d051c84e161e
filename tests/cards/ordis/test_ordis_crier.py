"""Ordis Crier: support Reaction, 1 boost when another Character joins your Expeditions, up
to 2 (Yzmir R2: when you play a Spell). The rares, played from Reserve, may spend one of
their boosts to ready two Mana Orbs."""

from tests.abilities.support import act, options
from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, from_reserve_with_boosts, gains_up_to, ready_mana, settle,
)


def _readies_two_orbs(version: str) -> None:
    g, p, cid = from_reserve_with_boosts(version, 1)
    settle(g)
    before = ready_mana(g, p)
    act(g, "yes")
    assert ready_mana(g, p) == before + 2  # the Reserve Cost of 3 had exhausted three
    assert g.cards[cid].boosts == 0
    g, p, cid = from_reserve_with_boosts(version, 0)
    settle(g)
    assert options(g) == ["no"]  # no boost to spend (CR 2.5.h)


def test_alt_bise_b_or_49_c_gains_a_boost_when_a_character_joins_up_to_two():
    assert gains_up_to("ALT_BISE_B_OR_49_C", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_49_r1_spends_a_boost_to_ready_two_orbs():
    _readies_two_orbs("ALT_BISE_B_OR_49_R1")
    assert gains_up_to("ALT_BISE_B_OR_49_R1", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_49_r2_spends_a_boost_to_ready_two_orbs_and_supports_spells():
    _readies_two_orbs("ALT_BISE_B_OR_49_R2")
    assert gains_up_to("ALT_BISE_B_OR_49_R2", PLAY_SPELL, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_OR_49_R2", PLAY_CHARACTER, 1) == [0]
