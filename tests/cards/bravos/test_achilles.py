"""Achilles: Tough 1 (rare: Tough 2)."""

from altered_tui.engine.characteristics import tough
from altered_tui.engine.types import Side

from tests.abilities.support import act, options, play
from tests.cards.builders import label, put, ready_mana, vanilla


INTIMIDATION = "ALT_CORE_B_BR_28_R"  # return target Character with Hand Cost 5 or less


def _alt_core_b_br_21_plays_for_five_with_tough(version, expected, t):
    g, p, cid = vanilla(version, 5, expected)
    assert tough(g, cid) == t
    # the opponent must pay Tough to target it (Intimidation costs 2 of their 3 Mana)
    spell = put(g, 1 - p, INTIMIDATION)
    play(g, spell)
    assert ready_mana(g, 1 - p) == 1
    if t == 1:
        assert f"target {label(g, cid)} tough 1" in options(g)
        target_paying(g, cid)
        assert cid in g.players[p].hand and ready_mana(g, 1 - p) == 0
    else:  # Tough 2 is more than the Mana left: no legal target, nothing happens
        assert cid in g.players[p].expeditions[Side.HERO] and ready_mana(g, 1 - p) == 1


def test_alt_core_b_br_21_c_plays_for_five_with_tough():
    _alt_core_b_br_21_plays_for_five_with_tough('ALT_CORE_B_BR_21_C', (5, 5, 5), 1)


def test_alt_core_b_br_21_r_plays_for_five_with_tough():
    _alt_core_b_br_21_plays_for_five_with_tough('ALT_CORE_B_BR_21_R', (5, 6, 6), 2)


def test_alt_core_b_br_21_r2_plays_for_five_with_tough():
    _alt_core_b_br_21_plays_for_five_with_tough('ALT_CORE_B_BR_21_R2', (5, 5, 5), 1)


def target_paying(g, cid):
    act(g, f"target {label(g, cid)} tough 1")
