"""The order a quick action's text writes {T} and its mana in: {T} first unless the card
writes its mana first (`mana_first`). Both costs are one step, paid at once whatever the
order (CR 6.4.a), so the order is only how the text reads."""

import pytest

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, set_mana


def _quick(**cost) -> ab.QuickAction:
    return ab.QuickAction(kind="quick", cost=ab.Cost(exhaust_me=True, mana=1, **cost),
                          effect=[ab.Draw(kind="draw")])


@pytest.mark.parametrize("mana_first, text", [
    (False, "{T}, {1}: Draw a card."),
    (True, "{1}, {T}: Draw a card."),
])
def test_cost_mana_first_6_4_a_the_text_order_only(mana_first, text):
    quick = _quick(mana_first=mana_first)
    assert render_ability(quick) == text
    g = game_at_first_turn()
    p = g.pending.player
    holder = give(g, p, character(quick, name="Pump"), Zone.EXPEDITION, Side.HERO)
    set_mana(g, p, 1)
    hand = len(g.players[p].hand)
    act(g, f"use Pump#{holder} a1")
    assert g.cards[holder].has(Status.EXHAUSTED) and not ready_orbs(g, p)  # both paid at once
    assert len(g.players[p].hand) == hand + 1


def test_cost_mana_first_needs_both_costs():
    with pytest.raises(ValueError, match="mana_first"):
        ab.Cost(mana=1, mana_first=True)
