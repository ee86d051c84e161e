"""'Spend any number of my <name> counters: the same number of target Characters ...': the
player says how many as the quick action is declared (CR 7.3.27, 5.1.2.b), and the effect
targets that many (CR 6.5.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.models import CardDef, CardType, ZoneType
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, character, game_at_first_turn, give, options

QUICK = ab.QuickAction(kind="quick", cost=ab.Cost(spend_any_counters="kelon"), effect=[
    ab.GainStatus(kind="gain_status", objects=ab.Select(ref="target", count=ab.Quantity(remembered="spent")),
                  status="anchored")])
HOLDER = CardDef(id="TEST_SPEND_ANY", name="Test Tank", type=CardType.PERMANENT,
                 zone_type=ZoneType.LANDMARK, hand_cost=0, reserve_cost=0, abilities=(QUICK,))


def _game(counters: int):
    g = game_at_first_turn()
    p = g.pending.player
    tank = give(g, p, HOLDER, Zone.LANDMARKS)
    g.cards[tank].counters["kelon"] = counters
    chars = [give(g, p, character(), Zone.EXPEDITION, side) for side in (Side.HERO, Side.COMPANION)]
    act(g, f"use Test Tank#{tank} a1")
    return g, p, tank, chars


def test_quick_cost_spend_any_counters_7_3_27_that_many_targets():
    g, p, tank, chars = _game(3)
    assert g.pending.kind == "remove" and options(g) == ["remove 3", "remove 2", "remove 1", "remove 0"]
    act(g, "remove 2")
    assert g.cards[tank].counters["kelon"] == 1
    for cid in chars:
        if any(f"#{cid}" in o for o in options(g)):
            act(g, next(o for o in options(g) if f"#{cid}" in o))
    assert all(g.cards[c].has(Status.ANCHORED) for c in chars)
    assert render_ability(QUICK) == \
        "Spend any number of my Kelon counters: The same number of target Characters gain Anchored."


def test_quick_cost_spend_any_counters_6_5_i_none_spent_none_targeted():
    g, p, tank, chars = _game(2)
    act(g, "remove 0")
    assert g.cards[tank].counters["kelon"] == 2
    assert not any(g.cards[c].has(Status.ANCHORED) for c in chars)
    assert g.pending is None or g.pending.kind != "target"
