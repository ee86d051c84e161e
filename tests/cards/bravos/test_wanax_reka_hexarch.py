"""Wanax, Reka Hexarch (Exalted): I cost {1} less for each other card you played this turn
(CR 5.1.2.e, 4.2.3); {J} pass right away (CR 4.2.3.d)."""

from altered_tui.engine.types import Zone

from tests.abilities.support import play
from tests.cards.builders import (
    TROOPER, add_mana, card, put, ready_mana, rush, settle, start,
)

WANAX = "ALT_DUSTER_B_BR_98_E"
DIVER = "ALT_DUSTER_B_BR_88_C"  # {J} you may Rush


def test_alt_duster_b_br_98_e_cheaper_for_each_card_played_before_it_this_turn_then_passes():
    d = card(WANAX)
    assert (d.rarity.value, d.faction.value, d.hand_cost, d.reserve_cost, d.stats) == (
        "exalted", "BR", 5, 5, (6, 6, 6))
    g, p = start()
    add_mana(g, p, 4)
    wanax = put(g, p, WANAX)
    play(g, put(g, p, DIVER))  # Hand Cost 2
    before = ready_mana(g, p)
    rush(g, wanax)  # one other card played this turn: {1} less
    settle(g)
    assert before - ready_mana(g, p) == 4
    assert g.players[p].passed  # {J} Pass

    g, p = start()
    add_mana(g, p, 4)
    play(g, put(g, p, TROOPER))  # a card played in an earlier turn does not count
    settle(g)
    play(g, put(g, 1 - p, TROOPER))  # the opponent's turn, and they have not passed
    settle(g)
    assert g.pending.player == p
    before = ready_mana(g, p)
    play(g, put(g, p, WANAX))
    settle(g)
    assert before - ready_mana(g, p) == 5 and g.players[p].passed
