"""Yzmir Engraver: {R} you may spend one of my boosts to send to Reserve target Character with
Hand Cost 2 or less (rares: discard target Character or Permanent with Hand Cost 2 or less).
Support: 1 boost up to 2 when you play a Spell (Lyra R2: another Character with a base
statistic of 0)."""

from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act
from tests.cards.builders import (
    AMELIA, FOUNDRY_MECHANIC, PLAY_SPELL, PLAY_ZERO_STAT, can_pick, from_reserve_with_boosts,
    gains_up_to, put, settle, target,
)


def _engraves(version: str) -> Zone:
    g, p, cid = from_reserve_with_boosts(version, 1)
    small = put(g, 1 - p, FOUNDRY_MECHANIC, Zone.EXPEDITION, Side.HERO)
    big = put(g, 1 - p, AMELIA, Zone.EXPEDITION, Side.HERO)
    settle(g)
    act(g, "yes")
    assert not can_pick(g, big)  # Hand Cost 3
    target(g, small)
    assert g.cards[cid].boosts == 0
    return g.cards[small].zone


def test_alt_bise_b_yz_50_c_spends_a_boost_to_send_a_cheap_character_to_reserve():
    assert _engraves("ALT_BISE_B_YZ_50_C") is Zone.RESERVE
    assert gains_up_to("ALT_BISE_B_YZ_50_C", PLAY_SPELL, 3) == [1, 2, 2]


def test_alt_bise_b_yz_50_r1_spends_a_boost_to_discard_a_cheap_character():
    assert _engraves("ALT_BISE_B_YZ_50_R1") is Zone.DISCARD
    assert gains_up_to("ALT_BISE_B_YZ_50_R1", PLAY_SPELL, 3) == [1, 2, 2]


def test_alt_bise_b_yz_50_r2_discards_and_supports_zero_statistics():
    assert _engraves("ALT_BISE_B_YZ_50_R2") is Zone.DISCARD
    assert gains_up_to("ALT_BISE_B_YZ_50_R2", PLAY_ZERO_STAT, 3) == [1, 2, 2]
