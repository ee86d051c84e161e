"""'You may spend 1 counter from a card you control or in your Reserve to ...' (CR 2.5.h): the
player picks one of their objects in play or cards in Reserve that has a counter; it loses
one (a boost first, README: Rules notes). With no such card the cost can't be paid."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_step
from altered_tui.engine.types import Side, Zone

from tests.abilities.support import act, cast, character, game_at_first_turn, give, options
from tests.cards.builders import choose

STEP = ab.May(kind="may", cost=ab.MayCost(spend_counter_from_yours=True), steps=[ab.Draw(kind="draw")])


def test_may_cost_spend_counter_from_yours_2_5_h_a_counter_of_a_card_in_play_or_in_reserve():
    g = game_at_first_turn()
    p = g.pending.player
    in_play = give(g, p, character(), Zone.EXPEDITION, Side.HERO)
    g.cards[in_play].counters.update({"boost": 1, "kelon": 2})
    in_reserve = give(g, p, character(), Zone.RESERVE)
    g.cards[in_reserve].counters["kelon"] = 1
    theirs = give(g, 1 - p, character(), Zone.RESERVE)
    g.cards[theirs].counters["boost"] = 1
    hand = len(g.players[p].hand)
    cast(g, STEP)
    act(g, "yes")
    assert not any(f"#{theirs}" in o for o in options(g))  # not the other player's
    assert any(f"#{in_reserve}" in o for o in options(g))
    choose(g, in_play)
    assert g.cards[in_play].counters == {"boost": 0, "kelon": 2}  # a boost goes first
    assert len(g.players[p].hand) == hand + 1
    assert render_step(STEP) == ("You may spend 1 counter from a card you control or in your "
                                 "Reserve to draw a card")


def test_may_cost_spend_counter_from_yours_2_5_h_cannot_be_paid_without_counters():
    g = game_at_first_turn()
    cast(g, STEP)
    assert options(g) == ["no"]
