"""'If I'm facing an Expedition in [terrain]' (CR 1.2.3.c, 7.5.2.a), a revealed card put in
Reserve (CR 3.2.10), 'target Expedition moves backward; if it does, its controller's other
Expedition moves forward' (CR 7.3.16-17), and 'my statistics equal my highest' while
single-terrain regions are visible (CR 2.3)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive, render_step
from altered_tui.engine.adventure import place_marker, reveal_tumult
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Terrain, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, play, reaction


def _booster(terrain: str) -> ab.If:
    return ab.If(kind="if", condition=ab.StepCondition(facing_expedition_in=terrain),
                 steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=1)])


def test_step_condition_facing_expedition_in_1_2_3_c_the_opponents_expedition_of_the_same_kind():
    g = game_at_first_turn()
    p = g.pending.player
    place_marker(g, p, 7, Terrain.WATER, None, "test")  # region 7: Water only
    g.players[1 - p].positions[Side.HERO] = 7  # the Expedition my hero Expedition faces
    g.players[1 - p].positions[Side.COMPANION] = 0
    water = give(g, p, character(reaction("joins", _booster("water"))))
    play(g, water, side="hero")  # I stand on region 0 (every terrain), facing region 7
    assert g.cards[water].boosts == 1
    act(g, "pass")
    forest = give(g, p, character(reaction("joins", _booster("forest"))))
    play(g, forest, side="hero")
    assert g.cards[forest].boosts == 0  # the faced Expedition is in Water only
    assert render_step(_booster("water")) == "If I'm facing an Expedition in Water, I gain 1 boost"


def test_step_revealed_to_3_2_10_a_revealed_card_put_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    top = give(g, p, character(), Zone.DECK)
    assert g.players[p].deck[0] == top
    cast(g, ab.RevealTop(kind="reveal_top"), ab.RevealedTo(kind="revealed_to", zone="reserve"))
    assert top in g.players[p].reserve and g.revealed == []
    assert any(e.kind == "put" and e.data.get("card") == top for e in g.log)
    assert render_step(ab.RevealedTo(kind="revealed_to", zone="reserve")) == "Put it in Reserve"


def _wind(yours: bool = False) -> ab.MoveExpedition:
    return ab.MoveExpedition(kind="move_expedition", direction="backward", yours=yours, then=[
        ab.MoveExpedition(kind="move_expedition", direction="forward", expedition="its_other")])


def test_step_move_expedition_7_3_16_if_it_moves_back_its_controllers_other_moves_forward():
    g = game_at_first_turn()
    p = g.pending.player
    g.players[1 - p].positions[Side.COMPANION] = 5
    cast(g, _wind())
    act(g, "expedition -> companion theirs")
    assert g.players[1 - p].positions == {Side.HERO: 1, Side.COMPANION: 6}
    q = g.pending.player  # now the other player's turn
    g.players[q].positions[Side.COMPANION] = 7  # back at its origin
    before = dict(g.players[q].positions)
    cast(g, _wind(yours=True))
    assert options(g) == ["expedition -> hero yours", "expedition -> companion yours"]
    act(g, "expedition -> companion yours")  # at its origin (CR 7.3.16.b): nothing moves
    assert g.players[q].positions == before and before[Side.COMPANION] == 7
    assert render_step(_wind(yours=True)) == ("Target Expedition you control moves backward one "
                                              "region. If it does, your other Expedition moves "
                                              "forward one region")


def test_passive_stats_equal_highest_2_3_me_while_three_single_terrain_regions_are_visible():
    effect = ab.StatsEqualHighest(kind="stats_equal_highest", to="me", while_single_terrain_regions=3)
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(ab.PassiveAbility(kind="passive", effect=effect), stats=(1, 4, 2)),
              Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(stats=(0, 3, 1)), Zone.EXPEDITION, Side.HERO)
    assert stats(g, me) == (1, 4, 2)
    for index in (1, 3, 5):
        reveal_tumult(g, index, "test")
    assert stats(g, me) == (4, 4, 4) and stats(g, other) == (0, 3, 1)
    assert render_passive(effect) == ("If three or more single-terrain regions are visible, my "
                                      "Forest, Mountain and Water are equal to my highest statistic.")


def _passer(cond: ab.StepCondition) -> ab.Reaction:
    return reaction("joins", ab.If(kind="if", condition=cond, steps=[ab.PassNow(kind="pass_now", each=True)]))


def _passes(g, since: int) -> list[int]:
    return [e.player for e in g.log[since:] if e.kind == "pass"]


def test_step_pass_now_4_2_3_d_each_player_passes_you_first():
    g = game_at_first_turn()
    p = g.pending.player
    since = len(g.log)
    play(g, give(g, p, character(_passer(ab.StepCondition()))))
    assert _passes(g, since) == [p, 1 - p]
    assert render_step(ab.PassNow(kind="pass_now", each=True)).startswith("Each player passes, you first")


def test_step_condition_zero_base_stats_with_reserve_2_3_1_a_characters_in_play_and_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(0, 0, 1)), Zone.RESERVE)  # two 0s in Reserve
    give(g, p, character(stats=(0, 1, 1)), Zone.HAND)  # not counted
    since = len(g.log)
    # the new one has one 0 in play: 3 in all
    play(g, give(g, p, character(_passer(ab.StepCondition(zero_base_stats_with_reserve=4)),
                                 stats=(0, 1, 1))))
    assert _passes(g, since) == []
    act(g, "pass")
    play(g, give(g, p, character(_passer(ab.StepCondition(zero_base_stats_with_reserve=4)),
                                 stats=(0, 1, 1))))  # 4 now
    assert p in _passes(g, since)


def test_step_condition_boosts_with_reserve_at_least_2_5_boosts_in_play_and_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    stored = give(g, p, character(), Zone.RESERVE)
    g.cards[stored].counters["boost"] = 2
    field = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[field].counters["boost"] = 1
    since = len(g.log)
    play(g, give(g, p, character(_passer(ab.StepCondition(boosts_with_reserve_at_least=4)))))
    assert _passes(g, since) == []
    act(g, "pass")
    g.cards[field].counters["boost"] = 2
    play(g, give(g, p, character(_passer(ab.StepCondition(boosts_with_reserve_at_least=4)))))
    assert p in _passes(g, since)


def test_step_condition_played_for_less_5_1_2_c_the_spell_knows_its_option_was_taken():
    from altered_tui.cards.models import CardDef, CardType

    g = game_at_first_turn()
    p = g.pending.player
    draw_if_less = ab.If(kind="if", condition=ab.StepCondition(played_for_less=True),
                         steps=[ab.Draw(kind="draw", count=2)], otherwise=[ab.Draw(kind="draw")])
    d = CardDef(id="TEST_LESS", name="Test Less", type=CardType.SPELL, hand_cost=2, reserve_cost=2,
                abilities=(ab.PassiveAbility(kind="passive", effect=ab.CostOption(
                    kind="cost_option", discard_from_reserve=0, reduce=1)),
                    ab.SpellEffect(kind="effect", steps=[draw_if_less])))
    cid = give(g, p, d)
    plays = [o for o in options(g) if f"#{cid}@" in o]
    assert len(plays) == 2
    hand = len(g.players[p].hand)
    act(g, next(o for o in plays if o.endswith("reduced")))
    assert len(g.players[p].hand) == hand - 1 + 2
    assert render_passive(d.abilities[0].effect) == "You may play me for {1} less."


def test_step_condition_it_was_in_2_1_d_where_it_was_as_it_left_play():
    g = game_at_first_turn()
    p = g.pending.player
    place_marker(g, p, 7, Terrain.FOREST, None, "test")
    dry = give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION)  # region 7: Forest only
    steps = [ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
             ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="hand"),
             ab.If(kind="if", condition=ab.StepCondition(it_was_in="water"),
                   steps=[ab.Draw(kind="draw")])]
    hand = len(g.players[p].hand)
    cast(g, *steps)
    assert dry in g.players[1 - p].hand and len(g.players[p].hand) == hand  # not in Water
    wet = give(g, p, character(), Zone.EXPEDITION, Side.HERO)  # region 0: every terrain
    q = g.pending.player
    hand = len(g.players[q].hand)
    cast(g, *steps)
    if g.pending is not None and g.pending.kind == "target":
        act(g, next(o for o in options(g) if f"#{wet}" in o))
    assert wet in g.players[p].hand and len(g.players[q].hand) == hand + 1


def test_passive_dusk_move_die_6_2_b_a_die_as_my_expedition_would_move_at_dusk():
    from altered_tui.engine.types import Phase
    from tests.cards.builders import fix_dice, run_until

    effect = ab.DuskMoveDie(kind="dusk_move_die", more_at_least=5, none_at_most=2)
    for die, moved in ((5, 2), (4, 1), (2, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        give(g, p, character(ab.PassiveAbility(kind="passive", effect=effect), stats=(3, 3, 3)),
             Zone.EXPEDITION, Side.HERO)
        give(g, p, character(stats=(3, 3, 3)), Zone.EXPEDITION, Side.COMPANION)  # no passive
        fix_dice(g, die)
        run_until(g, 1, Phase.NIGHT)
        assert g.players[p].positions[Side.HERO] == moved, die
        assert g.players[p].positions[Side.COMPANION] == 6  # moved as usual
    assert render_passive(effect) == ("If my Expedition would move forward during Dusk, roll a "
                                      "die: on a 5+, it moves forward one more region instead; on "
                                      "a 2 or less, it doesn't move instead.")
