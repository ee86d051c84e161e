"""Haven Trainee: {R} I gain 2 boosts."""

from tests.cards_axiom_bravos.helpers import Zone, add_mana, new_game, play, put, ready_mana, stats

TRAINEE = "ALT_CORE_B_BR_09_C"


def test_alt_core_b_br_09_c_gains_two_boosts_when_played_from_reserve():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, TRAINEE, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0  # Reserve Cost 4
    assert stats(g, cid) == (5, 3, 3)


def test_alt_core_b_br_09_c_from_hand_costs_two_and_gains_nothing():
    g, p = new_game()
    cid = put(g, p, TRAINEE)
    play(g, cid)
    assert ready_mana(g, p) == 1 and stats(g, cid) == (3, 1, 1)
