"""A quick action that costs more to target some objects in play (CR 5.1.2.e, paid like
Tough, CR 7.4.7.c), and a target 'Permanent in play or card in Reserve' (any_of)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options, set_mana

EITHER = ab.Filter(type="card", any_of=[ab.Filter(type="permanent"), ab.Filter(type="card", in_reserve=True)])
QUICK = ab.QuickAction(kind="quick", cost=ab.Cost(more_to_target=ab.TargetSurcharge(
    filter=ab.Filter(type="character", min_hand_cost=3), mana=2)),
    effect=[ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=ab.Filter(type="character")))])


def _use(g, cid):
    act(g, next(o for o in options(g) if o.startswith("use") and f"#{cid} " in o))


def test_cost_more_to_target_5_1_2_e_paid_as_the_target_is_chosen():
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 3)
    me = give(g, p, character(QUICK), Zone.EXPEDITION, Side.HERO)
    big = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    give(g, 1 - p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    _use(g, me)
    assert any(f"#{big}" in o and "extra 2" in o for o in options(g))
    act(g, next(o for o in options(g) if f"#{big}" in o))
    assert g.cards[big].has(Status.EXHAUSTED)
    assert sum(1 for m in g.players[p].mana if not g.cards[m].has(Status.EXHAUSTED)) == 1
    assert render_ability(QUICK) == ("No cost: Exhaust target Character. This costs {2} more to "
                                     "target a Character with Hand Cost {3} or more.")


def test_cost_more_to_target_5_1_2_e_a_target_you_cant_pay_for_is_not_offered():
    g = game_at_first_turn()
    p = g.pending.player
    set_mana(g, p, 1)
    me = give(g, p, character(QUICK), Zone.EXPEDITION, Side.HERO)
    big = give(g, 1 - p, character(cost=3), Zone.EXPEDITION, Side.HERO)
    small = give(g, 1 - p, character(cost=1), Zone.EXPEDITION, Side.HERO)
    _use(g, me)
    assert not any(f"#{big}" in o for o in options(g))
    act(g, next(o for o in options(g) if f"#{small}" in o))
    assert g.cards[small].has(Status.EXHAUSTED) and not g.cards[big].has(Status.EXHAUSTED)


def test_filter_any_of_7_3_10_a_permanent_in_play_or_a_card_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    quick = ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True), effect=[
        ab.Exhaust(kind="exhaust", objects=ab.Select(ref="target", filter=EITHER))])
    me = give(g, p, character(quick), Zone.EXPEDITION, Side.HERO)
    other = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    stored = give(g, 1 - p, character(), Zone.RESERVE)
    _use(g, me)
    assert not any(f"#{other}" in o for o in options(g))
    assert g.cards[stored].has(Status.EXHAUSTED)  # the only one: a card in Reserve
    assert render_ability(quick) == "{T}: Exhaust target Permanent in play or card in Reserve."
