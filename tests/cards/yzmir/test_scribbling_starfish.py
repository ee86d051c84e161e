"""Scribbling Starfish: support Reaction, 1 boost when you play a Spell, up to 2 (Lyra R2: when
you play another Character with a base statistic of 0). The rares, played from Reserve, may
spend one of their boosts to draw a card."""

from tests.abilities.support import act
from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, PLAY_ZERO_STAT, from_reserve_with_boosts, gains_up_to, settle,
)


def _spends_a_boost_to_draw(version: str) -> None:
    hand: list[int] = []
    g, p, cid = from_reserve_with_boosts(version, 2, hand)
    settle(g)
    act(g, "yes")
    assert len(g.players[p].hand) == hand[0] + 1 and g.cards[cid].boosts == 1


def test_alt_bise_b_yz_49_c_gains_a_boost_when_you_play_a_spell_up_to_two():
    assert gains_up_to("ALT_BISE_B_YZ_49_C", PLAY_SPELL, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_YZ_49_C", PLAY_CHARACTER, 1) == [0]


def test_alt_bise_b_yz_49_r1_spends_a_boost_to_draw():
    _spends_a_boost_to_draw("ALT_BISE_B_YZ_49_R1")
    assert gains_up_to("ALT_BISE_B_YZ_49_R1", PLAY_SPELL, 3) == [1, 2, 2]


def test_alt_bise_b_yz_49_r2_supports_characters_with_a_zero_base_statistic():
    _spends_a_boost_to_draw("ALT_BISE_B_YZ_49_R2")
    assert gains_up_to("ALT_BISE_B_YZ_49_R2", PLAY_ZERO_STAT, 3) == [1, 2, 2]
    assert gains_up_to("ALT_BISE_B_YZ_49_R2", PLAY_CHARACTER, 1) == [0]  # 2/2/2: no zero
