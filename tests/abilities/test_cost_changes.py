"""Passive cost changes (CR 5.1.2.e): increases, then decreases; a decrease with a floor of its
own (the remark of 5.1.2.e); a card's own cost read for the Expedition it is played into."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import character, game_at_first_turn, give, options, set_mana
from tests.cards.builders import paid_to_play


def _change(**kw) -> ab.PassiveAbility:
    return ab.PassiveAbility(kind="passive", effect=ab.CostChange(kind="cost_change", **kw))


def _paid(changes, cost: int, src: str = "reserve", controller: int = 0) -> int:
    g = game_at_first_turn()
    p = g.pending.player
    for effect in changes:
        give(g, (p + controller) % 2, character(effect), Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 9)
    cid = give(g, p, character(cost=cost), Zone.RESERVE if src == "reserve" else Zone.HAND)
    return paid_to_play(g, p, cid, src=src)


def test_passive_cost_change_5_1_2_e_increase_from_reserve_only_for_both_players():
    more = _change(change=1, from_zone="reserve")
    assert _paid([more], 2) == 3
    assert _paid([more], 2, controller=1) == 3  # the opponent's passive counts too
    assert _paid([more], 2, src="hand") == 2
    assert render_passive(more.effect) == "Cards played from Reserve cost {1} more."


def test_passive_cost_change_5_1_2_e_a_floor_limits_its_own_decrease_only():
    floored = _change(change=-1, from_zone="reserve", floor=1)
    plain = _change(change=-1)
    assert _paid([floored], 3) == 2
    assert _paid([floored], 1) == 1  # the decrease stops at its floor
    assert _paid([floored, plain], 2) == 0  # 2 -> 1 by the floored decrease, then 0
    assert _paid([floored, plain], 1) == 0  # the floor is no restriction on the final cost
    assert render_passive(floored.effect, "fr").startswith("Les cartes jouées depuis la Réserve")


def test_passive_cost_change_5_1_2_e_increases_come_before_decreases():
    assert _paid([_change(change=-2, floor=1), _change(change=2)], 1) == 1  # 1+2 = 3, then 1


def test_passive_cost_change_5_1_2_c_my_own_cost_read_for_the_expedition_i_am_played_in():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 2)
    me = give(g, p, character(_change(change=-2, me=True, condition=ab.StepCondition(
        characters_in_my_expedition=0)), cost=4))
    mine = [o for o in options(g) if f"#{me}@" in o]
    assert mine == [f"play {g.cdef(me).name}#{me}@hand -> companion"]
    assert paid_to_play(g, p, me, side="companion") == 2


def test_6_5_d_condition_it_is_the_card_just_sacrificed_and_its_hand_cost():
    from altered_tui.cards.render import render_step
    from tests.abilities.support import cast

    g = game_at_first_turn()
    p = g.pending.player
    costly = give(g, p, character(cost=4), Zone.EXPEDITION, Side.HERO)
    hand = len(g.players[p].hand)
    steps = [ab.Sacrifice(kind="sacrifice", objects=ab.Select(ref="choose")),
             ab.If(kind="if", condition=ab.StepCondition(it_is=ab.Filter(type="card", min_hand_cost=3)),
                   steps=[ab.Draw(kind="draw")])]
    cast(g, *steps)
    assert costly in g.players[p].discard and len(g.players[p].hand) == hand + 1
    assert render_step(steps[1]) == "If its Hand Cost was {3} or more, draw a card"


def _play_now(**kw):
    return ab.PlayNow(kind="play_now", **kw)


def test_step_play_now_5_2_a_from_hand_or_reserve_for_less_with_what_it_gains():
    from altered_tui.cards.render import render_step
    from altered_tui.engine.types import Status
    from tests.abilities.support import act, cast
    from tests.cards.builders import clear_hand, ready_mana

    g = game_at_first_turn()
    p = g.pending.player
    clear_hand(g, p)
    set_mana(g, p, 1)
    costly = give(g, p, character(cost=4), Zone.RESERVE)
    too_costly = give(g, p, character(cost=6))
    step = _play_now(reduce=3, boosts=1, gains="anchored")
    cast(g, step)
    mine = [o for o in options(g) if o.startswith("play")]
    assert all(f"#{costly}@reserve" in o for o in mine) and len(mine) == 2  # either Expedition
    assert not any(f"#{too_costly}@" in o for o in options(g)) and "no" not in options(g)
    act(g, mine[0])
    c = g.cards[costly]
    assert c.zone is Zone.EXPEDITION and ready_mana(g, p) == 0
    assert c.boosts == 1 and c.has(Status.ANCHORED) and c.has(Status.FLEETING)  # from Reserve
    assert render_step(step) == \
        "Immediately play a Character for {3} less. It gains 1 boost and Anchored"


def test_step_play_now_6_5_f_nothing_it_can_pay_for_does_nothing():
    from tests.abilities.support import cast

    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 0)
    from tests.cards.builders import clear_hand
    clear_hand(g, p)
    big = give(g, p, character(cost=5))  # 5 - 3 = 2: more than the 0 Mana Orbs
    cast(g, _play_now(reduce=3, may=True))
    assert g.pending.kind == "turn" and big in g.players[p].hand


def test_passive_cost_change_5_1_2_e_while_boosted_only_while_its_source_has_a_boost():
    g = game_at_first_turn()
    p = g.pending.player
    cheaper = _change(change=-1, from_zone="reserve", while_boosted=True)
    source = give(g, p, character(cheaper), Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 9)
    cid = give(g, p, character(cost=3), Zone.RESERVE)
    assert paid_to_play(g, p, cid, src="reserve") == 3  # no boost: no decrease
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    source = give(g2, p2, character(cheaper), Zone.EXPEDITION, Side.HERO)
    g2.cards[source].counters["boost"] = 1  # CR 2.4.4.a: boosted
    set_mana(g2, p2, 9)
    cid = give(g2, p2, character(cost=3), Zone.RESERVE)
    assert paid_to_play(g2, p2, cid, src="reserve") == 2
    assert render_passive(cheaper.effect) == "If I'm boosted, cards played from Reserve cost {1} less."
