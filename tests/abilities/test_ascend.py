"""Ascend (README rulings): an Ascended Expedition moves forward at Dusk on a tie in a terrain
of its region (the exception to CR 4.2.4.e) until Rest (CR 4.2.5.b)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.progress import compute_progress
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell


def _to_next_day(g) -> None:
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def _tied_hero_expeditions(g, p: int) -> None:
    """Both Hero Expeditions hold a 2/2/2 Character: a tie in every terrain."""
    give(g, p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(stats=(2, 2, 2)), Zone.EXPEDITION, Side.HERO)


def test_step_ascend_4_2_4_e_a_tie_moves_the_target_expedition_until_rest():
    g = game_at_first_turn()
    p = g.pending.player
    _tied_hero_expeditions(g, p)
    play(g, give(g, p, spell(ab.Ascend(kind="ascend"))))
    act(g, "expedition -> hero yours")
    assert g.ascended == [(p, Side.HERO)]
    report = compute_progress(g)
    mine = next(e for e in report["expeditions"] if e["player"] == p and e["side"] == "hero")
    assert mine["moves"] and mine["wins"] == []  # a tie is not "due to" a terrain (4.2.4.j)
    assert any(n["via"] == "ascended" for n in mine["notes"])
    _to_next_day(g)
    assert g.players[p].positions[Side.HERO] == 1
    assert g.players[1 - p].positions[Side.HERO] == 0  # the opponent's tie is still not enough
    assert g.ascended == []  # cleared at Rest
    assert any(e.kind == "ascend_end" for e in g.log)


def test_step_ascend_4_2_4_f_zero_is_still_not_enough():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(0, 0, 0)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="both_yours"))))
    assert sorted(s.value for _p, s in g.ascended) == ["companion", "hero"]
    _to_next_day(g)
    assert g.players[p].positions[Side.HERO] == 0


def test_step_ascend_mine_and_again_4_2_4_e():
    g = game_at_first_turn()
    p = g.pending.player
    climber = give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"),
                                               effect=[ab.Ascend(kind="ascend", expedition="mine"),
                                                       ab.Ascend(kind="ascend", expedition="mine")])))
    play(g, climber, side="companion")
    assert g.ascended == [(p, Side.COMPANION)]
    assert [e.data["via"] for e in g.log if e.kind == "ascend"] == ["", "again"]


def test_step_ascend_hero_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="hero"))))
    assert g.ascended == [(p, Side.HERO)]


def test_step_condition_in_ascended_expedition_4_2_4_e():
    """'If I'm in an Ascended Expedition, I gain 1 boost. Otherwise, my Expedition Ascends.'"""
    g = game_at_first_turn()
    p = g.pending.player
    ability = ab.Reaction(kind="reaction", trigger=ab.Trigger(on="joins"), effect=[ab.If(
        kind="if", condition=ab.StepCondition(in_ascended_expedition=True),
        steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)],
        otherwise=[ab.Ascend(kind="ascend", expedition="mine")])])
    first = give(g, p, character(ability))
    play(g, first)
    assert g.ascended == [(p, Side.HERO)] and g.cards[first].boosts == 0
    if g.pending.player != p:
        act(g, "pass")
    second = give(g, p, character(ability))
    play(g, second)
    assert g.cards[second].boosts == 1


def test_step_condition_you_have_ascended_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    check = ab.If(kind="if", condition=ab.StepCondition(you_have_ascended_expedition=True),
                  steps=[ab.Draw(kind="draw")])
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(check)))
    assert len(g.players[p].hand) == hand
    if g.pending.player != p:
        act(g, "pass")
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="hero"), check)))
    assert len(g.players[p].hand) == hand + 1


def test_trigger_your_ascended_expeditions_move_forward_once_at_dusk():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="your_ascended_expeditions_move_forward"), effect=[ab.Draw(kind="draw")])),
        Zone.LANDMARKS)
    _tied_hero_expeditions(g, p)
    give(g, p, character(stats=(5, 5, 5)), Zone.EXPEDITION, Side.COMPANION)
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="both_yours"))))
    before = dict(g.players[p].positions)
    _to_next_day(g)
    after = g.players[p].positions
    assert all(after[s] != before[s] for s in Side)
    # both moved together: one event, one Reaction
    assert sum(1 for e in g.log if e.kind == "draw" and e.cause.startswith("reaction:")) == 1


def test_trigger_your_ascended_expeditions_move_forward_not_when_not_ascended():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="your_ascended_expeditions_move_forward"), effect=[ab.Draw(kind="draw")])),
        Zone.LANDMARKS)
    give(g, p, character(stats=(5, 5, 5)), Zone.EXPEDITION, Side.HERO)
    _to_next_day(g)
    assert g.players[p].positions[Side.HERO] == 1
    assert not any(e.kind == "draw" and e.cause.startswith("reaction:") for e in g.log)


def test_trigger_your_ascended_expeditions_move_forward_by_an_effect_7_3_17():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="your_ascended_expeditions_move_forward"), effect=[ab.Draw(kind="draw")])),
        Zone.LANDMARKS)
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="hero"),
                             ab.MoveExpedition(kind="move_expedition", direction="forward"))))
    act(g, "expedition -> hero yours")
    assert g.players[p].positions[Side.HERO] == 1
    assert any(e.kind == "draw" and e.cause.startswith("reaction:") for e in g.log)


def test_passive_ascend_again_instead_6_2_b_replaces_ascending_again():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.AscendAgainInstead(
        kind="ascend_again_instead", steps=[ab.Draw(kind="draw")]))), Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="hero"))))
    assert len(g.players[p].hand) == hand  # the first time it Ascends
    if g.pending.player != p:
        act(g, "pass")
    play(g, give(g, p, spell(ab.Ascend(kind="ascend", expedition="hero"))))
    assert len(g.players[p].hand) == hand + 1 and g.ascended == [(p, Side.HERO)]


def test_filter_in_ascended_expedition_4_2_4_e():
    g = game_at_first_turn()
    p = g.pending.player
    up = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    down = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    g.ascended = [(p, Side.HERO)]
    play(g, give(g, p, spell(ab.Boost(kind="boost", objects=ab.Select(
        ref="each", filter=ab.Filter(in_ascended_expedition=True)), amount=1))))
    assert g.cards[up].boosts == 1 and g.cards[down].boosts == 0


def test_costs_less_for_each_ascended_expedition_5_1_2_e():
    from altered_tui.engine.playing import play_cost

    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.CostChange(
        kind="cost_change", change=-1, me=True, for_each="ascended_expedition")), cost=4))
    assert play_cost(g, cid, Zone.HAND) == 4
    g.ascended = [(p, Side.HERO), (p, Side.COMPANION), (1 - p, Side.HERO)]
    assert play_cost(g, cid, Zone.HAND) == 2  # the opponent's does not count


def test_step_condition_in_your_reserve_5_1_2_e():
    g = game_at_first_turn()
    p = g.pending.player
    check = ab.If(kind="if", condition=ab.StepCondition(in_your_reserve=ab.Filter(
        type="spell", in_reserve=True, min_base_cost=4)), steps=[ab.Draw(kind="draw")])
    give(g, 1 - p, spell(ab.Draw(kind="draw"), cost=5), Zone.RESERVE)  # the opponent's Reserve does not count
    hand = len(g.players[p].hand)
    play(g, give(g, p, spell(check)))
    assert len(g.players[p].hand) == hand
    if g.pending.player != p:
        act(g, "pass")
    give(g, p, spell(ab.Draw(kind="draw"), cost=5), Zone.RESERVE)
    play(g, give(g, p, spell(check)))
    assert len(g.players[p].hand) == hand + 1
