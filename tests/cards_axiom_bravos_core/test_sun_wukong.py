"""Sun Wukong (Muna rare): {R} Target Character gains 2 boosts."""

from tests.cards_axiom_bravos_core.helpers import (Side, Zone, add_mana, new_game, play, put,
                                                   ready_mana, stats, target)

AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_18_r2_from_reserve_gives_target_two_boosts():
    g, p = new_game()
    add_mana(g, p, 1)
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    cid = put(g, p, "ALT_CORE_B_BR_18_R2", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0
    target(g, mine)
    assert stats(g, mine) == (4, 4, 4) and stats(g, cid) == (2, 4, 2)


def test_alt_core_b_br_18_r2_from_hand_boosts_nothing():
    g, p = new_game()
    cid = put(g, p, "ALT_CORE_B_BR_18_R2")
    play(g, cid)
    assert ready_mana(g, p) == 0 and g.pending.kind == "turn" and g.cards[cid].boosts == 0
