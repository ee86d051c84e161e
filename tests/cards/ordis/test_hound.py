"""Hound: {J} if my Expedition is behind (CR 7.5.2.b), I gain 1 boost."""

from altered_tui.engine.types import Side

from tests.abilities.support import play
from tests.cards.builders import put, start


def _boosts(version: str, behind: bool) -> int:
    g, p = start()
    if behind:
        g.players[1 - p].positions[Side.HERO] = 1  # the facing Expedition moved forward once
    hound = put(g, p, version)
    play(g, hound)
    return g.cards[hound].boosts


def test_alt_alize_b_or_33_c_gains_a_boost_when_behind():
    assert _boosts("ALT_ALIZE_B_OR_33_C", behind=True) == 1
    assert _boosts("ALT_ALIZE_B_OR_33_C", behind=False) == 0


def test_alt_alize_b_or_33_r1_gains_a_boost_when_behind():
    assert _boosts("ALT_ALIZE_B_OR_33_R1", behind=True) == 1
    assert _boosts("ALT_ALIZE_B_OR_33_R1", behind=False) == 0


def test_alt_alize_b_or_33_r2_gains_a_boost_when_behind():
    assert _boosts("ALT_ALIZE_B_OR_33_R2", behind=True) == 1
