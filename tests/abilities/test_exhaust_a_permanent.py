"""'Exhaust a Permanent you control' as the cost of a 'you may' or of choosing both modes
(CR 6.4, 7.3.10); conditions and counts over Permanents in play and cards in Reserve."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_steps
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, play, spell

LANDMARK = "ALT_CORE_B_AX_24_C"  # Brassbug Hub, a Landmark Permanent
EXHAUSTED_MINE = ab.Filter(type="card", controller="you", any_of=[
    ab.Filter(type="permanent", status_any=["exhausted"]),
    ab.Filter(type="card", in_reserve=True, status_any=["exhausted"])])


def _landmark(g, p):
    from tests.engine.builders import POOL
    return give(g, p, POOL[LANDMARK], Zone.LANDMARKS)


def _pick(g, cid):
    """The Permanent that pays, if the choice is asked."""
    if g.pending is not None and g.pending.kind in ("choose", "target"):
        act(g, next(o for o in options(g) if f"#{cid}" in o))


def test_may_cost_exhaust_permanent_6_4_a_ready_permanent_of_yours_pays():
    g = game_at_first_turn()
    p = g.pending.player
    mine = _landmark(g, p)
    hand = len(g.players[p].hand)
    step = ab.May(kind="may", cost=ab.MayCost(exhaust_permanent=True), steps=[ab.Draw(kind="draw")])
    play(g, give(g, p, spell(step)))
    act(g, "yes")
    _pick(g, mine)
    assert g.cards[mine].has(Status.EXHAUSTED) and len(g.players[p].hand) == hand + 1
    assert render_steps([step]) == "You may exhaust ({T}) a Permanent you control to draw a card"


def test_may_cost_exhaust_permanent_6_4_not_payable_without_a_ready_one():
    g = game_at_first_turn()
    p = g.pending.player
    g.cards[_landmark(g, p)].status |= Status.EXHAUSTED
    _landmark(g, 1 - p)  # not mine
    play(g, give(g, p, spell(ab.May(kind="may", cost=ab.MayCost(exhaust_permanent=True),
                                    steps=[ab.Draw(kind="draw")]))))
    assert g.pending.kind == "may" and "yes" not in options(g)


def test_choose_one_both_cost_6_5_g_pay_to_choose_both():
    g = game_at_first_turn()
    p = g.pending.player
    mine = _landmark(g, p)
    hand, top = len(g.players[p].hand), g.players[p].deck[1]
    step = ab.ChooseOne(kind="choose_one", modes=[[ab.Draw(kind="draw")], [ab.Resupply(kind="resupply")]],
                        both_cost=ab.MayCost(exhaust_permanent=True))
    play(g, give(g, p, spell(step)))
    act(g, next(o for o in options(g) if o.startswith("mode 3")))
    _pick(g, mine)
    assert g.cards[mine].has(Status.EXHAUSTED)
    assert len(g.players[p].hand) == hand + 1 and top in g.players[p].reserve
    assert render_steps([step]).startswith("Choose one, or exhaust ({T}) a Permanent you control to "
                                           "choose both:")


def test_condition_controls_3_2_10_counts_cards_in_your_reserve_too():
    g = game_at_first_turn()
    p = g.pending.player
    boost_if = ab.If(kind="if", condition=ab.StepCondition(controls=EXHAUSTED_MINE),
                     steps=[ab.Boost(kind="boost", objects=ab.Select(ref="me"))])
    quick = ab.QuickAction(kind="quick", cost=ab.Cost(), effect=[
        boost_if, ab.Boost(kind="boost", objects=ab.Select(ref="me"), amount=ab.Quantity(count=ab.Count(objects=EXHAUSTED_MINE)))])
    me = give(g, p, character(quick), Zone.EXPEDITION, Side.HERO)
    for _ in range(2):
        g.cards[give(g, p, character(), Zone.RESERVE)].status |= Status.EXHAUSTED
    g.cards[give(g, 1 - p, character(), Zone.RESERVE)].status |= Status.EXHAUSTED  # theirs
    give(g, p, character(), Zone.RESERVE)  # ready
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{me} " in o))
    assert g.cards[me].boosts == 1 + 2
