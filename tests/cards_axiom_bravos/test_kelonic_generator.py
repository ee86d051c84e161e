"""Kelonic Generator: {1}, {T}: draw a card."""

from tests.cards_axiom_bravos.helpers import (Status, Zone, act, add_mana, new_game, options, play,
                                              put, ready_mana, use_ability)

GENERATOR = "ALT_CORE_B_AX_27_R"


def test_alt_core_b_ax_27_r_pays_one_and_exhausts_to_draw_a_card():
    g, p = new_game()
    gen = put(g, p, GENERATOR, Zone.LANDMARKS)
    top = g.players[p].deck[0]
    use_ability(g, gen)
    assert top in g.players[p].hand
    assert g.cards[gen].has(Status.EXHAUSTED) and ready_mana(g, p) == 2
    assert g.pending.player == p  # a quick action: still my turn
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))  # exhausted


def test_alt_core_b_ax_27_r_needs_a_ready_orb_and_costs_four_to_play():
    g, p = new_game()
    add_mana(g, p, 1)
    gen = put(g, p, GENERATOR)
    play(g, gen)
    assert gen in g.players[p].landmarks and ready_mana(g, p) == 0
    act(g, "pass")  # the opponent passes; my turn again, with no ready orb
    assert g.pending.player == p
    assert not any(o.startswith("use Kelonic Generator") for o in options(g))
