"""'When I'm discarded from your hand' and 'when you discard a card from your hand or your
Reserve' (CR 3.2.3, 3.2.5, 3.2.10, 6.3.c): moves of your cards to your Discard pile from
those zones, whatever caused them; the self-trigger works from the Discard pile."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import character, give, reaction, refresh
from tests.cards.builders import settle, start

ME = ab.Select(ref="me")


def test_trigger_discarded_from_hand_activates_on_the_discarded_card():
    g, p = start()
    card_ = give(g, p, character(reaction("discarded_from_hand", ab.Resupply(kind="resupply"))))
    top = g.players[p].deck[0]
    move(g, card_, Zone.DISCARD)
    refresh(g)
    settle(g)
    assert top in g.players[p].reserve


def test_trigger_you_discard_from_hand_or_reserve_counts_both_zones_only():
    g, p = start()
    watcher = give(g, p, character(reaction("you_discard_from_hand_or_reserve",
                                            ab.Boost(kind="boost", objects=ME))),
                   Zone.EXPEDITION, Side.HERO)
    move(g, g.players[p].hand[0], Zone.DISCARD)
    stored = give(g, p, character(), Zone.RESERVE)
    move(g, stored, Zone.DISCARD)
    move(g, g.players[p].deck[0], Zone.DISCARD)
    refresh(g)
    settle(g)
    assert g.cards[watcher].counters.get("boost", 0) == 2
