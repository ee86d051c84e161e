"""Maleros, Reka Hexarch (Exalted): {H} pay {7} less for the next Spell you play this Afternoon
(an Ongoing Emblem, CR 2.2.14; never below 0, CR 5.1.2.e)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import SEAL, add_mana, card, end_turn_of_opponent, put, settle, spell_cost_paid, start


def test_alt_duster_b_yz_94_e_the_next_spell_this_afternoon_costs_seven_less():
    g, p = start()
    add_mana(g, p, 5)
    me = put(g, p, "ALT_DUSTER_B_YZ_94_E")
    play(g, me)
    settle(g)
    end_turn_of_opponent(g, p)
    assert spell_cost_paid(g, p, put(g, p, SEAL, Zone.RESERVE), "reserve") == 0
    d = card("ALT_DUSTER_B_YZ_94_E")
    assert (d.rarity.value, d.hand_cost, d.reserve_cost, d.stats) == ("exalted", 7, 3, (3, 3, 4))
