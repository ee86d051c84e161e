"""Sun Wukong: {R} I gain 2 boosts (rare: and lose Fleeting)."""

from tests.cards_axiom_bravos.helpers import (Status, Zone, add_mana, advance_to_noon, new_game,
                                              play, put, ready_mana, rest_outcome, stats)

WUKONG_C, WUKONG_R = "ALT_CORE_B_BR_18_C", "ALT_CORE_B_BR_18_R"


def _from_reserve(version):
    g, p = new_game()
    add_mana(g, p, 1)
    cid = put(g, p, version, Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0  # Reserve Cost 4
    assert stats(g, cid) == (4, 6, 4)
    return g, p, cid


def test_alt_core_b_br_18_c_from_reserve_gains_two_boosts_and_stays_fleeting():
    g, p, cid = _from_reserve(WUKONG_C)
    assert g.cards[cid].has(Status.FLEETING)
    advance_to_noon(g)
    assert rest_outcome(g, cid) == "discard"  # Fleeting at Rest (CR 2.4.6.d)


def test_alt_core_b_br_18_r_from_reserve_gains_two_boosts_and_loses_fleeting():
    g, p, cid = _from_reserve(WUKONG_R)
    assert not g.cards[cid].has(Status.FLEETING)
    advance_to_noon(g)
    assert rest_outcome(g, cid) == "reserve"


def test_alt_core_b_br_18_c_and_r_from_hand_cost_three_without_boosts():
    for version in (WUKONG_C, WUKONG_R):
        g, p = new_game()
        cid = put(g, p, version)
        play(g, cid)
        assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 4, 2)
