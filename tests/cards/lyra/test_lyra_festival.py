"""Lyra Festival: {J} draw a card (rare: target Character gains Fleeting, Anchored or Asleep);
At Dusk, if you control a Fleeting, another Anchored and yet another Asleep Character, you win."""

import pytest

from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import (
    CHRONICLER,
    add_mana,
    check_facts,
    finish_day,
    pass_or_take_first,
    pick,
    put,
    settle,
    start,
)


def _with_three(card_id, statuses):
    g, p = start()
    put(g, p, card_id, Zone.LANDMARKS)
    for s in statuses:
        cid = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
        g.cards[cid].status |= s
    return g, p


def _wins(card_id):
    g, p = _with_three(card_id, [Status.FLEETING, Status.ANCHORED, Status.ASLEEP])
    finish_day(g, pass_or_take_first)
    assert g.over and g.winner == p
    assert g.win_reason["via"] == "ability" and g.cdef(g.win_reason["card"]).name == "Lyra Festival"
    g, p = _with_three(card_id, [Status.FLEETING | Status.ANCHORED, Status.ASLEEP])
    finish_day(g, pass_or_take_first)
    assert g.winner is None  # two Characters are not three distinct ones


@pytest.mark.parametrize("card_id, faction", [("ALT_CORE_B_LY_29_C", "LY"), ("ALT_CORE_B_LY_29_R", "LY"),
                                              ("ALT_CORE_B_LY_29_R2", "MU")])
def test_alt_core_b_ly_29_versions_costs(card_id, faction):
    check_facts(card_id, 4, 4, None, faction)


def test_alt_core_b_ly_29_c_draws_when_it_joins_and_wins_at_dusk():
    g, p = start()
    add_mana(g, p, 4)
    fest = put(g, p, "ALT_CORE_B_LY_29_C")
    top = g.players[p].deck[0]
    play(g, fest)
    settle(g)
    assert fest in g.players[p].landmarks and top in g.players[p].hand
    _wins("ALT_CORE_B_LY_29_C")


def test_alt_core_b_ly_29_r2_draws_when_it_joins_and_wins_at_dusk():
    g, p = start()
    add_mana(g, p, 4)
    fest = put(g, p, "ALT_CORE_B_LY_29_R2")
    top = g.players[p].deck[0]
    play(g, fest)
    settle(g)
    assert top in g.players[p].hand
    _wins("ALT_CORE_B_LY_29_R2")


def test_alt_core_b_ly_29_r_target_gains_the_chosen_status_and_wins_at_dusk():
    for mode, status in (("mode 1", Status.FLEETING), ("mode 2", Status.ANCHORED), ("mode 3", Status.ASLEEP)):
        g, p = start()
        add_mana(g, p, 4)
        target = put(g, p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
        other = put(g, 1 - p, CHRONICLER, Zone.EXPEDITION, Side.HERO)
        fest = put(g, p, "ALT_CORE_B_LY_29_R")
        play(g, fest)
        settle(g)
        pick(g, target)
        act(g, next(o for o in options(g) if o.startswith(mode)))
        assert g.cards[target].has(status) and not g.cards[other].status
    _wins("ALT_CORE_B_LY_29_R")
