"""'When you discard a card from your hand' (CR 3.2.5, 3.2.3): any move of one of your cards
from your hand to your Discard pile triggers it, "it" being that card; a card milled from
the Deck or an opponent's discard does not."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Side, Zone
from altered_tui.engine.zones import move

from tests.abilities.support import character, give, reaction, refresh
from tests.cards.builders import settle, start


def test_trigger_you_discard_from_hand_fires_for_your_hand_only():
    g, p = start()
    watcher = give(g, p, character(reaction("you_discard_from_hand",
                                            ab.Boost(kind="boost", objects=ab.Select(ref="me")))),
                   Zone.EXPEDITION, Side.HERO)
    move(g, g.players[p].hand[0], Zone.DISCARD)
    refresh(g)
    settle(g)
    assert g.cards[watcher].counters.get("boost", 0) == 1
    move(g, g.players[p].deck[0], Zone.DISCARD)  # from the Deck
    move(g, g.players[1 - p].hand[0], Zone.DISCARD)  # the opponent's hand
    refresh(g)
    settle(g)
    assert g.cards[watcher].counters.get("boost", 0) == 1
