"""'Each player may put a card from their hand in Reserve [to draw a card]' (CR 6.1.h, 7.3.21)."""

from altered_tui.cards import abilities as ab

from tests.abilities.support import act, cast, game_at_first_turn


def test_step_put_from_hand_6_1_h_each_player_chooses_in_initiative_order_and_may_decline():
    g = game_at_first_turn()
    p, _spell = cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve", who="each", may=True,
                                       then_draw=1))
    order = g.in_initiative_order()
    assert g.pending.player == order[0] and [a.text for a in g.pending.options][-1] == "no"
    act(g, "no")
    assert g.pending.player == order[1]
    second = order[1]
    card = g.players[second].hand[0]
    hand = len(g.players[second].hand)
    act(g, f"choose {g.cdef(card).name}#{card}")
    assert card in g.players[second].reserve and len(g.players[second].hand) == hand  # put, drew
    assert any(e.kind == "decline" and e.player == order[0] for e in g.log)


def test_passive_stay_instead_6_2_b_only_during_the_afternoon_and_only_in_my_expedition():
    from altered_tui.engine.steps.leave_play import send
    from altered_tui.engine.types import Phase, Side, Status, Zone

    from tests.abilities.support import character, give

    g = game_at_first_turn()
    p = g.pending.player
    keeper = ab.PassiveAbility(kind="passive", effect=ab.StayInstead(
        kind="stay_instead", to=ab.Filter(status_any=["asleep"]), loses="asleep"))
    give(g, p, character(keeper), Zone.EXPEDITION, Side.HERO)
    sleeper = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[sleeper].status |= Status.ASLEEP
    send(g, sleeper, Zone.DISCARD, "test", rule="7.3.26")
    assert sleeper in g.players[p].expeditions[Side.HERO] and not g.cards[sleeper].has(Status.ASLEEP)
    theirs = give(g, 1 - p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[theirs].status |= Status.ASLEEP
    send(g, theirs, Zone.RESERVE, "test", rule="7.3.26")  # not its controller's Expedition
    assert theirs in g.players[1 - p].reserve
    g.cards[sleeper].status |= Status.ASLEEP
    g.phase = Phase.NIGHT
    send(g, sleeper, Zone.RESERVE, "rest", rule="4.2.5.b")
    assert sleeper in g.players[p].reserve
