"""'Each player exhausts one of theirs' (CR 7.3.10, 1.4.5.a) and 'put a card from your hand in
Reserve, then exhaust it; if you do, draw' (CR 7.3.21, 7.3.10, 7.3.7)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_steps
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell

IN_RESERVE = ab.Filter(type="card", in_reserve=True, controller="you")


def test_step_exhaust_chosen_by_each_1_4_5_a_you_first_then_the_opponent():
    g = game_at_first_turn()
    p = g.pending.player
    mine = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    theirs = give(g, 1 - p, character(), Zone.RESERVE)  # their only one: no choice
    step = ab.Exhaust(kind="exhaust", objects=ab.Select(ref="choose", filter=IN_RESERVE),
                      chosen_by="each")
    play(g, give(g, p, spell(step)))
    assert g.pending.player == p
    act(g, next(o for o in options(g) if f"#{mine[1]}" in o))
    assert [g.cards[c].has(Status.EXHAUSTED) for c in mine] == [False, True]
    assert g.cards[theirs].has(Status.EXHAUSTED)
    assert render_steps([step]) == "Each player exhausts ({T}) a card in Reserve of theirs"


def test_step_put_from_hand_7_3_21_then_exhaust_it_and_draw():
    g = game_at_first_turn()
    p = g.pending.player
    step = ab.PutFromHand(kind="put_from_hand", zone="reserve", then_exhaust=True, then_draw=1)
    cid = give(g, p, spell(step))
    only = give(g, p, character())
    for other in [c for c in g.players[p].hand if c not in (cid, only)]:
        g.players[p].hand.remove(other)
        g.players[p].discard.append(other)
        g.cards[other].zone = Zone.DISCARD
    top = g.players[p].deck[0]
    play(g, cid)
    assert only in g.players[p].reserve and g.cards[only].has(Status.EXHAUSTED)
    assert top in g.players[p].hand
    assert render_steps([step]) == ("Put a card from your hand in Reserve, then exhaust it. "
                                    "If you do, draw a card")


def test_step_put_from_hand_no_card_no_draw():
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, spell(ab.PutFromHand(kind="put_from_hand", zone="reserve", then_draw=1)))
    for other in [c for c in g.players[p].hand if c != cid]:
        g.players[p].hand.remove(other)
        g.players[p].discard.append(other)
        g.cards[other].zone = Zone.DISCARD
    play(g, cid)
    assert g.players[p].hand == []  # nothing put, nothing drawn


def test_step_exhaust_then_6_5_f_only_if_something_was_exhausted():
    for ready in (True, False):
        g = game_at_first_turn()
        p = g.pending.player
        stored = give(g, p, character(), Zone.RESERVE)
        if not ready:
            g.cards[stored].status |= Status.EXHAUSTED
        hand = len(g.players[p].hand)
        step = ab.Exhaust(kind="exhaust", objects=ab.Select(ref="choose", filter=IN_RESERVE),
                          then=[ab.Draw(kind="draw")])
        play(g, give(g, p, spell(step)))
        assert len(g.players[p].hand) == hand + (1 if ready else 0)
    assert render_steps([step]) == "Exhaust ({T}) a card in your Reserve. If you do, draw a card"


def test_next_play_into_my_expedition_5_1_2_c_only_the_sources_expedition():
    from altered_tui.engine.types import Side
    for side, boosted in (("hero", 1), ("companion", 0)):
        g = game_at_first_turn()
        p = g.pending.player
        quick = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[ab.NextPlay(
            kind="next_play", filter=ab.Filter(type="character"), boosts=1, into_my_expedition=True)])
        me = give(g, p, character(quick), Zone.EXPEDITION, Side.HERO)
        act(g, next(o for o in options(g) if o.startswith("use") and f"#{me} " in o))
        joiner = give(g, p, character())
        play(g, joiner, side=side)
        assert g.cards[joiner].boosts == boosted


def test_cost_mana_x_5_1_2_c_said_as_declared_and_paid_with_the_rest():
    from altered_tui.engine.types import Side
    from altered_tui.engine.zones import ready_orbs
    from tests.abilities.support import set_mana
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 4)
    quick = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True, mana_x=True), effect=[
        ab.NextJoinsMyExpedition(kind="next_joins_my_expedition", boosts=ab.Quantity(remembered="x"))])
    me = give(g, p, character(quick), Zone.EXPEDITION, Side.HERO)
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{me} " in o))
    assert g.pending.kind == "pay_x" and options(g) == [f"pay_x {n}" for n in (4, 3, 2, 1, 0)]
    act(g, "pay_x 2")
    assert len(ready_orbs(g, p)) == 2
    joiner = give(g, p, character())
    play(g, joiner, side="hero")
    assert g.cards[joiner].boosts == 2
