"""'I gain N counters, up to a max of M' (CR 2.5.f): the gain stops at M counters on the
object; with M or more already, it gains none. Such gains are mostly support Reactions of
a ready Reserve card (CR 2.2.11.i-j), which keeps its counters there (CR 2.5.a)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability, render_step
from altered_tui.engine.types import Status, Zone

from tests.abilities.support import character, game_at_first_turn, give
from tests.cards.builders import advance_to_noon

ME = ab.Select(ref="me")


def _support_at_noon(step) -> ab.Reaction:
    return ab.Reaction(kind="reaction", trigger=ab.Trigger(on="at_noon"), effect=[step])


def _in_reserve(step):
    g = game_at_first_turn()
    p = g.pending.player
    cid = give(g, p, character(support=(_support_at_noon(step),)), Zone.RESERVE)
    return g, p, cid


def test_2_5_f_boost_up_to_a_max_stops_at_the_max():
    step = ab.Boost(kind="boost", objects=ME, amount=2, up_to_max=3)
    g, p, cid = _in_reserve(step)
    seen = []
    for _ in range(3):
        advance_to_noon(g)
        seen.append(g.cards[cid].boosts)
    assert seen == [2, 3, 3]  # 2, then only 1 more to reach 3, then none
    assert render_step(step) == "I gain 2 boosts, up to a max of 3"
    assert render_ability(_support_at_noon(step)) == "At Noon — I gain 2 boosts, up to a max of 3."


def test_2_5_f_boost_up_to_a_max_gives_none_over_the_max_and_removes_none():
    step = ab.Boost(kind="boost", objects=ME, amount=1, up_to_max=2)
    g, p, cid = _in_reserve(step)
    g.cards[cid].counters["boost"] = 4  # more than the max, from another effect
    advance_to_noon(g)
    assert g.cards[cid].boosts == 4


def test_2_5_f_gain_counters_up_to_a_max():
    step = ab.GainCounters(kind="gain_counters", counter="arcane", amount=1, up_to_max=2)
    g, p, cid = _in_reserve(step)
    seen = []
    for _ in range(3):
        advance_to_noon(g)
        seen.append(g.cards[cid].counters.get("arcane", 0))
    assert seen == [1, 2, 2]
    assert render_step(step) == "I gain 1 Arcane counter, up to a max of 2"


def test_2_2_11_j_an_exhausted_reserve_card_gains_nothing_from_its_support_reaction():
    step = ab.Boost(kind="boost", objects=ME, amount=1, up_to_max=2)
    g, p, cid = _in_reserve(step)
    advance_to_noon(g)
    assert g.cards[cid].boosts == 1
    g.cards[cid].status |= Status.EXHAUSTED
    advance_to_noon(g, before_noon=lambda g: g.cards[cid].__setattr__(
        "status", g.cards[cid].status | Status.EXHAUSTED))  # exhausted again after Prepare
    assert g.cards[cid].boosts == 1
