"""'Each player may put a card from their hand in Reserve [to draw a card]' (CR 6.1.h, 7.3.21)."""

from altered_tui.cards import abilities as ab

from tests.abilities.support import act, cast, game_at_first_turn


def test_step_put_from_hand_6_1_h_each_player_chooses_in_initiative_order_and_may_decline():
    g = game_at_first_turn()
    p, _spell = cast(g, ab.PutFromHand(kind="put_from_hand", zone="reserve", who="each", may=True,
                                       then_draw=1))
    order = g.in_initiative_order()
    assert g.pending.player == order[0] and [a.text for a in g.pending.options][-1] == "no"
    act(g, "no")
    assert g.pending.player == order[1]
    second = order[1]
    card = g.players[second].hand[0]
    hand = len(g.players[second].hand)
    act(g, f"choose {g.cdef(card).name}#{card}")
    assert card in g.players[second].reserve and len(g.players[second].hand) == hand  # put, drew
    assert any(e.kind == "decline" and e.player == order[0] for e in g.log)
