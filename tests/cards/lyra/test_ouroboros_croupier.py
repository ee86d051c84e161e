"""Ouroboros Croupier: {H} roll a die; 4+: draw a card, 1-3: Resupply.

Ouroboros Croupier rares: {H} roll a die; 4+: draw a card, 1-3: Resupply; support {D}: the
next card you play this turn costs {1} less."""

from tests.abilities.support import play
from tests.cards.builders import (
    add_mana,
    check_facts,
    check_next_card_costs_one_less,
    fix_dice,
    put,
    settle,
    start,
)


def _play_with_die(result):
    g, p = start()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_LY_17_C")
    top = g.players[p].deck[0]
    fix_dice(g, result)
    play(g, cid)
    return g, p, top


def test_alt_core_b_ly_17_c_draws_a_card_on_four_or_more():
    g, p, top = _play_with_die(5)
    assert top in g.players[p].hand


def test_alt_core_b_ly_17_c_resupplies_on_three_or_less():
    g, p, top = _play_with_die(2)
    assert top in g.players[p].reserve


def _rolled(card_id, result):
    g, p = start()
    add_mana(g, p, 2)
    fix_dice(g, result)
    cid = put(g, p, card_id)
    top = g.players[p].deck[0]
    play(g, cid)
    settle(g)
    return g, p, top


def _check(card_id, faction):
    g, p, top = _rolled(card_id, 5)
    assert top in g.players[p].hand
    g, p, top = _rolled(card_id, 2)
    assert top in g.players[p].reserve
    check_next_card_costs_one_less(card_id)
    check_facts(card_id, 4, 4, (0, 5, 5), faction)


def test_alt_core_b_ly_17_r_roll_draws_or_resupplies_and_support_discount():
    _check("ALT_CORE_B_LY_17_R", "LY")


def test_alt_core_b_ly_17_r2_axiom_version_roll_and_support():
    _check("ALT_CORE_B_LY_17_R2", "AX")
