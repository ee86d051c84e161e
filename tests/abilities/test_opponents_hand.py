"""A random card of the opponent's hand (CR 3.1.3.f, drawn with the game's own generator), which
an effect may then play for free from there (CR 7.3.20; its owner keeps it, CR 1.4.3.a) or
discard from that hand (CR 7.3.5)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Zone

from tests.abilities.support import cast, character, game_at_first_turn, give
from tests.cards.builders import clear_hand


def test_step_reveal_random_from_hand_3_1_3_f_a_card_of_their_hand_becomes_it():
    seen = set()
    for seed in (1, 2, 3, 4, 5, 6):
        g = game_at_first_turn(seed)
        p = g.pending.player
        clear_hand(g, 1 - p)
        cards = [give(g, 1 - p, character()) for _ in range(3)]
        cast(g, ab.RevealRandomFromHand(kind="reveal_random_from_hand"),
             ab.SendTo(kind="send_to", objects=ab.Select(ref="it"), zone="discard"))
        [shown] = [e.data["cards"] for e in g.log if e.kind == "reveal_cards"][-1:]
        assert len(shown) == 1 and shown[0] in cards
        assert g.cards[shown[0]].zone is Zone.DISCARD  # discarded from that hand
        assert sorted(c for c in cards if g.cards[c].zone is Zone.HAND) == \
            sorted(c for c in cards if c != shown[0])
        seen.add(cards.index(shown[0]))
    assert len(seen) > 1  # not always the same position
    assert render_step(ab.RevealRandomFromHand(kind="reveal_random_from_hand")) == \
        "Target opponent reveals a random card from their hand"


def test_step_reveal_random_from_hand_an_empty_hand_shows_nothing():
    g = game_at_first_turn()
    p = g.pending.player
    clear_hand(g, 1 - p)
    cast(g, ab.RevealRandomFromHand(kind="reveal_random_from_hand"))
    assert not [e for e in g.log if e.kind == "reveal_cards"]


def test_step_reveal_top_may_play_7_3_20_declined_all_four_are_discarded():
    from tests.abilities.support import act, options

    g = game_at_first_turn()
    p = g.pending.player
    top = list(g.players[1 - p].deck[:4])
    step = ab.RevealTopMayPlay(kind="reveal_top_may_play", reveal=4, gains="fleeting",
                               filter=ab.Filter(type="card"))
    cast(g, step)
    if g.pending.kind == "play_now":
        assert "no" in options(g)
        act(g, "no")
    assert all(c in g.players[1 - p].discard for c in top)
    assert [e.data["cards"] for e in g.log if e.kind == "reveal_cards"][-1] == top
    assert render_step(step) == ("Target opponent reveals the top four cards of their Deck. You may "
                                 "play a card from these cards for free and it gains Fleeting, "
                                 "then discard the rest")
