"""Sun Wukong: {R} I gain 2 boosts (rare: and lose Fleeting).

Sun Wukong (Muna rare): {R} Target Character gains 2 boosts."""

from altered_tui.engine.objects import stats
from altered_tui.engine.types import Side, Status, Zone

from tests.abilities.support import play
from tests.cards.builders import (
    add_mana,
    advance_to_noon,
    put,
    ready_mana,
    rest_outcome,
    start,
    target,
)


WUKONG_C, WUKONG_R = "ALT_CORE_B_BR_18_C", "ALT_CORE_B_BR_18_R"


def _from_reserve(version):
    g, p = start()
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
        g, p = start()
        cid = put(g, p, version)
        play(g, cid)
        assert ready_mana(g, p) == 0 and stats(g, cid) == (2, 4, 2)


AMELIA = "ALT_CORE_B_AX_11_C"


def test_alt_core_b_br_18_r2_from_reserve_gives_target_two_boosts():
    g, p = start()
    add_mana(g, p, 1)
    mine = put(g, p, AMELIA, Zone.EXPEDITION, Side.COMPANION)
    cid = put(g, p, "ALT_CORE_B_BR_18_R2", Zone.RESERVE)
    play(g, cid, src="reserve")
    assert ready_mana(g, p) == 0
    target(g, mine)
    assert stats(g, mine) == (4, 4, 4) and stats(g, cid) == (2, 4, 2)


def test_alt_core_b_br_18_r2_from_hand_boosts_nothing():
    g, p = start()
    cid = put(g, p, "ALT_CORE_B_BR_18_R2")
    play(g, cid)
    assert ready_mana(g, p) == 0 and g.pending.kind == "turn" and g.cards[cid].boosts == 0
