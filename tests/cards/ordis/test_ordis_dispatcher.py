"""Ordis Dispatcher: {R} you may spend one of my boosts to create an Ordis Recruit (rares: two)
in your other Expedition. Support: 1 boost up to 2 when another Character joins your
Expeditions (Yzmir R2: when you play a Spell)."""

from altered_tui.engine.types import Side

from tests.abilities.support import act
from tests.cards.builders import (
    PLAY_CHARACTER, PLAY_SPELL, from_reserve_with_boosts, gains_up_to, recruits, settle,
)


def _recruits_in_the_other_expedition(version: str) -> int:
    g, p, cid = from_reserve_with_boosts(version, 1)  # played into the Hero Expedition
    settle(g)
    act(g, "yes")
    assert g.cards[cid].boosts == 0 and recruits(g, p, Side.HERO) == []
    return len(recruits(g, p, Side.COMPANION))


def test_alt_bise_b_or_53_c_spends_a_boost_for_a_recruit_in_the_other_expedition():
    assert _recruits_in_the_other_expedition("ALT_BISE_B_OR_53_C") == 1
    assert gains_up_to("ALT_BISE_B_OR_53_C", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_53_r1_spends_a_boost_for_two_recruits():
    assert _recruits_in_the_other_expedition("ALT_BISE_B_OR_53_R1") == 2
    assert gains_up_to("ALT_BISE_B_OR_53_R1", PLAY_CHARACTER, 3) == [1, 2, 2]


def test_alt_bise_b_or_53_r2_two_recruits_and_supports_spells():
    assert _recruits_in_the_other_expedition("ALT_BISE_B_OR_53_R2") == 2
    assert gains_up_to("ALT_BISE_B_OR_53_R2", PLAY_SPELL, 3) == [1, 2, 2]
