"""A quick action's {X} cost (CR 5.1.2.c, 1.2.5.e): X is chosen as it is declared, from 0 to
what the card allows and the ready orbs can pay, and the effect's "X tokens" uses it (CR 6.5.i)."""

from altered_tui.cards import abilities as ab
from altered_tui.cards.render import render_ability
from altered_tui.engine.types import Side, Status, Zone
from altered_tui.engine.zones import ready_orbs

from tests.abilities.support import act, character, game_at_first_turn, give, options, set_mana

QUICK = ab.QuickAction(kind="quick", cost=ab.Cost(mana_x=True, x_max="exhausted_in_reserves"),
                       effect=[ab.CreateToken(kind="create_token", token="Mana Moth",
                                              where="my_expedition", count=ab.Quantity(remembered="x"))])


def test_quick_cost_mana_x_max_5_1_2_c_x_is_chosen_up_to_the_limit_and_the_orbs():
    g = game_at_first_turn()
    p = g.pending.player
    holder = give(g, p, character(QUICK, name="Caller"), Zone.EXPEDITION, Side.HERO)
    for who in (p, 1 - p, 1 - p):
        c = give(g, who, character(), Zone.RESERVE)
        g.cards[c].status |= Status.EXHAUSTED  # three exhausted cards in the two Reserves
    set_mana(g, p, 2)
    act(g, f"use Caller#{holder} a1")
    assert options(g) == ["pay_x 2", "pay_x 1", "pay_x 0"]  # three allowed, two orbs to pay
    act(g, "pay_x 2")
    assert not ready_orbs(g, p)
    moths = [c for c in g.players[p].expeditions[Side.HERO] if g.cdef(c).name == "Mana Moth"]
    assert len(moths) == 2
    assert render_ability(QUICK) == ("{X}: Create X Mana Moth Illusion tokens (2/2/2) in my "
                                     "Expedition. X can't be higher than the number of exhausted "
                                     "cards in Reserve.")
