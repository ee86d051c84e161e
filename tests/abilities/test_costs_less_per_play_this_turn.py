"""'I cost {1} less for each other card you played this turn' (CR 5.1.2.e step 2, 4.2.3): the
count of cards the player played in the current turn, back to 0 when a new turn begins."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_passive
from altered_tui.engine.playing import play_cost
from altered_tui.engine.types import Zone

from tests.abilities.support import character, game_at_first_turn, give, play

LESS = ab.CostChange(kind="cost_change", change=-1, me=True,
                    for_each="other_card_played_this_turn")


def test_costs_less_for_each_other_card_played_this_turn_5_1_2_e():
    g = game_at_first_turn()
    p = g.pending.player
    me = give(g, p, character(ab.PassiveAbility(kind="passive", effect=LESS), cost=5))
    assert play_cost(g, me, Zone.HAND) == 5
    g.played_this_turn[p] = 2  # as after two cards played during one turn (Rush)
    assert play_cost(g, me, Zone.HAND) == 3
    play(g, give(g, p, character()))  # a turn ends: the count starts again
    assert g.played_this_turn == [0, 0]
    assert render_passive(LESS) == "I cost {1} less for each other card you played this turn."
