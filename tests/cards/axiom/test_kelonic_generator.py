"""Kelonic Generator: {1}, {T}: draw a card.

Kelonic Generator: common {2}, {T}: draw a card; Ordis rare {1}, {T}: draw a card."""

from altered_tui.engine.types import Status, Zone

from tests.abilities.support import act, options, play
from tests.cards.builders import add_mana, put, ready_mana, start, use_ability


GENERATOR = "ALT_CORE_B_AX_27_R"


def test_alt_core_b_ax_27_r_pays_one_and_exhausts_to_draw_a_card():
    g, p = start()
    gen = put(g, p, GENERATOR, Zone.LANDMARKS)
    top = g.players[p].deck[0]
    use_ability(g, gen)
    assert top in g.players[p].hand
    assert g.cards[gen].has(Status.EXHAUSTED) and ready_mana(g, p) == 2
    assert g.pending.player == p  # a quick action: still my turn
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))  # exhausted


def test_alt_core_b_ax_27_r_needs_a_ready_orb_and_costs_four_to_play():
    g, p = start()
    add_mana(g, p, 1)
    gen = put(g, p, GENERATOR)
    play(g, gen)
    assert gen in g.players[p].landmarks and ready_mana(g, p) == 0
    act(g, "pass")  # the opponent passes; my turn again, with no ready orb
    assert g.pending.player == p
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))


def _alt_core_b_ax_27_c_and_r2_pay_and_exhaust_to_draw(version, hand_cost, price):
    g, p = start()
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
    g, p = start()
    gen = put(g, p, "ALT_CORE_B_AX_27_C")
    play(g, gen)
    assert ready_mana(g, p) == 0 and gen in g.players[p].landmarks


def test_alt_core_b_ax_27_c_needs_two_mana():
    g, p = start()
    gen = put(g, p, "ALT_CORE_B_AX_27_C", Zone.LANDMARKS)
    for orb in g.players[p].mana[:2]:
        g.cards[orb].status |= Status.EXHAUSTED
    from tests.abilities.support import refresh
    refresh(g)
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))
