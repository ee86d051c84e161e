"""Lakshmi: when you roll one or more dice, I gain 1 boost (Lyra R1: if the result is 6+, draw
a card, and its support gains 1 boost up to 2 when you roll; Yzmir R2: I gain 1 boost when
you sacrifice a Character)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast
from tests.cards.builders import (
    AMELIA, fix_dice, put, settle, start,
)

ROLL = ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[])])


def _rolls(version: str, result: int, zone: Zone = Zone.EXPEDITION):
    g, p = start()
    lakshmi = put(g, p, version, zone)
    hand = len(g.players[p].hand)
    fix_dice(g, result)
    cast(g, ROLL)  # a Spell that rolls a die
    settle(g)
    return g, p, lakshmi, len(g.players[p].hand) - hand


def test_alt_bise_b_ly_55_c_gains_a_boost_when_you_roll():
    g, p, lakshmi, _ = _rolls("ALT_BISE_B_LY_55_C", 2)
    assert g.cards[lakshmi].boosts == 1


def test_alt_bise_b_ly_55_r1_draws_on_a_6_and_supports_rolls_up_to_two():
    assert _rolls("ALT_BISE_B_LY_55_R1", 6)[3] == 1
    g, p, lakshmi, drawn = _rolls("ALT_BISE_B_LY_55_R1", 5)
    assert drawn == 0 and g.cards[lakshmi].boosts == 0
    g, p, lakshmi, _ = _rolls("ALT_BISE_B_LY_55_R1", 1, Zone.RESERVE)
    assert g.cards[lakshmi].boosts == 1
    g.cards[lakshmi].counters["boost"] = 2
    act(g, "pass")
    fix_dice(g, 1)
    cast(g, ROLL)
    settle(g)
    assert g.cards[lakshmi].boosts == 2  # up to a max of 2 (CR 2.5.f)


def test_alt_bise_b_ly_55_r2_gains_a_boost_when_you_sacrifice_a_character():
    g, p = start()
    lakshmi = put(g, p, "ALT_BISE_B_LY_55_R2", Zone.EXPEDITION)
    victim = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    cast(g, ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose", filter=ab.Filter(other=True))))
    act(g, f"choose Amelia Earhart#{victim}")  # a Spell: sacrifice one of your Characters
    settle(g)
    assert g.cards[victim].zone is Zone.DISCARD and g.cards[lakshmi].boosts == 1
