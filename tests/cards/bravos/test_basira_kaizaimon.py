"""Basira & Kaizaimon (Hero): when a Character you control gains boosts, you may exhaust me to
have target Character gain 1 boost."""

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import HAVEN_WARRIOR, HELPING_HAND, label, put, set_hero, start


BASIRA = "ALT_CORE_B_BR_03_C"


def test_alt_core_b_br_03_c_2_5_1_a_boost_lets_me_exhaust_for_another_boost_once():
    g, p = start()
    hero = set_hero(g, p, BASIRA)
    a = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)
    b = put(g, p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.COMPANION)
    play(g, put(g, p, HELPING_HAND))
    act(g, f"target {label(g, a)}")
    assert g.cards[a].boosts == 1
    assert options(g) == ["yes", "no"]
    act(g, "yes")
    act(g, f"target {label(g, b)}")
    assert g.cards[hero].has(Status.EXHAUSTED) and g.cards[b].boosts == 1
    # b's boost triggers me again, but I am exhausted: the cost can't be paid.
    assert options(g) == ["no"]
    act(g, "no")
    assert g.cards[a].boosts == 1 and g.cards[b].boosts == 1


def test_alt_core_b_br_03_c_an_opponents_character_gaining_a_boost_does_not_trigger_me():
    g, p = start()
    set_hero(g, p, BASIRA)
    theirs = put(g, 1 - p, HAVEN_WARRIOR, Zone.EXPEDITION, Side.HERO)
    play(g, put(g, p, HELPING_HAND))
    if g.pending.kind == "target":
        act(g, f"target {label(g, theirs)}")
    assert g.cards[theirs].boosts == 1
    assert not g.emblems and g.pending.kind == "turn"
