"""'You may ... If you don't, ...' (CR 6.5.f) and 'that many boosts' after a discard or a
sacrifice (CR 6.5.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_steps
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, reaction

LANDMARK = CardDef(id="TEST_THAT_MANY_LM", name="Test Rock", type=CardType.PERMANENT,
                   zone_type=ZoneType.LANDMARK, hand_cost=0, reserve_cost=0)
SACRIFICE_ONE = ab.Sacrifice(kind="sacrifice", objects=ab.Select(
    ref="choose", filter=ab.Filter(type="permanent")))
OR_FLEETING = ab.May(kind="may", steps=[SACRIFICE_ONE], otherwise=[
    ab.GainStatus(kind="gain_status", objects=ab.Select(ref="me"), status="fleeting")])


def test_step_may_otherwise_6_5_f_declining_does_the_if_you_dont_steps():
    for answer, fleeting in (("yes", False), ("no", True)):
        g = game_at_first_turn()
        p = g.pending.player
        rock = give(g, p, LANDMARK, Zone.LANDMARKS)
        me = give(g, p, character(reaction("joins", OR_FLEETING)))
        play(g, me)
        while g.pending.kind == "reaction":
            act(g, options(g)[0])
        act(g, answer)
        assert g.cards[me].has(Status.FLEETING) == fleeting
        assert (g.cards[rock].zone is Zone.DISCARD) == (answer == "yes")
    assert render_steps([OR_FLEETING]) == \
        "You may sacrifice a Permanent. If you don't, I gain Fleeting"


def test_step_boost_6_5_i_that_many_boosts_for_the_permanents_sacrificed():
    g = game_at_first_turn()
    p = g.pending.player
    rocks = [give(g, p, LANDMARK, Zone.LANDMARKS) for _ in range(3)]
    steps = [ab.Sacrifice(kind="sacrifice", objects=ab.Select(
        ref="choose", any_number=True, filter=ab.Filter(type="permanent")), then=[
        ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=ab.Quantity(remembered="sacrificed"))])]
    me = give(g, p, character(reaction("joins", *steps)))
    play(g, me)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    for rock in rocks[:2]:
        act(g, next(o for o in options(g) if f"#{rock}" in o))
    act(g, "done")
    assert g.cards[me].boosts == 2 and g.cards[rocks[2]].zone is Zone.LANDMARKS
    assert render_steps(steps) == \
        "Sacrifice any number of Permanents. If you do, I gain that many boosts"
    assert g.cards[me].side is Side.HERO


def test_step_boost_6_5_i_that_many_boosts_for_the_cards_discarded():
    g = game_at_first_turn()
    p = g.pending.player
    reserve = [give(g, p, character(), Zone.RESERVE) for _ in range(2)]
    steps = [ab.May(kind="may", cost=ab.MayCost(discard_any_from_reserve=True), steps=[
        ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=ab.Quantity(remembered="discarded"))])]
    me = give(g, p, character(reaction("joins", *steps)))
    play(g, me)
    while g.pending.kind == "reaction":
        act(g, options(g)[0])
    act(g, "yes")
    for cid in reserve:
        act(g, next(o for o in options(g) if f"#{cid}" in o))
    if "done" in options(g):
        act(g, "done")
    assert g.cards[me].boosts == 2 and all(c in g.players[p].discard for c in reserve)
