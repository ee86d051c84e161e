"""Kelonic Generator: common {2}, {T}: draw a card; Ordis rare {1}, {T}: draw a card."""

from tests.cards_axiom_bravos_core.helpers import (Status, Zone, new_game, options, play, put,
                                                   ready_mana, use_ability)


def _alt_core_b_ax_27_c_and_r2_pay_and_exhaust_to_draw(version, hand_cost, price):
    g, p = new_game()
    gen = put(g, p, version, Zone.LANDMARKS)
    hand = len(g.players[p].hand)
    use_ability(g, gen)
    assert ready_mana(g, p) == 3 - price
    assert g.cards[gen].has(Status.EXHAUSTED) and len(g.players[p].hand) == hand + 1
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))


def test_alt_core_b_ax_27_c_pay_and_exhaust_to_draw():
    _alt_core_b_ax_27_c_and_r2_pay_and_exhaust_to_draw('ALT_CORE_B_AX_27_C', 3, 2)


def test_alt_core_b_ax_27_r2_pay_and_exhaust_to_draw():
    _alt_core_b_ax_27_c_and_r2_pay_and_exhaust_to_draw('ALT_CORE_B_AX_27_R2', 4, 1)


def test_alt_core_b_ax_27_c_costs_three_to_play():
    g, p = new_game()
    gen = put(g, p, "ALT_CORE_B_AX_27_C")
    play(g, gen)
    assert ready_mana(g, p) == 0 and gen in g.players[p].landmarks


def test_alt_core_b_ax_27_c_needs_two_mana():
    g, p = new_game()
    gen = put(g, p, "ALT_CORE_B_AX_27_C", Zone.LANDMARKS)
    for orb in g.players[p].mana[:2]:
        g.cards[orb].status |= Status.EXHAUSTED
    from tests.abilities.support import refresh
    refresh(g)
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))
