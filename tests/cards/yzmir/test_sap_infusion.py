"""Sap Infusion: target Character gains X+2 boosts, X being my Arcane counters (rares: X+1
times, target Character gains 1 boost). Support: 1 Arcane counter up to 3 when you play
another Spell (Bravos R2: when you play a Character)."""

from altered_tui.engine.types import Side

from tests.cards.builders import (
    AMELIA, PLAY_CHARACTER, PLAY_SPELL, gains_up_to, target, with_counters_from_reserve,
)


def test_alt_bise_b_yz_57_c_gives_x_plus_2_boosts():
    g, p, sap, [mine, _] = with_counters_from_reserve(
        "ALT_BISE_B_YZ_57_C", "arcane", 2, ((AMELIA, Side.HERO), (AMELIA, Side.COMPANION)))
    target(g, mine)
    assert g.cards[mine].boosts == 4
    assert gains_up_to("ALT_BISE_B_YZ_57_C", PLAY_SPELL, 4, "arcane") == [1, 2, 3, 3]


def _x_plus_one_boosts(version: str) -> None:
    g, p, sap, [first, second] = with_counters_from_reserve(
        version, "arcane", 2, ((AMELIA, Side.HERO), (AMELIA, Side.COMPANION)))
    for cid in (first, second, first):  # three times, a target each time
        target(g, cid)
    assert (g.cards[first].boosts, g.cards[second].boosts) == (2, 1)


def test_alt_bise_b_yz_57_r1_gives_a_boost_x_plus_1_times():
    _x_plus_one_boosts("ALT_BISE_B_YZ_57_R1")
    assert gains_up_to("ALT_BISE_B_YZ_57_R1", PLAY_SPELL, 4, "arcane") == [1, 2, 3, 3]


def test_alt_bise_b_yz_57_r2_repeats_and_gains_arcane_when_you_play_a_character():
    _x_plus_one_boosts("ALT_BISE_B_YZ_57_R2")
    assert gains_up_to("ALT_BISE_B_YZ_57_R2", PLAY_CHARACTER, 4, "arcane") == [1, 2, 3, 3]
