"""Abilities that activate other abilities, and dice raised with counters (CR 7.3.1, 7.3.19)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, give, options, play
from tests.cards.builders import TROOPER, fix_dice, put, settle, start

_NEXT_BOOST = ab.QuickAction(kind="quick", cost=ab.Cost(discard_me=True), effect=[
    ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), boosts=2)])


def test_step_activate_support_7_3_1_b_its_d_effect_happens_and_the_card_stays():
    g, p = start()
    helper = give(g, p, character(support=(_NEXT_BOOST,)), Zone.EXPEDITION, Side.HERO)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    each_mine = ab.Select(ref="each", filter=ab.Filter(controller="you"))
    user = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.ActivateSupport(kind="activate_support", objects=each_mine)])), Zone.EXPEDITION, Side.HERO)
    act(g, f"use {g.cdef(user).name}#{user} a1")  # a quick action: the turn goes on
    settle(g)
    assert g.cards[helper].zone is Zone.EXPEDITION and g.cards[plain].zone is Zone.EXPEDITION
    trooper = put(g, p, TROOPER)
    play(g, trooper)
    settle(g)
    assert g.cards[trooper].counters.get("boost", 0) == 2  # one {D} effect, from `helper` only


def test_step_roll_die_raise_with_counters_7_3_19_c_spent_after_seeing_the_result():
    g, p = start()
    boost_on_5 = [ab.Outcome(low=5, high=6, steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"))])]
    step = ab.RollDie(kind="roll_die", outcomes=boost_on_5, raise_with_counters="luck")
    me = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[step])),
              Zone.EXPEDITION, Side.HERO)
    g.cards[me].counters["luck"] = 3
    fix_dice(g, 3)
    act(g, f"use {g.cdef(me).name}#{me} a1")
    assert options(g) == ["remove 3", "remove 2", "remove 1", "remove 0"]
    act(g, "remove 2")  # 3 + 2 = 5
    settle(g)
    assert g.cards[me].counters["luck"] == 1 and g.cards[me].counters.get("boost", 0) == 1
