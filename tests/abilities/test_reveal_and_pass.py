"""Revealing a card from hand (CR 3.1.3.f), passing during an effect (CR 4.2.3.d) and a target
player becoming first player (CR 4.2.1.b)."""

from altered_tui.cards import abilities as ab
from altered_tui.engine.types import Phase, Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options, reaction

DRAW = ab.Draw(kind="draw")


def _reveal_then_draw(f):
    return ab.May(kind="may", steps=[ab.RevealFromHand(kind="reveal_from_hand", filter=f), DRAW])


def test_step_reveal_from_hand_3_1_3_f_shows_a_matching_card_that_stays_in_hand():
    g = game_at_first_turn()
    p = g.pending.player
    big = give(g, p, character(cost=5))
    small = give(g, p, character(cost=1))
    hand = len(g.players[p].hand)
    cast(g, _reveal_then_draw(ab.Filter(min_hand_cost=5)))
    act(g, "yes")
    if g.pending.kind == "choose":  # other cards of the deck may match too
        act(g, next(o for o in options(g) if f"#{big}" in o))
    [shown] = [e.data["cards"] for e in g.log if e.kind == "reveal_cards"]
    assert g.cards[shown[0]].zone is Zone.HAND and g.cdef(shown[0]).hand_cost >= 5
    assert small not in shown
    assert len(g.players[p].hand) == hand + 1  # the spell left, a card was drawn, the shown stayed


def test_step_reveal_from_hand_6_5_f_without_a_matching_card_the_may_cannot_be_taken():
    g = game_at_first_turn()
    p = g.pending.player
    hand = len(g.players[p].hand)
    cast(g, _reveal_then_draw(ab.Filter(type="spell", min_hand_cost=99)))
    assert g.pending.kind != "may" or "yes" not in options(g)
    if g.pending.kind == "may":
        act(g, "no")
    assert len(g.players[p].hand) == hand


def test_step_pass_now_4_2_3_d_the_player_takes_no_more_turns_and_pass_reactions_fire():
    g = game_at_first_turn()
    p = g.pending.player
    watcher = give(g, p, character(reaction("you_pass_first", ab.Boost(
        kind="boost", objects=ab.Select(ref="me"), amount=1))), Zone.EXPEDITION, Side.HERO)
    cast(g, ab.PassNow(kind="pass_now"))
    assert g.players[p].passed and g.cards[watcher].boosts == 1
    assert g.pending.player == 1 - p
    act(g, "pass")  # the opponent passes too: no turn comes back to the first player
    assert g.phase is not Phase.AFTERNOON or g.day > 1


def test_step_become_first_player_4_2_1_b_target_player_may_be_the_opponent():
    g = game_at_first_turn()
    p = g.pending.player
    g.first_player = p
    cast(g, ab.BecomeFirstPlayer(kind="become_first_player", who="target_player"))
    assert g.pending.kind == "player"
    act(g, "player theirs")
    assert g.first_player == 1 - p
    assert [e.data["who"] for e in g.log if e.kind == "first_player"] == [1 - p]
