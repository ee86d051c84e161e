"""More effect steps: counters, 'next card' effects, conditions, After You, and friends."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import move, ready_orbs

from tests.abilities.support import (act, cast, character, game_at_first_turn, give, options, play,
                                     reaction, spell)
from tests.abilities.support import confirm_own_only_target
from tests.cards.builders import fix_dice

ME = ab.Select(ref="me")


def test_step_gain_counters_7_3_12_named_counters_on_me():
    g = game_at_first_turn()
    cid = give(g, g.pending.player, character(reaction("joins", ab.GainCounters(
        kind="gain_counters", counter="kelon", amount=3))))
    play(g, cid)
    assert g.cards[cid].counters["kelon"] == 3


def test_step_activate_their_reserve_7_3_1_b_a_discarded_cards_reserve_ability_is_mine():
    from tests.log_text import lines
    g = game_at_first_turn()
    p = g.pending.player
    two_boosts = ab.Boost(kind="boost", objects=ME, amount=2)
    stored = give(g, p, character(reaction("played_from_reserve", two_boosts)), Zone.RESERVE)
    plain = give(g, p, character(), Zone.RESERVE)  # no {R} ability: nothing to activate
    discard = ab.SendTo(kind="send_to", zone="discard", objects=ab.Select(
        ref="choose", count=2, filter=ab.Filter(in_reserve=True, controller="you")))
    me = give(g, p, character(reaction("joins", discard, ab.ActivateTheirReserve(
        kind="activate_their_reserve"))))
    play(g, me)
    while g.pending.kind != "target":
        act(g, options(g)[0])
    for cid in (stored, plain):
        act(g, next(o for o in options(g) if o.endswith(f"#{cid}")))
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[stored].zone is Zone.DISCARD and g.cards[plain].zone is Zone.DISCARD
    assert g.cards[me].boosts == 2 and g.cards[stored].boosts == 0  # created by me (not 7.3.1.d)
    assert any("as if it were its own" in text for text in lines(g, "trigger"))


def test_step_next_play_5_1_2_e_next_character_costs_less_then_is_used_up():
    g = game_at_first_turn()
    p = g.pending.player
    pricey = give(g, p, character(cost=3))
    play(g, give(g, p, spell(ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"),
                                         cost_change=-2, duration="afternoon"))))
    before = len(ready_orbs(g, p))
    # The other player may act between; give them a pass so it's our turn again.
    if g.pending.player != p:
        act(g, "pass")
    play(g, pricey)
    assert len(ready_orbs(g, p)) == before - 1
    assert g.ongoing == []


def test_step_next_play_5_2_b_next_character_gains_boosts():
    g = game_at_first_turn()
    p = g.pending.player
    follower = give(g, p, character())
    play(g, give(g, p, spell(ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"), boosts=1,
                                         duration="afternoon"))))
    if g.pending.player != p:
        act(g, "pass")
    play(g, follower)
    assert g.cards[follower].boosts == 1


def test_step_next_play_2_2_14_c_this_turn_effect_expires_at_end_of_turn():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.NextPlay(kind="next_play", filter=ab.Filter(type="character"),
                                         cost_change=-1))))
    assert g.ongoing == []  # playing the spell ended the turn


def test_step_next_play_loses_fleeting_from_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    card = give(g, p, character(), Zone.RESERVE)
    use = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[ab.NextPlay(
        kind="next_play", filter=ab.Filter(type="character"), loses_fleeting=True)])
    give(g, p, character(use), Zone.EXPEDITION, Side.HERO)
    act(g, next(o for o in options(g) if o.startswith("use")))
    play(g, card, src="reserve")
    assert not g.cards[card].has(Status.FLEETING)


def test_step_activate_joins_7_3_1_b_target_permanents_joins_reaction_runs_again():
    g = game_at_first_turn()
    p = g.pending.player
    landmark = give(g, p, character(reaction("joins", ab.GainCounters(kind="gain_counters",
                                                                      counter="kelon"))),
                    Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.ActivateJoins(kind="activate_joins", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="you"))))))
    assert g.cards[landmark].counters["kelon"] == 1


def test_step_choose_target_binds_it_for_the_following_steps():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(
        ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target", filter=ab.Filter(controller="you"))),
        ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=2))))
    assert g.cards[mine].boosts == 2


def test_step_reserve_to_hand_returns_another_card():
    g = game_at_first_turn()
    p = g.pending.player
    back = give(g, p, character(), Zone.RESERVE)
    play(g, give(g, p, spell(ab.ReserveToHand(kind="reserve_to_hand"))))
    assert back in g.players[p].hand


def test_step_after_you_7_3_2_ends_the_turn_without_passing():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True),
                                        effect=[ab.AfterYou(kind="after_you")])),
         Zone.EXPEDITION, Side.HERO)
    act(g, next(o for o in options(g) if o.startswith("use")))
    assert g.pending.player == 1 - p and not g.players[p].passed  # CR 7.3.2.b


def test_step_if_6_5_d_condition_false_skips_the_steps():
    g = game_at_first_turn()
    p = g.pending.player
    two_landmarks = ab.StepCondition(controls=ab.Filter(type="permanent"), at_least=2)
    cid = give(g, p, character(reaction("joins", ab.If(kind="if", condition=two_landmarks, steps=[
        ab.Boost(kind="boost", objects=ME, amount=1)]))))
    play(g, cid)
    assert g.cards[cid].boosts == 0


def test_step_if_6_5_d_condition_true_runs_the_steps():
    g = game_at_first_turn()
    p = g.pending.player
    for _ in range(3):
        give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    three_others = ab.StepCondition(controls=ab.Filter(type="character", other=True), at_least=3)
    cid = give(g, p, character(reaction("joins", ab.If(kind="if", condition=three_others, steps=[
        ab.Boost(kind="boost", objects=ME, amount=2)]))))
    play(g, cid)
    assert g.cards[cid].boosts == 2


def test_may_cost_6_4_pay_mana_and_spend_counters_to_do_it():
    g = game_at_first_turn()
    p = g.pending.player
    hub = give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.May(kind="may", cost=ab.MayCost(mana=1, spend_counters={"kelon": 1}), steps=[
            ab.CreateToken(kind="create_token", token="Brassbug", where="my_expedition")])])),
        Zone.EXPEDITION, Side.HERO)
    g.cards[hub].counters["kelon"] = 1
    orbs = len(ready_orbs(g, p))
    act(g, next(o for o in options(g) if o.startswith("use")))
    act(g, "yes")
    assert g.cards[hub].counters["kelon"] == 0 and len(ready_orbs(g, p)) == orbs - 1
    assert any(g.cards[c].token for c in g.players[p].expeditions[Side.HERO])


def test_may_cost_6_4_c_unpayable_cost_only_offers_no():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(reaction("joins", ab.May(kind="may", cost=ab.MayCost(
        spend_counters={"kelon": 1}), steps=[ab.Draw(kind="draw")]))))
    play(g, cid)
    assert options(g) == ["no"]


def test_boost_amount_from_die_7_3_19_b():
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    all_faces = ab.Outcome(low=1, high=6, steps=[ab.Boost(kind="boost", objects=ab.Select(
        ref="target", filter=ab.Filter(controller="you")), amount=ab.Quantity(remembered="die"))])
    play(g, give(g, p, spell(ab.RollDie(kind="roll_die", outcomes=[all_faces]))))
    result = next(e.data["result"] for e in reversed(g.log) if e.kind == "die")
    assert g.cards[mine].boosts == result and stats(g, mine) == (1 + result,) * 3


def test_select_total_hand_cost_limits_the_choices():
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    b = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.SendTo(kind="send_to", objects=ab.Select(
        ref="target", count=3, up_to=True, total_hand_cost_max=5), zone="reserve"))))
    first = next(o for o in options(g) if f"#{a}" in o)
    act(g, first)
    assert not any(f"#{b}" in o for o in options(g))  # 3 + 3 > 5


def test_step_discard_from_hand_the_affected_player_chooses():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.DiscardFromHand(kind="discard_from_hand", who="opponent"))))
    assert g.pending.player == 1 - p and g.pending.kind == "choose"
    victim = int(options(g)[0].split("#")[1])
    act(g, options(g)[0])
    assert victim in g.players[1 - p].discard


def test_step_discard_from_hand_whole_hand_needs_no_choice():
    g = game_at_first_turn()
    p = g.pending.player
    play(g, give(g, p, spell(ab.DiscardFromHand(kind="discard_from_hand", who="each", whole_hand=True))))
    assert g.players[0].hand == [] and g.players[1].hand == []


def test_step_exhaust_7_3_10_target_becomes_exhausted():
    g = game_at_first_turn()
    p = g.pending.player
    other = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target")))))
    assert g.cards[other].has(Status.EXHAUSTED)


def test_step_ready_7_3_18_target_loses_exhausted():
    g2 = game_at_first_turn()
    p2 = g2.pending.player
    tired = give(g2, p2, character(), Zone.EXPEDITION, Side.HERO)
    g2.cards[tired].status |= Status.EXHAUSTED
    play(g2, give(g2, p2, spell(ab.Ready(kind="ready", objects=ab.Select(ref="target")))))
    confirm_own_only_target(g2, tired)
    assert not g2.cards[tired].has(Status.EXHAUSTED)


def test_step_ready_mana_orbs_7_3_18_readies_that_many_exhausted_orbs():
    from altered_tui.cards.render import render_step
    g = game_at_first_turn()
    p = g.pending.player
    orbs = g.players[p].mana
    for cid in orbs:
        g.cards[cid].status |= Status.EXHAUSTED
    cast(g, ab.ReadyManaOrbs(kind="ready_mana_orbs", count=2))  # the test Spell costs 0
    assert len(ready_orbs(g, p)) == 2 and len(orbs) > 2
    g = game_at_first_turn()
    p = g.pending.player
    orbs = g.players[p].mana
    g.cards[orbs[0]].status |= Status.EXHAUSTED
    cast(g, ab.ReadyManaOrbs(kind="ready_mana_orbs", count=2))  # one exhausted orb: just it
    assert len(ready_orbs(g, p)) == len(orbs)
    assert render_step(ab.ReadyManaOrbs(kind="ready_mana_orbs", count=2)) == "Ready two Mana Orbs"


def test_step_boost_6_5_i_one_boost_for_each_card_in_your_hand():
    from altered_tui.cards.render import render_step
    g = game_at_first_turn()
    p = g.pending.player
    mine = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    step = ab.Boost(kind="boost", objects=ab.Select(ref="each", filter=ab.Filter(controller="you")),
                    amount=ab.Quantity(count=ab.Count(cards_in="my_hand")))
    hand = len(g.players[p].hand)  # the test Spell is given to the hand, then played from it
    cast(g, step)
    assert g.cards[mine].boosts == hand > 0
    assert render_step(step) == "Characters you control gain 1 boost for each card in your hand"


def test_step_play_me_for_free_7_3_20_from_reserve_then_asleep():
    g = game_at_first_turn()
    p = g.pending.player
    sleeper = character(reaction("goes_to_reserve", ab.May(kind="may", steps=[
        ab.PlayForFree(kind="play_me_for_free", then_gains="asleep")])), cost=4)
    cid = give(g, p, sleeper)
    orbs = len(ready_orbs(g, p))
    play(g, give(g, p, spell(ab.PutFromHand(kind="put_from_hand", zone="reserve"))))
    if g.pending.kind == "choose":
        act(g, f"choose {sleeper.name}#{cid}")
    act(g, "yes")
    act(g, "expedition -> companion")
    assert cid in g.players[p].expeditions[Side.COMPANION]
    assert g.cards[cid].has(Status.ASLEEP) and len(ready_orbs(g, p)) == orbs


def test_step_cant_move_forward_2_2_14_blocks_progress_this_day():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(stats=(9, 9, 9)), Zone.EXPEDITION, Side.HERO)
    play(g, give(g, p, spell(ab.CantMoveForward(kind="cant_move_forward"))))
    act(g, "expedition -> hero yours")
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))
    assert g.players[p].positions[Side.HERO] == 0
    assert g.ongoing == []  # it lasted this Day only


def test_trigger_moves_forward_due_to_terrain_4_2_4_j():
    g = game_at_first_turn()
    p = g.pending.player
    hero = g.players[p].hero
    forest_watch = character(reaction("expedition_moves_forward", ab.Draw(kind="draw")))
    forest_watch = forest_watch.model_copy(update={"abilities": (ab.Reaction(
        kind="reaction", trigger=ab.Trigger(on="expedition_moves_forward", terrain="water"),
        effect=[ab.Draw(kind="draw")]),)})
    give(g, p, forest_watch, Zone.LANDMARKS)
    give(g, p, character(stats=(0, 0, 5)), Zone.EXPEDITION, Side.HERO)
    day = g.day
    while g.day == day and not g.over:
        opts = options(g)
        act(g, "pass" if "pass" in opts else ("expand none" if "expand none" in opts else opts[0]))
    assert g.players[p].positions[Side.HERO] == 1 and hero is not None
    assert sum(1 for e in g.log if e.kind == "draw" and e.cause.startswith("reaction:")) == 1


def test_cost_discard_from_reserve_and_sacrifice_character_paid_together():
    g = game_at_first_turn()
    p = g.pending.player
    fodder = give(g, p, character(), Zone.RESERVE)
    victim = give(g, p, character(), Zone.EXPEDITION, Side.COMPANION)
    give(g, p, character(ab.QuickAction(kind="quick", cost=ab.Cost(
        exhaust_me=True, discard_from_reserve=1, sacrifice_character=True),
        effect=[ab.Draw(kind="draw")])), Zone.LANDMARKS)
    act(g, next(o for o in options(g) if o.startswith("use")))
    act(g, f"choose {g.cdef(fodder).name}#{fodder}")
    act(g, next(o for o in options(g) if f"#{victim}" in o))
    assert fodder in g.players[p].discard and victim in g.players[p].discard


def test_step_exchange_reserve_hand_7_3_9_a_the_chosen_cards_swap_zones():
    g = game_at_first_turn()
    p = g.pending.player
    reserve = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    hand = [give(g, p, character()) for _ in range(2)]
    others = [c for c in g.players[p].hand if c not in hand]
    cast(g, ab.ExchangeReserveHand(kind="exchange_reserve_hand"))
    act(g, f"choose {g.cdef(reserve[1]).name}#{reserve[1]}")
    act(g, f"choose {g.cdef(hand[0]).name}#{hand[0]}")
    assert reserve[1] in g.players[p].hand and hand[0] in g.players[p].reserve
    assert reserve[0] in g.players[p].reserve and hand[1] in g.players[p].hand
    assert all(c in g.players[p].hand for c in others)


def test_step_exchange_reserve_hand_7_3_9_b_nothing_happens_without_a_reserve_card():
    g = game_at_first_turn()
    p = g.pending.player
    for cid in list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)  # an empty Reserve
    hand_before = list(g.players[p].hand)
    cast(g, ab.ExchangeReserveHand(kind="exchange_reserve_hand"))  # the Spell comes from the Deck
    assert g.players[p].hand == hand_before and not g.players[p].reserve[:-1]
    assert [e.rule for e in g.log if e.kind == "exchange"] == ["7.3.9.b"]


def test_step_play_now_free_7_3_20_each_player_in_turn_from_hand_or_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    cheap_mine = give(g, p, character(cost=3), Zone.RESERVE)
    dear_mine = give(g, p, character(cost=4))
    cheap_theirs = give(g, 1 - p, character(cost=2))
    orbs = [len([o for o in g.players[q].mana if not g.cards[o].status]) for q in (0, 1)]
    cast(g, ab.PlayNow(kind="play_now", free=True, may=True, who="each",
                       filter=ab.Filter(type="card", max_hand_cost=3)))
    assert g.pending.player == p  # starting with the controller
    assert not any(f"#{dear_mine}@" in o for o in options(g)) and "no" in options(g)
    act(g, f"play {g.cdef(cheap_mine).name}#{cheap_mine}@reserve -> companion free")
    assert cheap_mine in g.players[p].expeditions[Side.COMPANION]
    assert g.pending.player == 1 - p
    act(g, f"play {g.cdef(cheap_theirs).name}#{cheap_theirs}@hand -> hero free")
    assert cheap_theirs in g.players[1 - p].expeditions[Side.HERO]
    assert [len([o for o in g.players[q].mana if not g.cards[o].status]) for q in (0, 1)] == orbs  # free
    assert g.cards[cheap_mine].has(Status.FLEETING)  # from Reserve, as usual (CR 5.2.1.b)


def test_step_play_now_free_6_5_c_a_player_may_decline():
    g = game_at_first_turn()
    p = g.pending.player
    card = give(g, p, character(cost=1))
    cast(g, ab.PlayNow(kind="play_now", free=True, may=True,
                       filter=ab.Filter(type="card", max_hand_cost=3)))
    act(g, "no")
    assert card in g.players[p].hand and g.pending.kind == "turn"


def test_step_revealed_to_7_3_7_and_7_3_5_the_revealed_top_card_is_drawn_or_discarded():
    from altered_tui.cards.render import render_steps
    reveal = ab.RevealTop(kind="reveal_top")
    for zone in ("hand", "discard"):
        g = game_at_first_turn()
        p = g.pending.player
        top = g.players[p].deck[0]
        cast(g, reveal, ab.RevealedTo(kind="revealed_to", zone=zone))
        assert g.cards[top].zone.value == zone and not g.revealed
        drew = [e for e in g.log if e.kind == "draw" and e.rule == "7.3.7" and top in e.data["cards"]]
        assert bool(drew) is (zone == "hand")  # drawn, as a draw
    assert render_steps([reveal, ab.RevealedTo(kind="revealed_to", zone="discard")]) == \
        "Reveal the top card of your Deck. Discard it"


def _top_is(g, p, card) -> int:
    cid = give(g, p, card, Zone.DECK)
    g.players[p].deck.remove(cid)
    g.players[p].deck.insert(0, cid)
    return cid


def test_step_resupply_7_3_22_the_card_put_in_reserve_becomes_it():
    g = game_at_first_turn()
    p = g.pending.player
    top = _top_is(g, p, character())
    cast(g, ab.Resupply(kind="resupply", becomes_it=True),
         ab.Boost(kind="boost", objects=ab.Select(ref="it"), amount=2))
    assert top in g.players[p].reserve and g.cards[top].boosts == 2


def test_step_play_now_5_2_a_play_it_offers_that_card_alone_for_less():
    g = game_at_first_turn()
    p = g.pending.player
    give(g, p, character(cost=1), Zone.RESERVE)  # another card that could be played
    top = _top_is(g, p, character(cost=3))
    cast(g, ab.Resupply(kind="resupply", becomes_it=True),
         ab.PlayNow(kind="play_now", it=True, may=True, reduce=2))
    assert g.pending.kind == "play_now"
    plays = [o for o in options(g) if o != "no"]
    assert plays and all(f"#{top}@reserve" in o for o in plays)
    before = len(ready_orbs(g, p))
    act(g, plays[0])
    assert g.cards[top].zone is Zone.EXPEDITION and before - len(ready_orbs(g, p)) == 1


def test_step_send_to_7_3_23_a_card_in_reserve_returns_to_its_owners_hand():
    g = game_at_first_turn()
    p = g.pending.player
    top = _top_is(g, p, character())
    cast(g, ab.Resupply(kind="resupply", becomes_it=True),
         ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="hand"))
    assert top in g.players[p].hand


def _send_down(result: int, deck_size: int | None = None, hand_cost: int = 2):
    g = game_at_first_turn()
    p = g.pending.player
    victim = give(g, 1 - p, character(cost=hand_cost), Zone.EXPEDITION, Side.HERO)
    deck = g.players[1 - p].deck
    if deck_size is not None:
        for cid in deck[deck_size:]:
            move(g, cid, Zone.MANA)
    fix_dice(g, result)
    cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
        ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target")),
        ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="deck_at_die"),
        ab.If(kind="if", condition=ab.StepCondition(rolled_above_its_hand_cost=True),
              steps=[ab.ReadyManaOrbs(kind="ready_mana_orbs")])])]))
    return deck.index(victim), len(deck)


def test_step_send_to_3_2_2_b_deck_at_die_the_xth_position_from_the_top():
    assert _send_down(5)[0] == 4
    assert _send_down(1)[0] == 0


def test_step_send_to_3_2_2_f_deck_at_die_the_bottom_of_a_shorter_deck():
    position, size = _send_down(6, deck_size=2)
    assert (position, size) == (2, 3)  # third of three: the bottom


def test_step_if_7_3_19_the_result_higher_than_its_hand_cost():
    from altered_tui.cards.render import render_step
    for result, readied in ((3, True), (2, False)):
        g = game_at_first_turn()
        p = g.pending.player
        give(g, 1 - p, character(cost=2), Zone.EXPEDITION, Side.HERO)
        move(g, g.players[p].deck[-1], Zone.MANA, status=Status.EXHAUSTED)
        exhausted = len(g.players[p].mana) - len(ready_orbs(g, p))
        fix_dice(g, result)
        cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
            ab.ChooseTarget(kind="choose_target", objects=ab.Select(ref="target", filter=ab.Filter(
                controller="opponent"))),
            ab.If(kind="if", condition=ab.StepCondition(rolled_above_its_hand_cost=True),
                  steps=[ab.ReadyManaOrbs(kind="ready_mana_orbs")])])]))
        assert len(g.players[p].mana) - len(ready_orbs(g, p)) == exhausted - readied
    assert render_step(ab.If(kind="if", condition=ab.StepCondition(rolled_above_its_hand_cost=True),
                             steps=[ab.Draw(kind="draw")])) == \
        "If the result is higher than its Hand Cost, draw a card"


def test_step_exchange_boosts_7_3_9_each_ends_with_the_others_and_the_gain_is_a_gain():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(ab.Reaction(
        kind="reaction", trigger=ab.Trigger(on="your_character_gains_boosts"),
        effect=[ab.Draw(kind="draw")])), Zone.EXPEDITION, Side.COMPANION)
    few = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    many = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[many].counters["boost"] = 3
    hand = len(g.players[p].hand)
    cast(g, ab.ExchangeBoosts(kind="exchange_boosts", objects=ab.Select(
        ref="target", count=2, filter=ab.Filter(or_in_reserve=True))))
    for cid in (few, many):
        act(g, f"target {g.cdef(cid).name}#{cid}")
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert watcher in g.players[p].expeditions[Side.COMPANION]
    assert (g.cards[few].boosts, g.cards[many].boosts) == (3, 0)
    assert len(g.players[p].hand) == hand + 1  # the gain is a gain: its Reaction drew (CR 2.5.f)


def _removes(outcomes, boosts_each=(2, 3)):
    g = game_at_first_turn()
    p = g.pending.player
    a = give(g, p, character(), Zone.RESERVE)
    b = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    for cid, n in zip((a, b), boosts_each):
        g.cards[cid].counters["boost"] = n
    hand = len(g.players[p].hand)
    cast(g, ab.RemoveBoosts(kind="remove_boosts", objects=ab.Select(
        ref="each", filter=ab.Filter(or_in_reserve=True)), outcomes=outcomes))
    assert g.cards[a].boosts == 0 and g.cards[b].boosts == 0
    return len(g.players[p].hand) - hand


def _draws(n: int) -> list:
    return [ab.Draw(kind="draw", count=n)]


def test_step_remove_boosts_2_5_g_all_of_them_then_the_outcomes_holding_the_number():
    ranges = [ab.CountOutcome(at_least=1, at_most=4, steps=_draws(1)),
              ab.CountOutcome(at_least=5, at_most=8, steps=_draws(2)),
              ab.CountOutcome(at_least=9, steps=_draws(4))]
    assert _removes(ranges) == 2  # 5 removed
    assert _removes(ranges, (1, 0)) == 1
    assert _removes(ranges, (0, 0)) == 0  # none removed: no outcome
    assert _removes(ranges, (6, 6)) == 4
    cumulative = [ab.CountOutcome(at_least=1, steps=_draws(1)),
                  ab.CountOutcome(at_least=5, steps=_draws(2))]
    assert _removes(cumulative) == 3  # 5 removed: "1+" and "5+" both


def test_step_play_now_7_3_20_play_for_free_skips_the_costs():
    g = game_at_first_turn()
    p = g.pending.player
    for cid in list(g.players[p].hand) + list(g.players[p].reserve):
        move(g, cid, Zone.DISCARD)
    cheap = give(g, p, character(cost=3))
    give(g, p, character(cost=4))  # over the bound: not offered
    cast(g, ab.PlayNow(kind="play_now", free=True, filter=ab.Filter(type="card", max_hand_cost=3)))
    assert g.pending.kind == "play_now"
    assert all(f"#{cheap}@" in o for o in options(g))
    before = len(ready_orbs(g, p))
    act(g, options(g)[0])
    assert g.cards[cheap].zone is Zone.EXPEDITION and len(ready_orbs(g, p)) == before


def _wayfarer(then):
    """A Landmark with 'if you would roll dice, also reveal the top card' and its linked
    Reaction `then`; the top card costs 2; a Spell rolls a 2, then draws a card."""
    from altered_tui.cards.models import CardDef, CardType, ZoneType
    g = game_at_first_turn()
    p = g.pending.player
    site = give(g, p, CardDef(id="TEST_WAYFARER", name="Way Site", type=CardType.PERMANENT,
                              zone_type=ZoneType.LANDMARK, abilities=(
                                  ab.PassiveAbility(kind="passive", effect=ab.RevealOnRoll(
                                      kind="reveal_on_roll")),
                                  ab.Reaction(kind="reaction", trigger=ab.Trigger(
                                      on="you_reveal_this_way"), effect=then))), Zone.LANDMARKS)
    top = _top_is(g, p, character(cost=2))
    fix_dice(g, 2)
    cast(g, ab.RollDie(kind="roll_die", outcomes=[ab.Outcome(low=1, high=6, steps=[
        ab.Draw(kind="draw")])]))
    return g, p, site, top


def test_passive_reveal_on_roll_6_2_c_the_top_card_is_revealed_as_the_die_is_rolled():
    g, p, site, top = _wayfarer([ab.Draw(kind="draw")])
    assert any(e.kind == "reveal_cards" and e.data.get("card") == top for e in g.log)
    assert top in g.players[p].hand  # revealed at the roll, then drawn by the roll's effect


def test_trigger_you_reveal_this_way_6_3_the_linked_reaction_sees_it_and_the_result():
    is_two = ab.StepCondition(its_hand_cost_is_result=True)
    g, p, site, top = _wayfarer([ab.If(kind="if", condition=is_two, steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=3)])])
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[site].boosts == 3  # "it" costs 2, the die says 2


def test_step_revealed_to_7_3_20_the_revealed_card_is_played_for_free_from_the_deck():
    g = game_at_first_turn()
    p = g.pending.player
    top = _top_is(g, p, character(ab.Reaction(kind="reaction", trigger=ab.Trigger(
        on="played_from_hand"), effect=[ab.Draw(kind="draw", count=3)]), cost=5))
    hand, orbs = len(g.players[p].hand), len(ready_orbs(g, p))
    cast(g, ab.RevealTop(kind="reveal_top"), ab.RevealedTo(kind="revealed_to", zone="play"))
    act(g, "expedition -> hero")
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    assert g.cards[top].zone is Zone.EXPEDITION and len(ready_orbs(g, p)) == orbs
    assert len(g.players[p].hand) == hand  # its {H} did not activate
