"""Conditions on boosts and statuses, target players and Expeditions, die modifiers, 'after
Rest' effects, revealing the top of the Deck and winning the game (group "conds")."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.observation import observation
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import cast, act, character, game_at_first_turn, give, options, play, reaction, spell
from tests.log_text import prompt

ME = ab.Select(ref="me")
DRAW = ab.Draw(kind="draw")


def _answer_quietly(g):
    opts = options(g)
    act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))


def _finish_day(g):
    day = g.day
    while g.day == day and not g.over:
        _answer_quietly(g)


def _die_result(g):
    return next(e.data["result"] for e in g.log if e.kind == "die" and e.data["via"] == "roll")


def _boost_target_roll(*before):
    return ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
        *before, ab.Boost(kind="boost", objects=ab.Select(ref="target", filter=ab.Filter(controller="you")),
                          amount=ab.Quantity(remembered="die"))])])


# --- StepCondition: my boosts ---------------------------------------------------------------

def _boost_then_if(boosts, **condition):
    steps = [ab.Boost(kind="boost", objects=ME, amount=boosts)] if boosts else []
    return character(reaction("joins", *steps, ab.If(kind="if", condition=ab.StepCondition(**condition),
                                                     steps=[DRAW])))


def test_step_condition_my_boosts_at_least_6_5_d_checked_as_the_step_happens():
    for boosts, draws in ((3, 1), (2, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        hand = len(g.players[p].hand)
        play(g, give(g, p, _boost_then_if(boosts, my_boosts_at_least=3)))
        assert len(g.players[p].hand) == hand + draws, boosts


def test_step_condition_my_boosts_at_most_6_5_d():
    for boosts, draws in ((4, 1), (5, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        hand = len(g.players[p].hand)
        play(g, give(g, p, _boost_then_if(boosts, my_boosts_at_most=4)))
        assert len(g.players[p].hand) == hand + draws, boosts


def test_step_condition_my_expedition_behind_7_5_2_b_closer_to_its_start_than_the_facing_one():
    for their_hero, draws in ((1, 1), (0, 0)):  # behind: draws; tied: does not
        g = game_at_first_turn()
        p = g.pending.player
        g.players[1 - p].positions[Side.HERO] = their_hero
        hand = len(g.players[p].hand)
        play(g, give(g, p, _boost_then_if(0, my_expedition_behind=True)), side="hero")
        assert len(g.players[p].hand) == hand + draws, their_hero


def test_step_condition_my_expedition_behind_7_4_4_j_gigantic_needs_both_behind():
    for their_companion, draws in ((6, 1), (7, 0)):
        g = game_at_first_turn()
        p = g.pending.player
        g.players[1 - p].positions[Side.HERO] = 1
        g.players[1 - p].positions[Side.COMPANION] = their_companion
        card = _boost_then_if(0, my_expedition_behind=True).model_copy(
            update={"keywords": ab.Keywords(gigantic=True)})
        hand = len(g.players[p].hand)
        play(g, give(g, p, card), side="hero")
        assert len(g.players[p].hand) == hand + draws, their_companion


# --- Filter: target player / target Expedition -------------------------------------------

def test_filter_by_target_player_each_character_of_the_chosen_player():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = [give(g, 1 - p, character(), Zone.EXPEDITION, side) for side in Side]
    cast(g, ab.GainStatus(kind="gain_status", objects=ab.Select(
        ref="each", filter=ab.Filter(by_target_player=True)), status="fleeting"))
    assert g.pending.kind == "player" and set(options(g)) == {"player yours", "player theirs"}
    act(g, "player theirs")
    assert all(g.cards[c].has(Status.FLEETING) for c in theirs)
    assert not g.cards[mine].has(Status.FLEETING)


def test_filter_by_target_player_can_be_yourself():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.SwitchExpeditions(kind="switch_expeditions", objects=ab.Select(
        ref="each", filter=ab.Filter(by_target_player=True))))
    act(g, "player yours")
    assert mine in g.players[p].expeditions[Side.COMPANION]
    assert theirs in g.players[1 - p].expeditions[Side.HERO]


def test_filter_in_target_expedition_only_that_players_expedition():
    g = game_at_first_turn()
    p = g.pending.player
    in_it = [give(g, 1 - p, character(), Zone.EXPEDITION, Side.COMPANION) for _ in range(2)]
    other_side = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    mine = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    cast(g, ab.GainStatus(kind="gain_status", objects=ab.Select(
        ref="each", filter=ab.Filter(in_target_expedition=True)), status="asleep"))
    assert "expedition -> companion theirs" in options(g)
    act(g, "expedition -> companion theirs")
    assert all(g.cards[c].has(Status.ASLEEP) for c in in_it)
    assert not g.cards[other_side].has(Status.ASLEEP) and not g.cards[mine].has(Status.ASLEEP)


# --- MayCost: any number of Reserve cards; Draw that many --------------------------------

def test_may_cost_discard_any_from_reserve_6_4_draws_that_many():
    g = game_at_first_turn()
    p = g.pending.player
    reserve = [give(g, p, character(), Zone.RESERVE) for _ in range(3)]
    hand = len(g.players[p].hand)
    cast(g, ab.May(kind="may", cost=ab.MayCost(discard_any_from_reserve=True),
                    steps=[ab.Draw(kind="draw", count=ab.Quantity(remembered="discarded"))]))
    act(g, "yes")
    for cid in reserve[:2]:
        act(g, f"choose {g.cdef(cid).name}#{cid}")
    act(g, "done")
    assert reserve[0] in g.players[p].discard and reserve[1] in g.players[p].discard
    assert reserve[2] in g.players[p].reserve
    assert len(g.players[p].hand) == hand + 2


def test_may_cost_discard_any_from_reserve_zero_cards_draws_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    kept = give(g, p, character(), Zone.RESERVE)
    hand = len(g.players[p].hand)
    cast(g, ab.May(kind="may", cost=ab.MayCost(discard_any_from_reserve=True),
                    steps=[ab.Draw(kind="draw", count=ab.Quantity(remembered="discarded"))]))
    act(g, "yes")
    act(g, "done")
    assert len(g.players[p].hand) == hand and kept in g.players[p].reserve


# --- steps ---------------------------------------------------------------------------------

def test_step_discard_reserve_7_3_5_each_player_discards_their_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    cards = [give(g, who, character(), Zone.RESERVE) for who in (p, p, 1 - p)]
    cast(g, ab.DiscardReserve(kind="discard_reserve", who="each"))
    assert not g.players[1 - p].reserve
    assert all(g.cards[c].zone is Zone.DISCARD for c in cards)


def test_step_modify_die_7_3_19_c_increases_the_result_used_next():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, _boost_target_roll(ab.ModifyDie(kind="modify_die", amount=2)))
    assert g.cards[mine].boosts == _die_result(g) + 2


def test_passive_die_bonus_7_3_19_c_may_add_one_after_seeing_the_result():
    for answer, extra in (("bonus yes", 1), ("bonus no", 0)):
        g = game_at_first_turn()
        p = g.pending.player
        give(g, p, character(ab.PassiveAbility(kind="passive", effect=ab.DieBonus(kind="die_bonus"))),
             Zone.LANDMARKS)
        mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
        cast(g, _boost_target_roll())
        assert g.pending.kind == "die" and "the result is" in prompt(g)
        assert str(_die_result(g)) in prompt(g)  # seen before deciding
        act(g, answer)
        if g.pending is not None and g.pending.kind == "target":
            act(g, next(o for o in options(g) if f"#{mine}" in o))
        assert g.cards[mine].boosts == _die_result(g) + extra


def test_step_after_rest_2_2_2_m_resolves_once_rest_is_done():
    g = game_at_first_turn()
    p = g.pending.player
    resting = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.AfterRest(kind="after_rest", steps=[DRAW]))
    shown = observation(g, 1 - p)["ongoing"]  # an Ongoing Emblem: public, in Limbo
    assert shown and shown[0]["text"] == "After Rest: Draw a card"
    _finish_day(g)
    draw_at = next(i for i, e in enumerate(g.log) if e.kind == "draw" and e.cause.startswith("reaction:"))
    rest_at = max(i for i, e in enumerate(g.log) if e.kind in ("rest", "rest_stay"))
    cleanup_at = next((i for i, e in enumerate(g.log) if e.kind == "check_victory"), len(g.log))
    assert rest_at < draw_at < cleanup_at  # after Rest, before Check Victory
    assert resting in g.players[p].reserve
    assert not any(o.get("kind") == "after_rest" for o in g.ongoing)


def test_step_win_game_1_3_3_ends_the_game_for_the_controller():
    g = game_at_first_turn()
    p, _cid = cast(g, ab.WinGame(kind="win_game"))
    assert g.over and g.winner == p
    assert g.win_reason == {"via": "ability", "card": _cid}


def _set_top(g, player, cards):
    top = g.players[player].deck[:len(cards)]
    for cid, card in zip(top, cards):
        g.defs[card.id] = card
        g.cards[cid].card_id = card.id
    return top


def test_step_put_revealed_6_3_d_put_characters_join_without_hand_abilities():
    g = game_at_first_turn()
    p = g.pending.player
    boost = ab.Boost(kind="boost", objects=ME, amount=1)
    a, b, c, s = _set_top(g, p, [character(reaction("joins", boost)),
                                 character(reaction("played_from_hand", boost)),
                                 character(), spell(DRAW)])
    cast(g, ab.PutRevealed(kind="put_revealed", reveal=4, count=2, then_gains="fleeting"))
    assert any(e.kind == "reveal_cards" and {a, s} <= set(e.data["cards"]) for e in g.log)
    assert {x.card for x in g.pending.options if x.card} == {a, b, c}  # Characters only
    act(g, f"choose {g.cdef(a).name}#{a}")
    act(g, "expedition -> companion")
    act(g, f"choose {g.cdef(b).name}#{b}")
    act(g, "expedition -> hero")
    assert a in g.players[p].expeditions[Side.COMPANION] and b in g.players[p].expeditions[Side.HERO]
    assert g.cards[a].has(Status.FLEETING) and g.cards[b].has(Status.FLEETING)
    assert g.cards[a].boosts == 1  # {J} activates (CR 6.3.d example)
    assert g.cards[b].boosts == 0  # not played from Hand
    assert c in g.players[p].discard and s in g.players[p].discard
    assert not g.revealed


def test_step_put_revealed_up_to_may_put_none():
    g = game_at_first_turn()
    p = g.pending.player
    top = _set_top(g, p, [character(), character()])
    cast(g, ab.PutRevealed(kind="put_revealed", reveal=2, count=2))
    act(g, "done")
    assert all(c in g.players[p].discard for c in top)


# --- Condition: distinct Characters with each status ---------------------------------------

def _festival_game(statuses_per_character):
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(reaction("at_dusk", ab.WinGame(kind="win_game"), condition=ab.Condition(
        controls_each_status=["fleeting", "anchored", "asleep"]))), Zone.LANDMARKS)
    for statuses in statuses_per_character:
        cid = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
        for s in statuses:
            g.cards[cid].status |= s
    return g, p


def test_condition_controls_each_status_6_3_b_three_distinct_characters_win():
    g, p = _festival_game([[Status.FLEETING], [Status.ANCHORED, Status.FLEETING], [Status.ASLEEP]])
    _finish_day(g)
    assert g.over and g.winner == p


def test_condition_controls_each_status_needs_distinct_characters():
    g, p = _festival_game([[Status.FLEETING, Status.ANCHORED, Status.ASLEEP], [Status.ANCHORED]])
    _finish_day(g)
    assert g.winner is None
    assert not any(e.kind == "reaction" and e.player == p for e in g.log)
