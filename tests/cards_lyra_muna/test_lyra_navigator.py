"""Lyra Navigator: a vanilla Character (2/3, 0-0-4); its rare is faction-shifted to Bravos."""

from altered_tui.engine.characteristics import stats

from tests.cards_lyra_muna.helpers import Zone, card, play, put, ready_mana, start


def _played(card_id, src):
    g, p = start()
    cid = put(g, p, card_id, Zone.HAND if src == "hand" else Zone.RESERVE)
    before = ready_mana(g, p)
    play(g, cid, src=src)
    return g, p, cid, before - ready_mana(g, p)


def test_alt_core_b_ly_12_c_costs_two_from_hand_and_three_from_reserve():
    g, p, cid, paid = _played("ALT_CORE_B_LY_12_C", "hand")
    assert paid == 2 and stats(g, cid) == (0, 0, 4)
    g, p, cid, paid = _played("ALT_CORE_B_LY_12_C", "reserve")
    assert paid == 3 and g.cards[cid].zone is Zone.EXPEDITION


def test_alt_core_b_ly_12_r2_is_a_bravos_navigator_with_the_same_stats():
    g, p, cid, paid = _played("ALT_CORE_B_LY_12_R2", "hand")
    assert paid == 2 and stats(g, cid) == (0, 0, 4)
    assert card("ALT_CORE_B_LY_12_R2").faction.value == "BR"
