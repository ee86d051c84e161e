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


def _tapper(g, p, *effect) -> int:
    steps = list(effect) or [ab.Draw(kind="draw")]
    return give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=steps)),
                Zone.EXPEDITION, Side.HERO)


def _tap(g, cid: int) -> None:
    act(g, f"use {g.cdef(cid).name}#{cid} a1")
    settle(g)


def test_trigger_abilities_activated_on_your_turn_7_3_1_fires_as_the_count_reaches_n():
    g, p = start()
    watcher = give(g, p, character(reaction_on_nth("exhaust", 2)), Zone.EXPEDITION, Side.HERO)
    first, second, third = (_tapper(g, p) for _ in range(3))
    _tap(g, first)
    assert g.cards[watcher].counters.get("boost", 0) == 0
    _tap(g, second)
    assert g.cards[watcher].counters.get("boost", 0) == 1  # the second {T} ability this turn
    _tap(g, third)
    assert g.cards[watcher].counters.get("boost", 0) == 1  # only as it reaches two


def reaction_on_nth(ability: str, nth: int) -> ab.Reaction:
    return ab.Reaction(kind="reaction", trigger=ab.Trigger(on="abilities_activated_on_your_turn",
                                                           ability=ability, nth=nth),
                       effect=[ab.Boost(kind="boost", objects=ab.Select(ref="me"))])


def test_step_next_activation_2_2_14_the_next_such_ability_this_turn_uses_it_up():
    g, p = start()
    plain = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    emblem = _tapper(g, p, ab.NextActivation(kind="next_activation", ability="exhaust", steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")))]))
    _tap(g, emblem)  # its own activation came before the Emblem
    assert g.cards[plain].counters.get("boost", 0) == 0
    later, last = _tapper(g, p), _tapper(g, p)
    _tap(g, later)
    assert g.cards[plain].counters.get("boost", 0) == 1
    _tap(g, last)
    assert g.cards[plain].counters.get("boost", 0) == 1  # used up


def test_condition_ability_activated_this_turn_7_3_1_counts_this_turn_only():
    from altered_tui.engine.characteristics import condition_holds
    from altered_tui.engine.objects import Context
    g, p = start()
    cond = ab.StepCondition(ability_activated_this_turn="exhaust")
    assert not condition_holds(g, cond, Context(p))
    _tap(g, _tapper(g, p))
    assert condition_holds(g, cond, Context(p))
    assert not condition_holds(g, ab.StepCondition(ability_activated_this_turn="support"), Context(p))
    from tests.cards.builders import back_to
    play(g, put(g, p, TROOPER))  # the turn ends
    settle(g)
    back_to(g, p)
    assert not condition_holds(g, cond, Context(p))


def test_filter_has_discard_ability_and_condition_discard_ability_in_yours():
    from altered_tui.engine.characteristics import condition_holds, matches
    from altered_tui.engine.objects import Context
    g, p = start()
    cond = ab.StepCondition(discard_ability_in_yours=True)
    assert not condition_holds(g, cond, Context(p))
    helper = give(g, p, character(support=(_NEXT_BOOST,)), Zone.RESERVE)
    assert condition_holds(g, cond, Context(p))
    assert matches(g, helper, ab.Filter(has_discard_ability=True), Context(p))
    assert not matches(g, put(g, p, TROOPER, Zone.RESERVE), ab.Filter(has_discard_ability=True), Context(p))


def test_condition_you_discarded_this_turn_3_2_3_from_hand_or_also_reserve():
    from altered_tui.engine.characteristics import condition_holds
    from altered_tui.engine.objects import Context
    from altered_tui.engine.zones import move
    g, p = start()
    hand_only = ab.StepCondition(you_discarded_this_turn="hand")
    either = ab.StepCondition(you_discarded_this_turn="hand_or_reserve")
    move(g, put(g, p, TROOPER, Zone.RESERVE), Zone.DISCARD)
    assert condition_holds(g, either, Context(p)) and not condition_holds(g, hand_only, Context(p))
    assert not condition_holds(g, either, Context(1 - p))  # the owner's discard only
    move(g, put(g, p, TROOPER), Zone.DISCARD)
    assert condition_holds(g, hand_only, Context(p))


def test_step_next_activation_shows_in_the_observation_while_it_waits():
    from altered_tui.engine.observation import observation
    g, p = start()
    emblem = _tapper(g, p, ab.NextActivation(kind="next_activation", ability="support", steps=[
        ab.Draw(kind="draw")]))
    _tap(g, emblem)
    texts = [o["text"] for o in observation(g, p)["ongoing"]]
    assert texts == ["The next time a {D} ability is activated this turn, draw a card"]
