"""'If its Base Cost was N or less / or more' of a card this effect made leave play: as it left
(a Fleeting one's Reserve Cost, CR 2.1.d); 'if you control it'; 'in a starting region'
(CR 7.5.2.a) for a card's own play restriction and cost, read per Expedition (CR 5.1.2.c)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive, render_step
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, set_mana
from tests.cards.builders import paid_to_play


def _discard_then_draw_if(cond: ab.StepCondition, victim_cost: tuple[int, int], fleeting: bool) -> int:
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(cost=0).model_copy(update={
        "hand_cost": victim_cost[0], "reserve_cost": victim_cost[1]}), Zone.EXPEDITION, Side.HERO)
    if fleeting:
        g.cards[victim].status |= Status.FLEETING
    hand = len(g.players[p].hand)
    cast(g, ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
         ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="discard"),
         ab.If(kind="if", condition=cond, steps=[ab.Draw(kind="draw")]))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{victim}" in o))
    assert victim in g.players[1 - p].discard
    return len(g.players[p].hand) - hand


def test_step_condition_its_base_cost_at_most_2_1_d_as_it_left_play():
    at_most = ab.StepCondition(its_base_cost_at_most=2)
    assert _discard_then_draw_if(at_most, (2, 5), fleeting=False) == 1  # its Hand Cost
    assert _discard_then_draw_if(at_most, (2, 5), fleeting=True) == 0  # Fleeting: Reserve Cost 5
    assert _discard_then_draw_if(at_most, (4, 1), fleeting=True) == 1
    assert render_step(ab.If(kind="if", condition=at_most, steps=[ab.Draw(kind="draw")])) == \
        "If its Base Cost was {2} or less, draw a card"


def test_step_condition_its_base_cost_at_least_2_1_d_as_it_left_play():
    at_least = ab.StepCondition(its_base_cost_at_least=3)
    assert _discard_then_draw_if(at_least, (3, 1), fleeting=False) == 1
    assert _discard_then_draw_if(at_least, (3, 1), fleeting=True) == 0


def test_step_condition_you_control_it_7_5_4_a_the_chosen_object_is_yours():
    for mine, drawn in ((True, 1), (False, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        chosen = give(g, p if mine else 1 - p, character(), Zone.EXPEDITION, Side.HERO)
        hand = len(g.players[p].hand)
        cast(g, ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
             ab.If(kind="if", condition=ab.StepCondition(you_control_it=True),
                   steps=[ab.Draw(kind="draw")]))
        if g.pending.kind == "target":
            act(g, next(o for o in options(g) if f"#{chosen}" in o))
        assert len(g.players[p].hand) - hand == drawn


def test_passive_cant_be_played_7_5_2_a_not_into_an_expedition_on_its_starting_region():
    g = game_at_first_turn()
    p = g.pending.player
    racer = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.CantBePlayed(
        kind="cant_be_played", condition=ab.StepCondition(in_starting_region=True)))))
    assert not [o for o in options(g) if f"#{racer}@" in o]
    g.players[p].positions[Side.HERO] = 1
    from tests.abilities.support import refresh
    refresh(g)
    assert [o.rsplit("-> ", 1)[1] for o in options(g) if f"#{racer}@" in o] == ["hero"]
    assert render_passive(g.cdef(racer).abilities[0].effect) == "I can't be played in a starting region."


def test_passive_cost_change_7_5_2_a_more_in_a_starting_region():
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 9)
    g.players[p].positions[Side.HERO] = 1
    change = ab.CostChange(kind="cost_change", change=3, me=True,
                           condition=ab.StepCondition(in_starting_region=True))
    racer = give(g, p, character(ab.PassiveAbility(kind="passive", effect=change), cost=3))
    assert paid_to_play(g, p, racer, side="hero") == 3
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    set_mana(g2, p2, 9)
    other = give(g2, p2, character(ab.PassiveAbility(kind="passive", effect=change), cost=3))
    assert paid_to_play(g2, p2, other, side="companion") == 6
    assert render_passive(change) == "I cost {3} more if I'm played in a starting region."


def test_step_condition_exhausted_in_reserves_fewer_than_3_2_10_both_reserves():
    for exhausted, drawn in ((1, 1), (2, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        for i in range(exhausted):
            cid = give(g, i % 2, character(), Zone.RESERVE)
            g.cards[cid].status |= Status.EXHAUSTED
        hand = len(g.players[p].hand)
        cast(g, ab.If(kind="if", condition=ab.StepCondition(exhausted_in_reserves_fewer_than=2),
                      steps=[ab.Draw(kind="draw")]))
        assert len(g.players[p].hand) - hand == drawn


def _exhaust_then_draw_if(cond: ab.StepCondition, whose: str, alone: bool) -> int:
    g = game_at_first_turn()
    p = g.pending.player
    owner = p if whose == "mine" else 1 - p
    for q in (0, 1):
        for cid in list(g.players[q].reserve):
            g.players[q].reserve.remove(cid)
            g.players[q].discard.append(cid)
            g.cards[cid].zone = Zone.DISCARD
    victim = give(g, owner, character(), Zone.RESERVE)
    if not alone:
        give(g, owner, character(), Zone.RESERVE)
    hand = len(g.players[p].hand)
    cast(g, ab.ChooseTarget(kind="choose_target", objects=ab.Select(
        ref="target", filter=ab.Filter(type="card", in_reserve=True))),
        ab.If(kind="if", condition=cond, steps=[ab.Draw(kind="draw")]))
    if g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{victim}" in o))
    return len(g.players[p].hand) - hand


def test_step_condition_it_alone_in_reserve_3_2_10_the_only_card_of_its_reserve():
    alone = ab.StepCondition(it_alone_in_reserve=True)
    assert _exhaust_then_draw_if(alone, "theirs", True) == 1
    assert _exhaust_then_draw_if(alone, "theirs", False) == 0


def test_step_condition_it_in_your_reserve_3_2_10_a_card_of_your_own_reserve():
    yours = ab.StepCondition(it_in_your_reserve=True)
    assert _exhaust_then_draw_if(yours, "mine", False) == 1
    assert _exhaust_then_draw_if(yours, "theirs", False) == 0


def test_passive_defect_instead_6_2_b_fleeting_and_defects_instead_of_reserve():
    from altered_tui.engine.types import Phase
    from tests.cards.builders import run_until

    g = game_at_first_turn()
    p = g.pending.player
    rover = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.DefectInstead(
        kind="defect_instead"))), Zone.EXPEDITION, Side.COMPANION)
    plain = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    run_until(g, 2, Phase.MORNING)
    assert rover in g.players[1 - p].expeditions[Side.COMPANION]
    assert g.cards[rover].controller == 1 - p and g.cards[rover].has(Status.FLEETING)
    assert plain in g.players[p].reserve
    assert render_passive(g.cdef(rover).abilities[0].effect) == \
        "If I would go to Reserve from the Expedition zone, I gain Fleeting and defect instead."
