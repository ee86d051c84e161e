"""Drawing from an empty Deck (CR 3.2.2.d-e)."""

from altered_tui.engine.types import Zone
from altered_tui.engine.zones import draw, move

from tests.engine.builders import afternoon, events, next_afternoon


def empty_deck(g, player, to_discard):
    """Move the whole Deck away: `to_discard` cards to the Discard pile, the rest to Mana."""
    p = g.players[player]
    cards = list(p.deck)
    for i, cid in enumerate(cards):
        move(g, cid, Zone.DISCARD if i < to_discard else Zone.MANA)
    return cards[:to_discard]


def test_3_2_2_d_drawing_from_an_empty_deck_shuffles_the_discard_pile_into_it():
    g = afternoon(0)
    pile = empty_deck(g, 0, 5)
    hand = list(g.players[0].hand)
    assert draw(g, 0, 2, cause="test") == 2
    p = g.players[0]
    assert p.discard == [] and len(p.deck) == 3 and len(p.hand) == len(hand) + 2
    assert sorted(p.deck + p.hand[len(hand):]) == sorted(pile)
    assert all(g.cards[c].zone is Zone.DECK for c in p.deck)
    assert events(g, "refill")[-1].rule == "3.2.2.d"


def test_3_2_2_d_the_discard_pile_is_shuffled():
    orders = set()
    for seed in range(8):
        g = afternoon(seed)
        empty_deck(g, 1, 10)
        pile = list(g.players[1].discard)
        draw(g, 1, 1, cause="test")
        orders.add(tuple(pile.index(c) for c in g.players[1].hand[-1:] + g.players[1].deck))
    assert len(orders) > 1


def test_3_2_2_d_a_short_deck_draws_its_cards_then_refills():
    g = afternoon(0)
    p = g.players[0]
    for cid in list(p.deck)[1:]:
        move(g, cid, Zone.DISCARD)
    top = p.deck[0]
    assert draw(g, 0, 3, cause="test") == 3
    assert top in p.hand and len(p.discard) == 0


def test_3_2_2_e_with_deck_and_discard_pile_empty_nothing_is_drawn():
    g = afternoon(0)
    empty_deck(g, 0, 0)
    hand = list(g.players[0].hand)
    assert draw(g, 0, 2, cause="test") == 0
    assert g.players[0].hand == hand
    assert events(g, "draw_empty")[-1].rule == "3.2.2.e"


def test_3_2_2_e_the_morning_draw_with_nothing_to_draw_does_not_stop_the_game():
    g = afternoon(0)
    empty_deck(g, 0, 0)
    empty_deck(g, 1, 1)
    hands = [len(p.hand) for p in g.players]
    next_afternoon(g)
    assert g.day == 2 and [len(p.hand) for p in g.players] == [hands[0], hands[1] + 1]
