"""Bravos Pathfinder (rare): Seasoned. {H} You may pay {2} to have me gain 1 boost."""

from tests.cards_axiom_bravos_core.helpers import (Zone, act, add_mana, new_game, options, play, put,
                                                   ready_mana, send_to_reserve, stats)

PATH = "ALT_CORE_B_BR_08_R"


def test_alt_core_b_br_08_r_may_pay_two_for_a_boost_and_keeps_it_in_reserve():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, PATH)
    play(g, cid)
    assert ready_mana(g, p) == 2 and g.pending.kind == "may"
    act(g, "yes")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (1, 4, 4)
    send_to_reserve(g, cid)
    assert cid in g.players[p].reserve and g.cards[cid].boosts == 1  # Seasoned


def test_alt_core_b_br_08_r_cannot_pay_without_two_mana():
    g, p = new_game()
    cid = put(g, p, PATH)
    play(g, cid)
    assert ready_mana(g, p) == 1 and options(g) == ["no"]
    act(g, "no")
    assert g.cards[cid].boosts == 0


def test_alt_core_b_br_08_r_from_reserve_asks_nothing():
    g, p = new_game()
    play(g, put(g, p, PATH, Zone.RESERVE), src="reserve")
    assert g.pending.kind == "turn"
