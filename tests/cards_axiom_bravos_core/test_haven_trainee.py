"""Haven Trainee rares: R: {R} I gain 2 boosts, support {D}: next Character gains 1 boost;
R2 (Ordis): {R} create an Ordis Recruit in each of your Expeditions."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, add_mana, new_game, play, put,
                                                   ready_mana, stats, tokens_named, use_support)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_09_r_from_reserve_gains_two_boosts():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_09_R", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and stats(g, cid) == (5, 3, 3)


def test_alt_core_b_br_09_r_support_boosts_the_next_character():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_09_R", Zone.RESERVE)
    use_support(g, cid)
    amelia = put(g, p, AMELIA)
    play(g, amelia)
    assert g.cards[amelia].boosts == 1


def test_alt_core_b_br_09_r2_from_reserve_creates_a_recruit_in_each_expedition():
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, "ALT_CORE_B_BR_09_R2", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0 and g.cards[cid].boosts == 0
    assert len(tokens_named(g, p, "Ordis Recruit", Side.HERO)) == 1
    assert len(tokens_named(g, p, "Ordis Recruit", Side.COMPANION)) == 1


def test_alt_core_b_br_09_r2_from_hand_creates_nothing():
    g, p = new_game()
    play(g, put(g, p, "ALT_CORE_B_BR_09_R2"))
    assert tokens_named(g, p, "Ordis Recruit") == []
